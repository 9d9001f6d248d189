// The entry sequence's memory (SPEC §2): the last route answer per presentation, so the viewer
// reached from /{presId}/ does not ask (and log a visit) twice, and the entry code the user
// typed, which the linked-show screen needs (SPEC §7 linkedpresentations/{password}).
import { create } from 'zustand';
import { storageKey, type RouteResponse } from '@podium/domain';
import { fetchRoute } from './entry.api.ts';

interface EntryState {
  routes: Readonly<Record<number, RouteResponse>>;
}

export const useEntryStore = create<EntryState>(() => ({ routes: {} }));

const inFlight = new Map<number, Promise<RouteResponse>>();

/** Asks the server where this session may go; a call already running for presId is joined. */
export function resolveRoute(
  presId: number,
  query: Readonly<Record<string, string>> = {},
): Promise<RouteResponse> {
  const running = inFlight.get(presId);
  if (running) return running;
  const request = fetchRoute(presId, query)
    .then((route) => {
      useEntryStore.setState(({ routes }) => ({ routes: { ...routes, [presId]: route } }));
      return route;
    })
    .finally(() => inFlight.delete(presId));
  inFlight.set(presId, request);
  return request;
}

export function cachedRoute(presId: number): RouteResponse | null {
  return useEntryStore.getState().routes[presId] ?? null;
}

/** After sign-in, an entry code, a disclaimer answer or a 401 the old answer no longer holds. */
export function forgetRoute(presId: number): void {
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
