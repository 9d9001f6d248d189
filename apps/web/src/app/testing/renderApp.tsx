// Mounts the real route table in a memory router (no basename: tests use router paths), with a
// fake presentation-level hub, so a viewer the route shows opens no socket and asks no token.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../../shared/i18n/i18n.ts';
import { setAntiForgeryToken } from '../../shared/http/client.ts';
import { createFakeHub, type FakeHub } from '../../shared/hub/testing/fakeHub.ts';
import { useEntryStore } from '../../features/entry/entry.store.ts';
import { PresentationHubContext } from '../../features/presentation-hub/presentation-hub.context.ts';
import { resetPresentation } from '../../features/presentation/presentation.store.ts';
import { appRoutes } from '../router.tsx';

/** Module state outlives a test; start each one from a fresh visitor. */
export function resetAppState(): void {
  useEntryStore.setState({ routes: {} });
  resetPresentation();
  setAntiForgeryToken(null);
  sessionStorage.clear();
}

/** `hub`: the presentation-level hub the viewer gets (a fresh fake unless given). */
export function renderApp(path: string, options: { hub?: FakeHub } = {}) {
  const hub = options.hub ?? createFakeHub();
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <PresentationHubContext.Provider value={hub}>
      <RouterProvider router={router} />
    </PresentationHubContext.Provider>,
  );
  return { ...view, router, hub };
}
