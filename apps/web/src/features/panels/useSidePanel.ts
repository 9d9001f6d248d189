// Side panel state (SPEC §2, §4) through the domain reducer, and which panels this viewer offers
// by the domain's offeredSidePanels: Help and Event Info always, Documents when there are
// documents, and for a conference call Ask a Question (when its Q&A type is not None) and
// Dial-In; a viewer the call cut off (SPEC §6) keeps Help and Event Info only.
import { useMemo, useReducer } from 'react';
import {
  initialSidePanelState,
  offeredSidePanels,
  sidePanelReducer,
  type OfferedSidePanel,
  type SidePanelState,
} from '@podium/domain';
import { useCallCutOff } from '../presentation/call-cutoff.store.ts';
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

export function useSidePanel(): SidePanelControls {
  const { presentation } = usePresentation();
  const [state, dispatch] = useReducer(sidePanelReducer, initialSidePanelState);
  const hasDocuments = presentation.Documents.length > 0;
  const call = presentation.HasConferenceCall ? presentation.ConferenceCallData : null;
  const hasCall = call !== null;
  const qandAType = call?.QandAType ?? null;
  const callCutOff = useCallCutOff() !== null;
  const panels = useMemo(
    () => offeredSidePanels({ hasDocuments, hasCall, qandAType, callCutOff }),
    [hasDocuments, hasCall, qandAType, callCutOff],
  );
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
