// SPEC §2, §4 side panel: None or one chosen panel; toggling the active panel closes it and
// collapses dial-in.

/** SPEC §2 side panels (PreEventChecklist is titled Welcome). */
export const SidePanel = {
  None: 'None',
  Help: 'Help',
  Questions: 'Questions',
  EventInfo: 'EventInfo',
  Documents: 'Documents',
  DialIn: 'DialIn',
  EventMedia: 'EventMedia',
  PreEventChecklist: 'PreEventChecklist',
} as const;
export type SidePanel = (typeof SidePanel)[keyof typeof SidePanel];

export interface SidePanelState {
  readonly active: SidePanel;
  /** Whether the dial-in details are expanded. */
  readonly dialInExpanded: boolean;
}

export type SidePanelEvent =
  | { readonly type: 'toggle'; readonly panel: SidePanel }
  | { readonly type: 'close' }
  | { readonly type: 'setDialInExpanded'; readonly expanded: boolean };

export const initialSidePanelState: SidePanelState = {
  active: SidePanel.None,
  dialInExpanded: false,
};

export function sidePanelReducer(state: SidePanelState, event: SidePanelEvent): SidePanelState {
  switch (event.type) {
    case 'toggle':
      if (event.panel === state.active || event.panel === SidePanel.None) {
        return { active: SidePanel.None, dialInExpanded: false };
      }
      return { ...state, active: event.panel };
    case 'close':
      return { active: SidePanel.None, dialInExpanded: false };
    case 'setDialInExpanded':
      return state.dialInExpanded === event.expanded
        ? state
        : { ...state, dialInExpanded: event.expanded };
  }
}
