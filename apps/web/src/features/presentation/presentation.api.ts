// SPEC §7: GET presentation?presid&includeMedia=true, or for a retail show GET
// {product}/shows/{presId}?linkCode, validated against the shared schema.
import { apiPaths, PresentationSchema, retailPaths, type Presentation } from '@podium/domain';
import { requestJson } from '../../shared/http/client.ts';

export function fetchPresentation(presId: number): Promise<Presentation> {
  return requestJson(apiPaths.presentation(), PresentationSchema, {
    query: { presid: presId, includeMedia: true },
  });
}

export function fetchRetailShow(presId: number, linkCode: string | null): Promise<Presentation> {
  return requestJson(retailPaths.show(presId, linkCode), PresentationSchema);
}
