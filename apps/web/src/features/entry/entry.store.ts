// The entry sequence's memory (SPEC §2): the last route answer per presentation, so the viewer
// reached from /{presId}/ does not ask (and log a visit) twice, and the entry code the user
// typed, which the linked-show screen needs (SPEC §7 linkedpresentations/{password}).
import { create } from 'zustand';
import {
  namesOwnDisclaimer,
  storageKey,
  type Disclaimer,
  type RouteResponse,
} from '@podium/domain';
import { disclaimerFromAnswer, fetchDisclaimer, fetchRoute, routeFromAnswer } from './entry.api.ts';

interface EntryState {
  routes: Readonly<Record<number, RouteResponse>>;
}

export const useEntryStore = create<EntryState>(() => ({ routes: {} }));

const inFlight = new Map<number, Promise<RouteResponse>>();

/** How long a route answer asked for at page load waits for the screen that wants it (ms). */
export const EARLY_ROUTE_MAX_AGE_MS = 15_000;

/** Route calls made at page load that no screen has taken yet (answered or not). */
const unclaimed = new Map<number, { promise: Promise<RouteResponse>; startedAt: number }>();

/**
 * Asks for presId's route answer at page load, before any screen renders; the first screen that
 * asks gets this answer (one call, one logged visit) even when it arrived before the screen did.
 * `answered` is the route answer the page already holds (the viewer's HTML, validated by the
 * server): it stands in for the call, and is the store's at once, for the first render.
 */
export function resolveRouteEarly(
  presId: number,
  query: Readonly<Record<string, string>>,
  answered?: unknown,
): void {
  const promise =
    answered === undefined
      ? resolveRoute(presId, query)
      : Promise.resolve(remember(presId, routeFromAnswer(answered)));
  promise.catch(() => undefined);
  unclaimed.set(presId, { promise, startedAt: Date.now() });
}

function remember(presId: number, route: RouteResponse): RouteResponse {
  useEntryStore.setState(({ routes }) => ({ routes: { ...routes, [presId]: route } }));
  return route;
}

/** Asks the server where this session may go; a call already running for presId is joined. */
export function resolveRoute(
  presId: number,
  query: Readonly<Record<string, string>> = {},
): Promise<RouteResponse> {
  const early = unclaimed.get(presId);
  unclaimed.delete(presId);
  if (early && Date.now() - early.startedAt <= EARLY_ROUTE_MAX_AGE_MS) return early.promise;
  const running = inFlight.get(presId);
  if (running) return running;
  if (query.linkCode !== undefined) rememberLinkCode(presId, query.linkCode);
  const request = fetchRoute(presId, query)
    .then((route) => remember(presId, route))
    .finally(() => inFlight.delete(presId));
  inFlight.set(presId, request);
  return request;
}

export function cachedRoute(presId: number): RouteResponse | null {
  return useEntryStore.getState().routes[presId] ?? null;
}

/** After sign-in, an entry code, a disclaimer answer or a 401 the old answer no longer holds. */
export function forgetRoute(presId: number): void {
  unclaimed.delete(presId);
  useEntryStore.setState(({ routes }) => {
    const { [presId]: _forgotten, ...rest } = routes;
    return { routes: rest };
  });
}

/**
 * SPEC §7 route query parameters a show link may carry (link, sps, showId, …) pass through;
 * fetchRoute keeps those of the route query schema (first value of each) and drops the rest.
 */
export function routeQueryFrom(search: string): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) picked[key] ??= value;
  return picked;
}

const ENTRY_CODE_KEY = 'entryCode';

/** Kept per tab (sessionStorage) under the SPEC §9 P{presId}P prefix. */
export function rememberEntryCode(presId: number, code: string): void {
  sessionStorage.setItem(storageKey(presId, ENTRY_CODE_KEY), code);
}

export function rememberedEntryCode(presId: number): string | null {
  return sessionStorage.getItem(storageKey(presId, ENTRY_CODE_KEY));
}

const LINK_CODE_KEY = 'linkCode';

/** The link code of a retail show's public link (SPEC §7), kept for the tab's retail calls. */
export function rememberLinkCode(presId: number, code: string): void {
  sessionStorage.setItem(storageKey(presId, LINK_CODE_KEY), code);
}

export function rememberedLinkCode(presId: number): string | null {
  return sessionStorage.getItem(storageKey(presId, LINK_CODE_KEY));
}

/** presId's disclaimer held by the page (the first screen's answers), and when it came. */
const heldDisclaimers = new Map<
  number,
  { readonly disclaimer: Disclaimer; readonly heldAt: number }
>();

/** Keeps the disclaimer answer the page holds, for the disclaimer screen of this load. */
export function holdDisclaimerAnswer(presId: number, body: unknown): void {
  heldDisclaimers.set(presId, { disclaimer: disclaimerFromAnswer(body), heldAt: Date.now() });
}

/** The held answer for this disclaimer address while it is fresh (SPEC §2 own disclaimer only). */
function freshHeldDisclaimer(presId: number, disclaimerPath: string | null) {
  const held = namesOwnDisclaimer(presId, disclaimerPath) ? heldDisclaimers.get(presId) : undefined;
  return held && Date.now() - held.heldAt <= EARLY_ROUTE_MAX_AGE_MS ? held : undefined;
}

/**
 * presId's disclaimer: the answer the page holds while it is fresh, or the call. A disclaimer at
 * another address is always asked for there.
 */
export function loadDisclaimer(presId: number, disclaimerPath: string | null): Promise<Disclaimer> {
  const held = freshHeldDisclaimer(presId, disclaimerPath);
  if (held) return Promise.resolve(held.disclaimer);
  heldDisclaimers.delete(presId);
  return fetchDisclaimer(presId, disclaimerPath);
}

/**
 * The disclaimer the page holds while it is fresh, for the screen's first render; null for any
 * other address.
 */
export function heldDisclaimer(presId: number, disclaimerPath: string | null): Disclaimer | null {
  return freshHeldDisclaimer(presId, disclaimerPath)?.disclaimer ?? null;
}
