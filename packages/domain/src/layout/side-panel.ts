// SPEC §2, §4 side panel: None or one chosen panel; toggling the active panel closes it and
// collapses dial-in. Which panels a viewer is offered (SPEC §2, §5, §6) is decided here too.
import { QandAType } from '../constants.ts';

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

/** The panels a viewer can be offered: every SPEC §2 panel but None. */
export type OfferedSidePanel = Exclude<SidePanel, typeof SidePanel.None>;

export interface OfferedSidePanelsInput {
  readonly hasDocuments: boolean;
  /** The presentation has a conference call (HasConferenceCall with its call data). */
  readonly hasCall: boolean;
  /** ConferenceCallData.QandAType, or null without call data. */
  readonly qandAType: QandAType | null;
  /** SPEC §6: the call cut this viewer off (conference/cutoff.ts). */
  readonly callCutOff: boolean;
  /** SPEC §3 EventMedia URLs exist and Security.EventMediaButton shows them. */
  readonly hasEventMedia?: boolean;
  /** The event has not started yet (preEventChecklistOffered): the Welcome checklist shows. */
  readonly preEvent?: boolean;
  /**
   * A live video event: it takes questions through its call data (SPEC §5 Q&A for live video)
   * without being a conference call, so Ask a Question without Dial-In.
   */
  readonly hasLiveVideo?: boolean;
}

/**
 * The side panels a viewer is offered, in toolbar order: Ask a Question for a call or a live
 * video event whose Q&A type is not None (SPEC §5), Help and Event Info always, Documents when there are documents, Dial-In
 * for a call, Event Media when the event has media links to show, and the Welcome pre-event
 * checklist before the event starts. A viewer the call cut off (SPEC §6) is no longer a
 * participant: no questions, no dial-in numbers, and no documents (the server refuses all three).
 */
export function offeredSidePanels(input: OfferedSidePanelsInput): OfferedSidePanel[] {
  const onCall = input.hasCall && !input.callCutOff;
  const asks = onCall || (input.hasLiveVideo === true && !input.callCutOff);
  const hasQna = asks && input.qandAType !== null && input.qandAType !== QandAType.None;
  return [
    ...(hasQna ? [SidePanel.Questions] : []),
    SidePanel.Help,
    SidePanel.EventInfo,
    ...(input.hasDocuments && !input.callCutOff ? [SidePanel.Documents] : []),
    ...(input.hasEventMedia && !input.callCutOff ? [SidePanel.EventMedia] : []),
    ...(onCall ? [SidePanel.DialIn] : []),
    ...(input.preEvent && !input.callCutOff ? [SidePanel.PreEventChecklist] : []),
  ];
}

/**
 * Where a kind's side panels are reached. SPEC §2 hides the outer panel for VideoOnly, AudioOnly
 * and Conference, but every kind must still offer support contact, event info and documents: these
 * kinds keep the panel toggles in the top panel, and the chosen panel opens beside the content.
 * The call-only kind shows its Ask a Question and Dial-In panels in the page itself
 * (`inPagePanels`), so its toggles leave those two out.
 */
export function sidePanelToggles(
  offered: readonly OfferedSidePanel[],
  inPagePanels: boolean,
): OfferedSidePanel[] {
  if (!inPagePanels) return [...offered];
  return offered.filter((panel) => panel !== SidePanel.Questions && panel !== SidePanel.DialIn);
}
