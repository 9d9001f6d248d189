import { Outlet } from 'react-router';
import { useUnauthorizedRedirect } from '../features/session/useUnauthorizedRedirect.ts';

/** Root layout: the one subscription that turns any 401 into the timeout screen (SPEC §8). */
export function AppShell() {
  useUnauthorizedRedirect();
  return <Outlet />;
}
