// Hosts the conference session while a call view is mounted and shares it with the side panels
// (Ask a Question, Dial-In), which render beside the kind view rather than inside it.
import { createContext, useContext, useEffect } from 'react';
import { create } from 'zustand';
import type { RouteChild } from '@podium/domain';
import type { HubClient } from '../../shared/hub/hub.types.ts';
import { loadPresentation, usePresentationStore } from '../presentation/presentation.store.ts';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useViewerKind } from '../viewer/useViewerKind.ts';
import { startConferenceSession, type ConferenceSession } from './conference.session.ts';

/** Component tests provide a fake hub here; the app leaves it null (a socket.io client). */
export const ConferenceHubContext = createContext<HubClient | null>(null);

export const useActiveSession = create<{ readonly session: ConferenceSession | null }>(() => ({
  session: null,
}));

/** The session of the call on screen, or null before it started. */
export function useConferenceSession(): ConferenceSession | null {
  return useActiveSession((s) => s.session);
}

export function useConferenceSessionHost(routeChild: RouteChild): void {
  const { presId, presentation, user, logId } = usePresentation();
  const { kind } = useViewerKind();
  const hub = useContext(ConferenceHubContext);
  const confId = presentation.ConferenceCallData?.Id ?? null;
  const coreId = user?.CoreId ?? null;

  useEffect(() => {
    if (confId === null) return;
    const latest = () => usePresentationStore.getState().loading.presentation ?? presentation;
    const session = startConferenceSession({
      presId,
      confId,
      logId,
      user,
      getPresentation: () => {
        const current = latest();
        return current.PresentationId === presId ? current : presentation;
      },
      kind,
      routeChild,
      reviewMode: false,
      reloadPresentation: () =>
        void loadPresentation(presId, { force: true }).catch(() => undefined),
      ...(hub === null ? {} : { hub }),
    });
    useActiveSession.setState({ session });
    return () => {
      session.stop();
      useActiveSession.setState({ session: null });
    };
    // The session lives for this call and user; a reloaded presentation is read through latest().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [presId, confId, coreId, hub]);
}
