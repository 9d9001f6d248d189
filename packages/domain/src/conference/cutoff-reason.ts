// SPEC §6/§8: why a conference call cut a viewer off (conference/cutoff.ts decides it). A module
// of its own because the API's error body carries it (api/schemas.ts ErrorBodySchema.reason) and
// should not bring the cut-off rule along with it.
import { z } from 'zod';

/**
 * The SPEC §8 text the viewer reads: the access-revoked text, or the public-portion-ended
 * message for a public participant once the public portion ended.
 */
export const CutOffReasonSchema = z.enum(['accessRevoked', 'publicEnded']);
export type CutOffReason = z.infer<typeof CutOffReasonSchema>;
