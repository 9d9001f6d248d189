// SPEC §2 layout rules: mobile layout, the outer panel and the bottom slide bar.
import { MOBILE_BREAKPOINT_PX, ReplayType } from '../constants.ts';
import { RouteChild } from '../presentation/kind.ts';

/** SPEC §2, §9: mobile layout when the width is 768 or less, or the height exceeds the width. */
export function isMobileLayout(width: number, height: number): boolean {
  return width <= MOBILE_BREAKPOINT_PX || height > width;
}

/**
 * SPEC §2: outer panel shown for LiveVideo, Documents, Slides, MediaSlides, SimuLive,
 * SmallGroupMeeting, SlidesConference; hidden for VideoOnly, AudioOnly, Conference.
 */
export function isOuterPanelVisible(route: RouteChild): boolean {
  switch (route) {
    case RouteChild.LiveVideo:
    case RouteChild.Documents:
    case RouteChild.Slides:
    case RouteChild.MediaSlides:
    case RouteChild.SimuLive:
    case RouteChild.SmallGroupMeeting:
    case RouteChild.SlidesConference:
      return true;
    case RouteChild.VideoOnly:
    case RouteChild.AudioOnly:
    case RouteChild.Conference:
      return false;
  }
}

/**
 * What a small group meeting shows the user now (SPEC §4 SGM states). `none` outside SGM;
 * `inMeeting` while the meeting (or the post-meeting view) shows its slides.
 */
export type SgmViewPhase = 'none' | 'preEvent' | 'attendeeWaiting' | 'inMeeting' | 'ended';

export interface BottomBarInput {
  readonly canNavigateSlides: boolean;
  readonly slideCount: number;
  readonly liveAudioOnlyReplay: boolean;
  readonly sgmPhase: SgmViewPhase;
  /**
   * Whether the small group meeting shows its slides now (SPEC §4 access windows: from start −
   * PreMeetingAccessMinutes, and in the post-meeting view). Read only for the SGM states.
   */
  readonly sgmSlidesShown: boolean;
}

/** SPEC §2: a replay of a live-audio-only event (replay type NrsLiveAudioOnly) that is running. */
export function isLiveAudioOnlyReplay(
  replayType: ReplayType | null,
  replayRunning: boolean,
): boolean {
  return replayRunning && replayType === ReplayType.NrsLiveAudioOnly;
}

/**
 * SPEC §2: the bottom bar with slide thumbnails shows when the user can navigate slides and
 * slides exist; hidden during live-audio-only replay and during SGM pre-event, ended, or
 * attendee-waiting states without slides: in those states the bar shows only while the meeting
 * shows its slides (the pre-meeting access window, the post-meeting view), never over a waiting
 * or ended screen with no deck on it.
 */
export function isBottomBarVisible(input: BottomBarInput): boolean {
  if (!input.canNavigateSlides || input.slideCount <= 0) return false;
  if (input.liveAudioOnlyReplay) return false;
  switch (input.sgmPhase) {
    case 'preEvent':
    case 'attendeeWaiting':
    case 'ended':
      return input.sgmSlidesShown;
    case 'none':
    case 'inMeeting':
      return true;
  }
}

export interface ViewerBottomBarInput {
  readonly route: RouteChild;
  /** isBottomBarVisible for the deck the route shows. */
  readonly slideBarVisible: boolean;
  /** SPEC §6: the presentation's conference call cut this viewer off (conference/cutoff.ts). */
  readonly callCutOff: boolean;
}

/**
 * The viewer's bottom nav bar (SPEC §2): the kinds that page through slides carry the thumbnail
 * bar when isBottomBarVisible says so. The LiveVideo route (live video webinar, its replay, and
 * NRS Direct) carries it too: whether its viewer may page through the deck (SPEC §5: the
 * SlideNavigation permission while live, or the replay; NRS Direct's padding windows) is in
 * slideBarVisible, and the video webinar, with no slides, never shows it. A viewer the call cut off (SPEC §6) has lost the deck with
 * the call, so there is nothing to navigate and no bar, not even an empty one.
 */
export function isViewerBottomBarVisible(input: ViewerBottomBarInput): boolean {
  if (input.callCutOff || !input.slideBarVisible) return false;
  switch (input.route) {
    case RouteChild.Slides:
    case RouteChild.MediaSlides:
    case RouteChild.SlidesConference:
    case RouteChild.LiveVideo:
      return true;
    default:
      return false;
  }
}
