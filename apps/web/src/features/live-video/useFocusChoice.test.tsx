// SPEC §6 in the viewer: coordinators and slide controllers change the shared view (source 5 to
// the server), everyone else only their own view; the rule is the domain's focusChangeScope, the
// same the server applies to source 5 (server test live-video-qna.test.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { effectiveFocus, LiveVideoRole, type User } from '@podium/domain';
import { PresentationContext } from '../presentation/presentation.context.ts';
import { useConferenceStore, initialConferenceState } from '../conference/conference.store.ts';
import {
  attendee,
  makeSlidesPresentation,
  stubFetch,
  type RecordedCall,
} from '../viewer/test-utils.tsx';
import { resetLiveVideo, useLiveVideoStore } from './live-video.store.ts';
import { useFocusChoice } from './useFocusChoice.ts';

const PRES_ID = 3001;
const withRole = (PresentationRole: number): User => ({
  ...attendee,
  PresPermissions: { PresentationRole, SlideNavigation: true },
});

function render(user: User) {
  const presentation = makeSlidesPresentation(4, { PresentationId: PRES_ID, LiveVideoData: {} });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PresentationContext.Provider value={{ presId: PRES_ID, presentation, user, logId: null }}>
      {children}
    </PresentationContext.Provider>
  );
  return renderHook(() => useFocusChoice(), { wrapper }).result;
}

const focusPosts = (calls: readonly RecordedCall[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.includes(`/prescontrol/${PRES_ID}`));

let calls: RecordedCall[];
beforeEach(() => {
  calls = stubFetch();
  resetLiveVideo();
  useConferenceStore.setState(initialConferenceState(), true);
});
afterEach(() => resetLiveVideo());

describe('the focus view a viewer chooses (SPEC §6)', () => {
  it.each([
    ['an attendee', LiveVideoRole.Attendee],
    ['a panelist without the slides', LiveVideoRole.Panelist],
  ])('%s changes only their own view: nothing is sent', (_who, role) => {
    const choice = render(withRole(role));
    expect(choice.current.scope).toBe('local');
    act(() => choice.current.choose(100));
    expect(effectiveFocus(useLiveVideoStore.getState().focus)).toBe(100);
    expect(useLiveVideoStore.getState().focus.shared).toBe(30);
    expect(focusPosts(calls)).toEqual([]);
  });

  it('a coordinator changes the shared view: source 5 to the server, no local override', async () => {
    const choice = render(withRole(LiveVideoRole.EventCoordinator));
    expect(choice.current.scope).toBe('shared');
    act(() => choice.current.choose(0));
    await waitFor(() => expect(focusPosts(calls)).toHaveLength(1));
    expect(focusPosts(calls)[0]?.body).toEqual({ PresId: PRES_ID, Source: 5, FocusedView: 0 });
    expect(useLiveVideoStore.getState().focus.local).toBeNull();
  });

  it('a panelist who drives the slides (active presenter) changes the shared view', async () => {
    const panelist = withRole(LiveVideoRole.Panelist);
    useConferenceStore.setState({
      activePresenter: { CoreUserId: panelist.CoreId, Name: panelist.FullName },
      presenters: [{ CoreUserId: panelist.CoreId, Name: panelist.FullName }],
    });
    const choice = render(panelist);
    expect(choice.current.scope).toBe('shared');
    act(() => choice.current.choose(50));
    await waitFor(() => expect(focusPosts(calls)).toHaveLength(1));
    expect(focusPosts(calls)[0]?.body).toMatchObject({ Source: 5, FocusedView: 50 });
  });
});
