// Mounts the real route table in a memory router (no basename: tests use router paths).
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../../shared/i18n/i18n.ts';
import { setAntiForgeryToken } from '../../shared/http/client.ts';
import { useEntryStore } from '../../features/entry/entry.store.ts';
import { resetPresentation } from '../../features/presentation/presentation.store.ts';
import { appRoutes } from '../router.tsx';

/** Module state outlives a test; start each one from a fresh visitor. */
export function resetAppState(): void {
  useEntryStore.setState({ routes: {} });
  resetPresentation();
  setAntiForgeryToken(null);
  sessionStorage.clear();
}

export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}
