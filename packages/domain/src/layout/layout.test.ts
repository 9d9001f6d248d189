import { describe, expect, it } from 'vitest';
import { ReplayType } from '../constants.ts';
import { RouteChild } from '../presentation/kind.ts';
import {
  isBottomBarVisible,
  isLiveAudioOnlyReplay,
  isMobileLayout,
  isOuterPanelVisible,
  isViewerBottomBarVisible,
  type BottomBarInput,
  type SgmViewPhase,
} from './layout.ts';

describe('SPEC §2 mobile layout: width 768 or less, or height exceeds width', () => {
  it.each([
    [768, 500, true],
    [769, 500, false],
    [1280, 800, false],
    [1024, 1366, true],
    [1000, 1000, false],
    [320, 568, true],
  ])('%s × %s → %s', (w, h, expected) => {
    expect(isMobileLayout(w, h)).toBe(expected);
  });
});

describe('SPEC §2 outer panel', () => {
  it.each([
    [RouteChild.LiveVideo, true],
    [RouteChild.Documents, true],
    [RouteChild.Slides, true],
    [RouteChild.MediaSlides, true],
    [RouteChild.SimuLive, true],
    [RouteChild.SmallGroupMeeting, true],
    [RouteChild.SlidesConference, true],
    [RouteChild.VideoOnly, false],
    [RouteChild.AudioOnly, false],
    [RouteChild.Conference, false],
  ] as const)('%s → %s', (route, shown) => {
    expect(isOuterPanelVisible(route)).toBe(shown);
  });
});

describe('SPEC §2 bottom bar with slide thumbnails', () => {
  const shown: BottomBarInput = {
    canNavigateSlides: true,
    slideCount: 12,
    liveAudioOnlyReplay: false,
    sgmPhase: 'none',
    sgmSlidesShown: false,
  };
  it('shows when the user can navigate slides and slides exist', () => {
    expect(isBottomBarVisible(shown)).toBe(true);
  });
  it('hides without navigation or without slides', () => {
    expect(isBottomBarVisible({ ...shown, canNavigateSlides: false })).toBe(false);
    expect(isBottomBarVisible({ ...shown, slideCount: 0 })).toBe(false);
  });
  it('hides during live-audio-only replay', () => {
    expect(isBottomBarVisible({ ...shown, liveAudioOnlyReplay: true })).toBe(false);
  });
  it.each([
    ['preEvent', false, false],
    ['preEvent', true, true],
    ['attendeeWaiting', false, false],
    ['attendeeWaiting', true, true],
    ['ended', false, false],
    ['ended', true, true],
    ['inMeeting', false, true],
    ['inMeeting', true, true],
    ['none', false, true],
  ] as const satisfies readonly (readonly [SgmViewPhase, boolean, boolean])[])(
    'SGM phase %s with the meeting showing slides %s → %s',
    (sgmPhase, sgmSlidesShown, expected) => {
      expect(isBottomBarVisible({ ...shown, sgmPhase, sgmSlidesShown })).toBe(expected);
    },
  );
  it('an SGM state with its slides shown still needs navigation and slides', () => {
    const sgm = { ...shown, sgmPhase: 'preEvent', sgmSlidesShown: true } as const;
    expect(isBottomBarVisible({ ...sgm, canNavigateSlides: false })).toBe(false);
    expect(isBottomBarVisible({ ...sgm, slideCount: 0 })).toBe(false);
  });
  it('live-audio-only replay is a running replay of type NrsLiveAudioOnly', () => {
    expect(isLiveAudioOnlyReplay(ReplayType.NrsLiveAudioOnly, true)).toBe(true);
    expect(isLiveAudioOnlyReplay(ReplayType.NrsLiveAudioOnly, false)).toBe(false);
    expect(isLiveAudioOnlyReplay(ReplayType.NrsLiveVideoAndSlides, true)).toBe(false);
    expect(isLiveAudioOnlyReplay(null, true)).toBe(false);
  });
});

describe('SPEC §2 the viewer bottom nav bar, SPEC §6 cut off by the call', () => {
  const slidesConference = {
    route: RouteChild.SlidesConference,
    slideBarVisible: true,
    callCutOff: false,
  };
  it.each([
    [RouteChild.Slides, true],
    [RouteChild.MediaSlides, true],
    [RouteChild.SlidesConference, true],
    [RouteChild.LiveVideo, true],
    [RouteChild.Conference, false],
    [RouteChild.Documents, false],
    [RouteChild.VideoOnly, false],
    [RouteChild.AudioOnly, false],
  ] as const)('%s carries the slide bar → %s', (route, shown) => {
    expect(isViewerBottomBarVisible({ ...slidesConference, route })).toBe(shown);
  });
  it('follows the slide bar rule', () => {
    expect(isViewerBottomBarVisible({ ...slidesConference, slideBarVisible: false })).toBe(false);
  });
  it('leaves no bar, not even an empty one, to a viewer the call cut off', () => {
    expect(isViewerBottomBarVisible({ ...slidesConference, callCutOff: true })).toBe(false);
  });
});
