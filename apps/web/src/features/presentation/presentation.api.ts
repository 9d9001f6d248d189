// SPEC §7: GET presentation?presid&includeMedia=true, validated against the shared schema.
import { apiPaths, PresentationSchema, type Presentation } from '@podium/domain';
import { requestJson } from '../../shared/http/client.ts';

export function fetchPresentation(presId: number): Promise<Presentation> {
  return requestJson(apiPaths.presentation(), PresentationSchema, {
    query: { presid: presId, includeMedia: true },
  });
}
