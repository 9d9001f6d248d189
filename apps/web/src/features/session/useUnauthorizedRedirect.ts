// SPEC §8: HTTP 401 on any call → the session timeout screen of the presentation in view.
// The shell subscribes once; the HTTP client has already stored the session-expired flag.
import { useEffect, useRef } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { onUnauthorized } from '../../shared/http/client.ts';
import { entryPaths, parsePresId } from '../entry/entry.paths.ts';
import { forgetRoute } from '../entry/entry.store.ts';

/** The route id the router gives the timeout screen, so a 401 there does not navigate again. */
export const TIMEOUT_ROUTE_ID = 'timeout';

export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const matches = useMatches();
  const presParam = matches
    .map((match) => match.params['presId'])
    .find((value) => value !== undefined);
  const presId = presParam === undefined ? null : parsePresId(presParam);
  const onTimeout = matches.some((match) => match.id === TIMEOUT_ROUTE_ID);

  // The listener is registered once; it reads the route in view through a ref.
  const current = useRef({ presId, onTimeout });
  useEffect(() => {
    current.current = { presId, onTimeout };
  }, [presId, onTimeout]);

  useEffect(
    () =>
      onUnauthorized(() => {
        const { presId: id, onTimeout: already } = current.current;
        if (id === null || already) return;
        // A later visit must ask the server again where this session may go.
        forgetRoute(id);
        void navigate(entryPaths.timeout(id), { replace: true });
      }),
    [navigate],
  );
}
