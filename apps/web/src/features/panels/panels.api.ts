// SPEC §7 GET eventBranding/{presId}/logo: the underwriter logos of the Event Info panel.
import { apiPaths, type Underwriter } from '@podium/domain';
import { requestJson } from '../../shared/http/client.ts';
import { lazySchema } from '../../shared/http/lazy-schemas.ts';

export function fetchUnderwriters(presId: number, signal?: AbortSignal): Promise<Underwriter[]> {
  return requestJson(apiPaths.eventBrandingLogo(presId), lazySchema('UnderwritersSchema'), {
    signal,
  });
}
