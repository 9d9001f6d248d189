// SPEC §6/§8: why a conference call cut a viewer off (conference/cutoff.ts decides it). A module
// of its own because the API's error body carries it (api/schemas.ts ErrorBodySchema.reason) and
// should not bring the cut-off rule along with it.
import { z } from 'zod';
import { CUT_OFF_REASONS } from './cutoff-reason-codes.ts';

export { CUT_OFF_REASONS, isCutOffReason, type CutOffReason } from './cutoff-reason-codes.ts';

export const CutOffReasonSchema = z.enum(CUT_OFF_REASONS);
