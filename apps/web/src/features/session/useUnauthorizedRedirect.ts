// SPEC §8: HTTP 401 on any call → the session timeout screen of the presentation in view.
// The shell subscribes once; the HTTP client has already stored the session-expired flag.
import { useEffect, useRef } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { onUnauthorized } from '../../shared/http/client.ts';
import { entryPaths, parsePresId } from '../entry/entry.paths.ts';
import { forgetRoute } from '../entry/entry.store.ts';

export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const presParam = matchPath(':presId/*', pathname)?.params.presId;
  const presId = presParam === undefined ? null : parsePresId(presParam);
  // On the timeout screen already, a 401 does not navigate again.
  const onTimeout = matchPath(':presId/timeout', pathname) !== null;

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
