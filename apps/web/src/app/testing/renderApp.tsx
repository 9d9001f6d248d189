// Mounts the real route table in a memory router (no basename: tests use router paths), with a
// fake presentation-level hub, so a viewer the route shows opens no socket and asks no token.
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import '../../shared/i18n/i18n.ts';
import { setAntiForgeryToken } from '../../shared/http/client.ts';
import { createFakeHub, type FakeHub } from '../../shared/hub/testing/fakeHub.ts';
import { useEntryStore } from '../../features/entry/entry.store.ts';
import { PresentationHubContext } from '../../features/presentation-hub/presentation-hub.context.ts';
import { resetPresentation } from '../../features/presentation/presentation.store.ts';
import { AppRoutes } from '../router.tsx';

/** Module state outlives a test; start each one from a fresh visitor. */
export function resetAppState(): void {
  useEntryStore.setState({ routes: {} });
  resetPresentation();
  setAntiForgeryToken(null);
  sessionStorage.clear();
}

/** Where the app is: `router.state.location` is the location of the last render. */
export interface RouterView {
  readonly state: { readonly location: Location };
}

function LocationProbe({ onLocation }: { readonly onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/**
 * `path`: the address to open (a string, or a pathname with location state); `hub`: the
 * presentation-level hub the viewer gets (a fresh fake unless given).
 */
export function renderApp(
  path: string | { pathname: string; state?: unknown },
  options: { hub?: FakeHub } = {},
) {
  const hub = options.hub ?? createFakeHub();
  let location: Location | null = null;
  const router: RouterView = {
    get state() {
      if (!location) throw new Error('the app has not rendered yet');
      return { location };
    },
  };
  const view = render(
    <PresentationHubContext.Provider value={hub}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe onLocation={(current) => (location = current)} />
        <AppRoutes />
      </MemoryRouter>
    </PresentationHubContext.Provider>,
  );
  return { ...view, router, hub };
}
