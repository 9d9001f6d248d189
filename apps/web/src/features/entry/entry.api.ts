// SPEC §7 entry calls: route, entry code, disclaimer, linked presentations.
import {
  apiPaths,
  DisclaimerSchema,
  EntryCodeBodySchema,
  EntryCodeResponseSchema,
  LinkedPresentationsResponseSchema,
  RouteQuerySchema,
  RouteResponseSchema,
  SERVICE_BASE_PATH,
  retailPaths,
  type Disclaimer,
  type EntryCodeBody,
  type RouteResponse,
} from '@podium/domain';
import type { z } from 'zod';
import { requestJson, requestVoid } from '../../shared/http/client.ts';

export type RouteQuery = z.infer<typeof RouteQuerySchema>;
export type EntryCodeResponse = z.infer<typeof EntryCodeResponseSchema>;
export type LinkedPresentations = z.infer<typeof LinkedPresentationsResponseSchema>;

/** GET presentation/{presId}/route — public, never 401 (SPEC §2 entry). */
export function fetchRoute(presId: number, query: RouteQuery = {}): Promise<RouteResponse> {
  return requestJson(apiPaths.route(presId), RouteResponseSchema, {
    query: RouteQuerySchema.parse(query),
  });
}

/** POST entrycode/processEntrycode (SPEC §7). */
export function processEntryCode(body: EntryCodeBody): Promise<EntryCodeResponse> {
  return requestJson(apiPaths.processEntryCode(), EntryCodeResponseSchema, {
    method: 'POST',
    body: EntryCodeBodySchema.parse(body),
  });
}

/** SPEC §7 Disclaimer: a given path whose leading /api is rewritten to the service route. */
export function disclaimerUrl(path: string): string {
  if (path.startsWith('/api/') && !path.startsWith('/api/v1/')) {
    return SERVICE_BASE_PATH + path.slice('/api'.length);
  }
  return path;
}

export function fetchDisclaimer(
  presId: number,
  disclaimerPath: string | null,
): Promise<Disclaimer> {
  const path = disclaimerPath ? disclaimerUrl(disclaimerPath) : apiPaths.disclaimer(presId);
  return requestJson(path, DisclaimerSchema);
}

export function acceptDisclaimer(presId: number): Promise<void> {
  return requestVoid(apiPaths.acceptDisclaimer(presId), { method: 'POST' });
}

/** GET presentations/{presId}/linkedpresentations/{password} (SPEC §7, with the entry code). */
export function fetchLinkedPresentations(
  presId: number,
  entryCode: string,
): Promise<LinkedPresentations> {
  return requestJson(
    apiPaths.linkedPresentations(presId, entryCode),
    LinkedPresentationsResponseSchema,
  );
}

/** GET {product}/show/{presId}/linkedshows (SPEC §7, retail: by the show's link code). */
export function fetchRetailLinkedShows(
  presId: number,
  linkCode: string | null,
): Promise<LinkedPresentations> {
  return requestJson(retailPaths.linkedShows(presId, linkCode), LinkedPresentationsResponseSchema);
}
