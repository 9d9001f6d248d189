// SPEC §7 entry calls: route, entry code, disclaimer, linked presentations.
import {
  apiPaths,
  disclaimerAddress,
  retailPaths,
  type Disclaimer,
  type EntryCodeBody,
  type RouteResponse,
} from '@podium/domain';
import type { z } from 'zod';
import { heldAnswer, requestJson, requestVoid } from '../../shared/http/client.ts';
import {
  firstScreenSchemas,
  lazySchema,
  type FirstScreenSchemas,
} from '../../shared/http/lazy-schemas.ts';

export type RouteQuery = z.infer<FirstScreenSchemas['RouteQuerySchema']>;
export type EntryCodeResponse = z.infer<FirstScreenSchemas['EntryCodeResponseSchema']>;
export type LinkedPresentations = z.infer<FirstScreenSchemas['LinkedPresentationsResponseSchema']>;

/**
 * GET presentation/{presId}/route — public, never 401 (SPEC §2 entry). `query` holds the show
 * link's parameters as the address gave them; those that do not fit the schema are left out.
 */
export async function fetchRoute(
  presId: number,
  query: Readonly<Record<string, string>> = {},
): Promise<RouteResponse> {
  const path = apiPaths.route(presId);
  // The usual address carries no parameters: the call goes out at once, the schema loads beside it.
  if (Object.keys(query).length === 0) return requestJson(path, lazySchema('RouteResponseSchema'));
  const { RouteQuerySchema, RouteResponseSchema } = await firstScreenSchemas();
  const parsed = RouteQuerySchema.safeParse(query);
  return requestJson(path, RouteResponseSchema, { query: parsed.success ? parsed.data : {} });
}

/** A route answer the page already holds (the viewer's HTML), validated by the server. */
export function routeFromAnswer(body: unknown): RouteResponse {
  return heldAnswer<RouteResponse>(body);
}

/** POST entrycode/processEntrycode (SPEC §7). */
export async function processEntryCode(body: EntryCodeBody): Promise<EntryCodeResponse> {
  const { EntryCodeBodySchema, EntryCodeResponseSchema } = await firstScreenSchemas();
  return requestJson(apiPaths.processEntryCode(), EntryCodeResponseSchema, {
    method: 'POST',
    body: EntryCodeBodySchema.parse(body),
  });
}

export function fetchDisclaimer(
  presId: number,
  disclaimerPath: string | null,
): Promise<Disclaimer> {
  const path = disclaimerPath ? disclaimerAddress(disclaimerPath) : apiPaths.disclaimer(presId);
  return requestJson(path, lazySchema('DisclaimerSchema'));
}

/** The disclaimer answer the page holds (the first screen's answers), validated by the server. */
export function disclaimerFromAnswer(body: unknown): Disclaimer {
  return heldAnswer<Disclaimer>(body);
}

export function acceptDisclaimer(presId: number): Promise<void> {
  return requestVoid(apiPaths.acceptDisclaimer(presId), { method: 'POST' });
}

/** POST presentation/{presId}/leave (SPEC §2 leaveevent). */
export function leaveEvent(presId: number): Promise<void> {
  return requestVoid(apiPaths.leaveEvent(presId), { method: 'POST' });
}

/** GET presentations/{presId}/linkedpresentations/{password} (SPEC §7, with the entry code). */
export function fetchLinkedPresentations(
  presId: number,
  entryCode: string,
): Promise<LinkedPresentations> {
  return requestJson(
    apiPaths.linkedPresentations(presId, entryCode),
    lazySchema('LinkedPresentationsResponseSchema'),
  );
}

/** GET {product}/show/{presId}/linkedshows (SPEC §7, retail: by the show's link code). */
export function fetchRetailLinkedShows(
  presId: number,
  linkCode: string | null,
): Promise<LinkedPresentations> {
  return requestJson(
    retailPaths.linkedShows(presId, linkCode),
    lazySchema('LinkedPresentationsResponseSchema'),
  );
}
