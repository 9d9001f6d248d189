// Every route of SPEC §2 under the basename /presentation/v2/ (history mode), plus the console
// of ARCHITECTURE §5, the manage area and a 404. Routes are exported so tests mount them in a memory router.
// The router is react-router's declarative one (a route table rendered by useRoutes inside a
// BrowserRouter): the data router's loaders, actions and `lazy` are not used, and leaving them out
// keeps about 16 KB gzipped out of the viewer's first script. A page that is not on the first
// screen is a lazy element (lazyRoute) instead of a route `lazy`.
import { lazy, type ComponentType } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { VIEWER_BASE_PATH } from '@podium/domain';
import { ConsolePage } from '../features/entry/components/ConsolePage.tsx';
import { ManagePage } from '../features/manage/ManagePage.tsx';
import { DisclaimerPage } from '../features/entry/components/DisclaimerPage.tsx';
import { EntryGate } from '../features/entry/components/EntryGate.tsx';
import { ErrorPage } from '../features/entry/components/ErrorPage.tsx';
import { LeaveEventPage } from '../features/entry/components/LeaveEventPage.tsx';
import { ResolveEntry } from '../features/entry/components/ResolveEntry.tsx';
import { StudioPage } from '../features/entry/components/StudioPage.tsx';
import { TimeoutPage } from '../features/entry/components/TimeoutPage.tsx';
import { ValidatePage } from '../features/entry/components/ValidatePage.tsx';
import { ViewerScreen } from '../features/entry/components/ViewerScreen.tsx';
import { AppShell } from './AppShell.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { LazyBoundary } from '../shared/ui/LazyBoundary.tsx';
import { withChunkTimeout } from '../shared/lazy-chunk.ts';

/** A page loaded on first visit: the loading state meanwhile, an offer to reload if it fails. */
function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Page = lazy(withChunkTimeout(async () => ({ default: pick(await load()) })));
  return (
    <LazyBoundary>
      <Page />
    </LazyBoundary>
  );
}

const systemCheckRoutes = () => import('../features/system-check/SystemCheckRoutes.tsx');

export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      // The system check pages are a lazy chunk of their own (hls.js, devices, their texts).
      {
        path: 'viewer/nrslive-presenter-system-check',
        element: lazyRoute(systemCheckRoutes, (module) => module.PresenterSystemCheck),
      },
      {
        path: 'viewer/nrslive-participant-system-check',
        element: lazyRoute(systemCheckRoutes, (module) => module.ParticipantSystemCheck),
      },
      {
        path: 'SystemCheckPopup',
        element: lazyRoute(systemCheckRoutes, (module) => module.SystemCheckPopup),
      },
      // Registration for retail shows: a lazy chunk with its form, countries and texts.
      {
        path: 'register/:presentationId',
        element: lazyRoute(
          () => import('../features/retail/components/RegisterPage.tsx'),
          (module) => module.RegisterPage,
        ),
      },
      // A plain player for a video link: its own lazy chunk.
      {
        path: ':presId/openVideo/*',
        element: lazyRoute(
          () => import('./pages/OpenVideoPage.tsx'),
          (module) => module.OpenVideoPage,
        ),
      },
      // A video document in the viewer's player (SPEC §7 getVideoUrl): its own lazy chunk.
      {
        path: ':presId/documentvideo/:docId',
        element: lazyRoute(
          () => import('./pages/DocumentVideoPage.tsx'),
          (module) => module.DocumentVideoPage,
        ),
      },
      { path: 'manage/*', element: <ManagePage /> },
      {
        path: ':presId',
        element: <EntryGate />,
        children: [
          { index: true, element: <ResolveEntry /> },
          { path: 'viewer', element: <ViewerScreen /> },
          { path: 'disclaimer', element: <DisclaimerPage /> },
          { path: 'validate', element: <ValidatePage /> },
          { path: 'error', element: <ErrorPage /> },
          { path: 'timeout', element: <TimeoutPage /> },
          // The linked-show page and its texts: a lazy chunk of their own.
          {
            path: 'linkedshow',
            element: lazyRoute(
              () => import('../features/entry/components/LinkedShowPage.tsx'),
              (module) => module.LinkedShowPage,
            ),
          },
          { path: 'leaveevent', element: <LeaveEventPage /> },
          { path: 'console', element: <ConsolePage /> },
          { path: 'studio', element: <StudioPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The route table rendered at the current location (inside a BrowserRouter or MemoryRouter). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

/** The viewer's router: history mode under the basename. */
export function AppRouter() {
  return (
    <BrowserRouter basename={VIEWER_BASE_PATH}>
      <AppRoutes />
    </BrowserRouter>
  );
}
