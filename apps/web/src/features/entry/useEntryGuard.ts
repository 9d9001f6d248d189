// SPEC §2 entry: a guarded screen (viewer, disclaimer, console) shows only when the server's
// route answer names it; otherwise the user is sent where the answer says, carrying where they
// were headed (entry.destination.ts). A route answer remembered from /{presId}/ is used once more
// instead of asking (and logging a visit) again.
import { useEffect, useState } from 'react';
import type { EntryRoute } from '@podium/domain';
import { HttpError } from '../../shared/http/client.ts';
import {
  entryTarget,
  type EntryDestination,
  type EntryNavigationState,
} from './entry.destination.ts';
import { pathForRoute } from './entry.paths.ts';
import { cachedRoute, resolveRoute, routeQueryFrom } from './entry.store.ts';

export type EntryGuard =
  | { status: 'checking' }
  | { status: 'allowed'; logId: number | null; isRetail: boolean }
  | { status: 'redirect'; to: string; state: EntryNavigationState | null }
  | { status: 'failed'; httpStatus: number | null };

function decide(
  presId: number,
  expected: EntryRoute,
  destination: EntryDestination,
  route: EntryRoute,
  logId: number | null,
  isRetail: boolean,
): EntryGuard {
  return route === expected
    ? { status: 'allowed', logId, isRetail }
    : { status: 'redirect', ...entryTarget(presId, route, destination) };
}

function failure(error: unknown): EntryGuard {
  return { status: 'failed', httpStatus: error instanceof HttpError ? error.status : null };
}

/**
 * Mount with `key={presId}`: the answer belongs to one presentation. `destination` is the screen
 * the user is headed for (the console, or the viewer), followed when the answer leads elsewhere.
 */
export function useEntryGuard(
  presId: number,
  expected: EntryRoute,
  destination: EntryDestination = 'viewer',
): EntryGuard {
  const [guard, setGuard] = useState<EntryGuard>(() => {
    const cached = cachedRoute(presId);
    return cached?.Route === expected
      ? { status: 'allowed', logId: cached.LogId, isRetail: cached.IsRetail === true }
      : { status: 'checking' };
  });
  const settled = guard.status === 'allowed';

  useEffect(() => {
    if (settled) return undefined;
    let active = true;
    resolveRoute(presId, routeQueryFrom(window.location.search)).then(
      (route) => {
        if (active)
          setGuard(
            decide(
              presId,
              expected,
              destination,
              route.Route,
              route.LogId,
              route.IsRetail === true,
            ),
          );
      },
      (error: unknown) => {
        if (active) setGuard(failure(error));
      },
    );
    return () => {
      active = false;
    };
  }, [presId, expected, destination, settled]);

  return guard;
}

/** /{presId}/ itself: always ask the server, then go where it says (SPEC §2). */
export function useEntryResolution(presId: number): {
  to: string | null;
  failed: EntryGuard | null;
} {
  const [state, setState] = useState<{ to: string | null; failed: EntryGuard | null }>({
    to: null,
    failed: null,
  });
  useEffect(() => {
    let active = true;
    const query = routeQueryFrom(window.location.search);
    resolveRoute(presId, query).then(
      (route) => {
        if (active) setState({ to: pathForRoute(presId, route.Route), failed: null });
      },
      (error: unknown) => {
        if (!active) return;
        // A retail show's link with a code the server does not know: the registration page
        // says the link is not valid (the code is remembered for it).
        const unknownLink =
          query.linkCode !== undefined && error instanceof HttpError && error.status === 404;
        if (unknownLink) setState({ to: pathForRoute(presId, 'register'), failed: null });
        else setState({ to: null, failed: failure(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [presId]);
  return state;
}
