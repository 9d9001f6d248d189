// SPEC §7: GET presentation?presid&includeMedia=true, validated against the shared schema.
import { apiPaths, type Presentation } from '@podium/domain';
import { requestJson } from '../../shared/http/client.ts';
import { lazySchema } from '../../shared/http/lazy-schemas.ts';

export function fetchPresentation(presId: number): Promise<Presentation> {
  return requestJson(apiPaths.presentation(), lazySchema('PresentationSchema'), {
    query: { presid: presId, includeMedia: true },
  });
}
