// SPEC §7 GET eventBranding/{presId}/logo: the underwriter logos of the Event Info panel.
import { z } from 'zod';
import { UnderwriterSchema, apiPaths, type Underwriter } from '@podium/domain';
import { requestJson } from '../../shared/http/client.ts';

const UnderwritersSchema = z.array(UnderwriterSchema);

export function fetchUnderwriters(presId: number, signal?: AbortSignal): Promise<Underwriter[]> {
  return requestJson(apiPaths.eventBrandingLogo(presId), UnderwritersSchema, { signal });
}
