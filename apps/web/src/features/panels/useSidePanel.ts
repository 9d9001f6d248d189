// Side panel state (SPEC §2, §4) through the domain reducer, and which panels this viewer offers
// for the foundation's kinds: Help and Event Info always, Documents when there are documents.
import { useMemo, useReducer } from 'react';
import { SidePanel, initialSidePanelState, sidePanelReducer, type SidePanelState } from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';

export type OfferedPanel = typeof SidePanel.Help | typeof SidePanel.EventInfo | typeof SidePanel.Documents;

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
  const panels = useMemo<OfferedPanel[]>(
    () => [SidePanel.Help, SidePanel.EventInfo, ...(hasDocuments ? [SidePanel.Documents] : [])],
    [hasDocuments],
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
