import { describe, expect, it } from 'vitest';
import { QandAType } from '../constants.ts';
import {
  SidePanel,
  initialSidePanelState,
  offeredSidePanels,
  sidePanelToggles,
  type OfferedSidePanelsInput,
  sidePanelReducer,
  type SidePanelState,
} from './side-panel.ts';

const open = (panel: SidePanel, dialInExpanded = false): SidePanelState => ({
  active: panel,
  dialInExpanded,
});

describe('SPEC §4 side panel', () => {
  it('starts with no panel', () => {
    expect(initialSidePanelState).toEqual({ active: SidePanel.None, dialInExpanded: false });
  });
  it('has the SPEC §2 panels', () => {
    expect(Object.values(SidePanel)).toEqual([
      'None',
      'Help',
      'Questions',
      'EventInfo',
      'Documents',
      'DialIn',
      'EventMedia',
      'PreEventChecklist',
    ]);
  });
  it('toggling a closed panel opens it', () => {
    expect(
      sidePanelReducer(initialSidePanelState, { type: 'toggle', panel: SidePanel.Questions }),
    ).toEqual(open(SidePanel.Questions));
  });
  it('toggling another panel switches to it, keeping dial-in as it was', () => {
    expect(
      sidePanelReducer(open(SidePanel.Help, true), { type: 'toggle', panel: SidePanel.Documents }),
    ).toEqual(open(SidePanel.Documents, true));
  });
  it('toggling the active panel closes it and collapses dial-in', () => {
    expect(
      sidePanelReducer(open(SidePanel.DialIn, true), { type: 'toggle', panel: SidePanel.DialIn }),
    ).toEqual(open(SidePanel.None));
  });
  it('toggling None closes whatever is open', () => {
    expect(
      sidePanelReducer(open(SidePanel.EventInfo, true), { type: 'toggle', panel: SidePanel.None }),
    ).toEqual(open(SidePanel.None));
  });
  it('close closes and collapses dial-in', () => {
    expect(sidePanelReducer(open(SidePanel.PreEventChecklist, true), { type: 'close' })).toEqual(
      open(SidePanel.None),
    );
  });
  it('dial-in expansion is set explicitly; an unchanged value returns the same state', () => {
    const s = open(SidePanel.DialIn);
    const expanded = sidePanelReducer(s, { type: 'setDialInExpanded', expanded: true });
    expect(expanded).toEqual(open(SidePanel.DialIn, true));
    expect(sidePanelReducer(expanded, { type: 'setDialInExpanded', expanded: true })).toBe(
      expanded,
    );
  });
});

describe('SPEC §2/§5 the side panels a viewer is offered', () => {
  const call: OfferedSidePanelsInput = {
    hasDocuments: true,
    hasCall: true,
    qandAType: QandAType.TextAndAudio,
    callCutOff: false,
  };
  it('a call with Q&A and documents offers every panel, Ask a Question first', () => {
    expect(offeredSidePanels(call)).toEqual([
      SidePanel.Questions,
      SidePanel.Help,
      SidePanel.EventInfo,
      SidePanel.Documents,
      SidePanel.DialIn,
    ]);
  });
  it('SPEC §5: no Ask a Question when the Q&A type is None or there is no call data', () => {
    expect(offeredSidePanels({ ...call, qandAType: QandAType.None })).not.toContain(
      SidePanel.Questions,
    );
    expect(offeredSidePanels({ ...call, qandAType: null })).not.toContain(SidePanel.Questions);
  });
  it('a presentation without a call offers Help, Event Info and its documents', () => {
    expect(offeredSidePanels({ ...call, hasCall: false })).toEqual([
      SidePanel.Help,
      SidePanel.EventInfo,
      SidePanel.Documents,
    ]);
    expect(offeredSidePanels({ ...call, hasCall: false, hasDocuments: false })).toEqual([
      SidePanel.Help,
      SidePanel.EventInfo,
    ]);
  });
  it('SPEC §2: Event Media when the event has media links, Welcome before the event', () => {
    expect(offeredSidePanels({ ...call, hasEventMedia: true, preEvent: true })).toEqual([
      SidePanel.Questions,
      SidePanel.Help,
      SidePanel.EventInfo,
      SidePanel.Documents,
      SidePanel.EventMedia,
      SidePanel.DialIn,
      SidePanel.PreEventChecklist,
    ]);
  });
  it('SPEC §5: a live video event without a conference call offers Ask a Question, no Dial-In', () => {
    const live = { ...call, hasCall: false, hasLiveVideo: true, hasDocuments: false };
    expect(offeredSidePanels(live)).toEqual([
      SidePanel.Questions,
      SidePanel.Help,
      SidePanel.EventInfo,
    ]);
    expect(offeredSidePanels({ ...live, qandAType: QandAType.None })).not.toContain(
      SidePanel.Questions,
    );
    expect(offeredSidePanels({ ...live, callCutOff: true })).toEqual([
      SidePanel.Help,
      SidePanel.EventInfo,
    ]);
  });
  it('SPEC §6: a viewer the call cut off keeps only Help and Event Info', () => {
    expect(
      offeredSidePanels({ ...call, callCutOff: true, hasEventMedia: true, preEvent: true }),
    ).toEqual([SidePanel.Help, SidePanel.EventInfo]);
  });
});

describe('SPEC §2 side panel toggles of every kind', () => {
  const onCall = offeredSidePanels({
    hasDocuments: true,
    hasCall: true,
    qandAType: QandAType.TextAndAudio,
    callCutOff: false,
  });

  it('offers everything where the panels open beside the content', () => {
    expect(sidePanelToggles(onCall, false)).toEqual(onCall);
  });

  it('keeps Help, Event Info and Documents when the call panels sit in the page', () => {
    expect(sidePanelToggles(onCall, true)).toEqual([
      SidePanel.Help,
      SidePanel.EventInfo,
      SidePanel.Documents,
    ]);
  });
});
