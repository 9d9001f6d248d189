// SPEC §4 video-only focus in the slide change path: while the live video view provides its
// focus, only replay viewers, coordinators and the active presenter change slides, and their
// change brings the previous view back — for everyone (source 5) when it moved everyone's slide.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { effectiveFocus, LiveVideoRole, type User } from '@podium/domain';
import { PresentationContext } from '../presentation/presentation.context.ts';
import { initialConferenceState, useConferenceStore } from '../conference/conference.store.ts';
import { createPresenterActions } from '../conference/presenter-actions.ts';
import { createFakeHub } from '../conference/testing/fakeHub.ts';
import {
  attendee,
  makeSlidesPresentation,
  stubFetch,
  type RecordedCall,
} from '../viewer/test-utils.tsx';
import { dispatchFocus, resetLiveVideo, useLiveVideoStore } from './live-video.store.ts';
import { useVideoOnlySlides } from './useVideoOnlySlides.ts';

const PRES_ID = 3001;
const presentation = makeSlidesPresentation(4, { PresentationId: PRES_ID, LiveVideoData: {} });
const withRole = (PresentationRole: number): User => ({
  ...attendee,
  PresPermissions: { PresentationRole, SlideNavigation: true },
});

/** The live video view on screen (providing its focus) and this user's slide actions. */
function mount(user: User, replay = false) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PresentationContext.Provider value={{ presId: PRES_ID, presentation, user, logId: null }}>
      {children}
    </PresentationContext.Provider>
  );
  const view = renderHook(({ r }) => useVideoOnlySlides(r), {
    wrapper,
    initialProps: { r: replay },
  });
  const actions = createPresenterActions({
    call: { presId: PRES_ID, confId: 9001 },
    hub: createFakeHub(),
    user,
    getPresentation: () => presentation,
  });
  return { view, actions };
}

const focusNow = () => effectiveFocus(useLiveVideoStore.getState().focus);
const slidesNow = () => useConferenceStore.getState().slides;
const focusPosts = (calls: readonly RecordedCall[]) =>
  calls.filter((c) => (c.body as { Source?: number } | undefined)?.Source === 5);

let calls: RecordedCall[];
beforeEach(() => {
  calls = stubFetch();
  resetLiveVideo();
  useConferenceStore.setState(initialConferenceState(), true);
  // The coordinator put everyone in video-only focus from slides and video (source 5).
  dispatchFocus({ type: 'sharedChanged', view: 100, previous: 30 });
});
afterEach(() => resetLiveVideo());

describe('slide changes in video-only focus (SPEC §4)', () => {
  it('an attendee cannot change slides, and is offered no way to', () => {
    const { view, actions } = mount(withRole(LiveVideoRole.Attendee));
    expect(view.result.current).toBe(false);
    actions.goToSlide(2);
    expect(slidesNow().personalIndex).toBeNull();
    expect(focusNow()).toBe(100);
    // The same change in slides and video pages on their own: only the focus refused it.
    dispatchFocus({ type: 'sharedChanged', view: 30, previous: 100 });
    actions.goToSlide(2);
    expect(slidesNow().personalIndex).toBe(2);
    expect(focusPosts(calls)).toEqual([]);
    actions.dispose();
  });

  it("the active presenter's change moves everyone's slide and everyone's view back", async () => {
    const panelist = withRole(LiveVideoRole.Panelist);
    useConferenceStore.setState({
      activePresenter: { CoreUserId: panelist.CoreId, Name: panelist.FullName },
      presenters: [{ CoreUserId: panelist.CoreId, Name: panelist.FullName }],
    });
    dispatchFocus({ type: 'sharedChanged', view: 50, previous: 100 });
    dispatchFocus({ type: 'sharedChanged', view: 100, previous: 50 });
    const { view, actions } = mount(panelist);
    expect(view.result.current).toBe(true);
    actions.goToSlide(2);
    expect(slidesNow().presenterIndex).toBe(2);
    expect(focusNow()).toBe(50);
    await waitFor(() => expect(focusPosts(calls)).toHaveLength(1));
    expect(focusPosts(calls)[0]?.body).toEqual({ PresId: PRES_ID, Source: 5, FocusedView: 50 });
    actions.dispose();
  });

  it("a coordinator's own page turn brings their view back, not everyone's", async () => {
    const { view, actions } = mount(withRole(LiveVideoRole.EventCoordinator));
    expect(view.result.current).toBe(true);
    actions.goToSlide(3);
    expect(slidesNow().personalIndex).toBe(3);
    expect(focusNow()).toBe(30);
    expect(useLiveVideoStore.getState().focus.shared).toBe(100);
    expect(focusPosts(calls)).toEqual([]);
    actions.dispose();
  });

  it('a replay viewer who chose video-only changes slides and gets their previous view', () => {
    dispatchFocus({ type: 'replayStarted' });
    dispatchFocus({ type: 'localChosen', view: 100 });
    const { view, actions } = mount(withRole(LiveVideoRole.Attendee), true);
    expect(view.result.current).toBe(true);
    actions.goToSlide(1);
    expect(slidesNow().personalIndex).toBe(1);
    expect(focusNow()).toBe(30);
    expect(focusPosts(calls)).toEqual([]);
    actions.dispose();
  });

  it('once the live video view is gone its focus no longer decides', () => {
    const { view, actions } = mount(withRole(LiveVideoRole.Attendee));
    view.unmount();
    actions.goToSlide(2);
    expect(slidesNow().personalIndex).toBe(2);
    actions.dispose();
  });
});
