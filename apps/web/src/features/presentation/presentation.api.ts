// SPEC §7: GET presentation?presid&includeMedia=true, or for a retail show GET
// {product}/shows/{presId}?linkCode, validated against the shared schema.
import { apiPaths, retailPaths, type Presentation } from '@podium/domain';
import { heldAnswer, requestJson, type RequestOptions } from '../../shared/http/client.ts';
import { lazySchema } from '../../shared/http/lazy-schemas.ts';

export function fetchPresentation(
  presId: number,
  options: Pick<RequestOptions, 'speculative'> = {},
): Promise<Presentation> {
  return requestJson(apiPaths.presentation(), lazySchema('PresentationSchema'), {
    ...options,
    query: { presid: presId, includeMedia: true },
  });
}

/** A presentation answer the page already holds (the viewer's HTML), validated by the server. */
export function presentationFromAnswer(body: unknown): Promise<Presentation> {
  return Promise.resolve(heldAnswer<Presentation>(body));
}

export function fetchRetailShow(presId: number, linkCode: string | null): Promise<Presentation> {
  return requestJson(retailPaths.show(presId, linkCode), lazySchema('PresentationSchema'));
}
