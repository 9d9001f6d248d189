// Side panel state (SPEC §2, §4) through the domain reducer, and which panels this viewer offers:
// Help and Event Info always, Documents when there are documents, and for a conference call
// Ask a Question (when its Q&A type is not None) and Dial-In.
import { useMemo, useReducer } from 'react';
import {
  QandAType,
  SidePanel,
  initialSidePanelState,
  sidePanelReducer,
  type SidePanelState,
} from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';

export type OfferedPanel =
  | typeof SidePanel.Help
  | typeof SidePanel.EventInfo
  | typeof SidePanel.Documents
  | typeof SidePanel.Questions
  | typeof SidePanel.DialIn;

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
  const hasQna = call !== null && call.QandAType !== QandAType.None;
  const panels = useMemo<OfferedPanel[]>(
    () => [
      ...(hasQna ? [SidePanel.Questions] : []),
      SidePanel.Help,
      SidePanel.EventInfo,
      ...(hasDocuments ? [SidePanel.Documents] : []),
      ...(hasCall ? [SidePanel.DialIn] : []),
    ],
    [hasDocuments, hasCall, hasQna],
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
