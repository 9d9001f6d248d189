// Side panel state (SPEC §2, §4) through the domain reducer, and which panels this viewer offers
// by the domain's offeredSidePanels: Help and Event Info always, Documents when there are
// documents, and for a conference call Ask a Question (when its Q&A type is not None) and
// Dial-In, Event Media when it has links, Welcome before the event starts (and not once its live
// state says it started or is over); a viewer the call cut off (SPEC §6) keeps Help and Event
// Info only.
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  EVENT_MEDIA_OPEN_DELAY_MS,
  SidePanel,
  eventMediaOffered,
  eventMediaOpensByItself,
  initialSidePanelState,
  offeredSidePanels,
  preEventChecklistOffered,
  sidePanelReducer,
  type OfferedSidePanel,
  type SidePanelState,
} from '@podium/domain';
import { loadChromePanels, loadOpenSidePanel } from './panel-chunks.ts';
import { useCallCutOff } from '../presentation/call-cutoff.store.ts';
import { useEventLiveState } from '../presentation/event-live.store.ts';
import { usePresentation } from '../presentation/presentation.context.ts';

export type OfferedPanel = OfferedSidePanel;

export interface SidePanelControls {
  readonly state: SidePanelState;
  readonly panels: readonly OfferedPanel[];
  /** The open panel, when it is one this viewer offers. */
  readonly open: OfferedPanel | null;
  readonly toggle: (panel: OfferedPanel) => void;
  readonly close: () => void;
}

/** `mobileLayout`: the viewer shows the phone's layout (side panels cover the screen). */
export function useSidePanel(mobileLayout: boolean): SidePanelControls {
  const { presentation } = usePresentation();
  const [state, dispatch] = useReducer(sidePanelReducer, initialSidePanelState);
  const hasDocuments = presentation.Documents.length > 0;
  const call = presentation.HasConferenceCall ? presentation.ConferenceCallData : null;
  const hasCall = call !== null;
  // A live video event asks through its call data without being a conference call (SPEC §5).
  const hasLiveVideo =
    presentation.LiveVideoData !== null && presentation.LiveVideoData !== undefined;
  const qandAType =
    (call ?? (hasLiveVideo ? presentation.ConferenceCallData : null))?.QandAType ?? null;
  const callCutOff = useCallCutOff() !== null;
  const hasEventMedia = eventMediaOffered(
    presentation.EventMedia.length,
    presentation.Security.EventMediaButton,
  );
  // The scheduled start is judged as the viewer opens; the checklist goes once the event's own
  // state (the kind view's) says it started or is over.
  const [openedAtMs] = useState(() => Date.now());
  const liveState = useEventLiveState();
  const preEvent = preEventChecklistOffered({
    startDateUtc: presentation.EventInfo.StartDateUtc,
    nowMs: openedAtMs,
    liveState,
  });
  const panels = useMemo(
    () =>
      offeredSidePanels({
        hasDocuments,
        hasCall,
        qandAType,
        callCutOff,
        hasEventMedia,
        preEvent,
        hasLiveVideo,
      }),
    [hasDocuments, hasCall, qandAType, callCutOff, hasEventMedia, preEvent, hasLiveVideo],
  );

  // SPEC §9: the Event Media panel opens by itself 500 ms after the viewer shows, once a visit,
  // unless the viewer has opened a panel of their own by then; not over a phone's whole screen.
  // Judged as the viewer opens: turning a phone later opens nothing.
  const [opensByItself] = useState(() => eventMediaOpensByItself(hasEventMedia, mobileLayout));
  const activeRef = useRef(state.active);
  useEffect(() => {
    activeRef.current = state.active;
  }, [state.active]);
  useEffect(() => {
    if (!opensByItself) return;
    // A chunk that fails to load here is reported where the panel renders.
    loadOpenSidePanel().catch(() => undefined);
    loadChromePanels().catch(() => undefined);
    const timer = setTimeout(() => {
      if (activeRef.current === SidePanel.None) {
        dispatch({ type: 'toggle', panel: SidePanel.EventMedia });
      }
    }, EVENT_MEDIA_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opensByItself]);

  return useMemo(
    () => ({
      state,
      panels,
      open: panels.find((panel) => panel === state.active) ?? null,
      toggle: (panel: OfferedPanel) => dispatch({ type: 'toggle', panel }),
      close: () => dispatch({ type: 'close' }),
    }),
    [state, panels],
  );
}
