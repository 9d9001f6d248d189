// Every route of SPEC §2 under the basename /presentation/v2/ (history mode), plus the console
// of ARCHITECTURE §5, the manage area and a 404. Routes are exported so tests mount them in a memory router.
import { createBrowserRouter, type RouteObject } from 'react-router';
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
import { TIMEOUT_ROUTE_ID } from '../features/session/useUnauthorizedRedirect.ts';
import { AppShell } from './AppShell.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';
import { Loading } from '../shared/ui/Loading.tsx';

const systemCheckRoutes = () => import('../features/system-check/SystemCheckRoutes.tsx');

export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    // Shown while a lazy route (the system check pages) loads on first visit.
    hydrateFallbackElement: <Loading />,
    children: [
      // The system check pages are a lazy chunk of their own (hls.js, devices, their texts).
      {
        path: 'viewer/nrslive-presenter-system-check',
        lazy: async () => ({ Component: (await systemCheckRoutes()).PresenterSystemCheck }),
      },
      {
        path: 'viewer/nrslive-participant-system-check',
        lazy: async () => ({ Component: (await systemCheckRoutes()).ParticipantSystemCheck }),
      },
      {
        path: 'SystemCheckPopup',
        lazy: async () => ({ Component: (await systemCheckRoutes()).SystemCheckPopup }),
      },
      // Registration for retail shows: a lazy chunk with its form, countries and texts.
      {
        path: 'register/:presentationId',
        lazy: async () => ({
          Component: (await import('../features/retail/components/RegisterPage.tsx')).RegisterPage,
        }),
      },
      // A plain player for a video link: its own lazy chunk.
      {
        path: ':presId/openVideo/*',
        lazy: async () => ({
          Component: (await import('./pages/OpenVideoPage.tsx')).OpenVideoPage,
        }),
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
          { id: TIMEOUT_ROUTE_ID, path: 'timeout', element: <TimeoutPage /> },
          // The linked-show page and its texts: a lazy chunk of their own.
          {
            path: 'linkedshow',
            lazy: async () => ({
              Component: (await import('../features/entry/components/LinkedShowPage.tsx'))
                .LinkedShowPage,
            }),
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

export function createAppRouter() {
  return createBrowserRouter(appRoutes, { basename: VIEWER_BASE_PATH });
}
