// SPEC §4 live video focus views (30 slides and video, 50 video focused, 100 video only, 0 slides
// only), who changes the shared view (SPEC §6), and the slide rule in video-only focus (SPEC §4).
import {
  FOCUS_DEFAULT,
  FOCUS_REPLAY,
  FOCUS_SLIDE_AND_VIDEO,
  FOCUS_SLIDES_ONLY,
  FOCUS_VIDEO_FOCUSED,
  FOCUS_VIDEO_ONLY,
} from '../constants.ts';

export const FocusedView = {
  SlidesAndVideo: FOCUS_SLIDE_AND_VIDEO,
  VideoFocused: FOCUS_VIDEO_FOCUSED,
  VideoOnly: FOCUS_VIDEO_ONLY,
  SlidesOnly: FOCUS_SLIDES_ONLY,
} as const;
export type FocusedView = (typeof FocusedView)[keyof typeof FocusedView];

/** The console's order of the views. */
export const FOCUSED_VIEWS: readonly FocusedView[] = [
  FocusedView.SlidesAndVideo,
  FocusedView.VideoFocused,
  FocusedView.VideoOnly,
  FocusedView.SlidesOnly,
];

export interface FocusLayout {
  readonly showSlides: boolean;
  readonly showVideo: boolean;
  /** Which of the two takes the larger part of the stage. */
  readonly primary: 'slides' | 'video';
}

export function focusLayout(view: FocusedView): FocusLayout {
  switch (view) {
    case FocusedView.SlidesAndVideo:
      return { showSlides: true, showVideo: true, primary: 'slides' };
    case FocusedView.VideoFocused:
      return { showSlides: true, showVideo: true, primary: 'video' };
    case FocusedView.VideoOnly:
      return { showSlides: false, showVideo: true, primary: 'video' };
    case FocusedView.SlidesOnly:
      return { showSlides: true, showVideo: false, primary: 'slides' };
  }
}

/** The view a viewer sees: a local choice overrides the shared one until the shared one moves. */
export interface FocusState {
  readonly shared: FocusedView;
  readonly previousShared: FocusedView;
  /** A view this viewer chose for themselves (SPEC §6 "others change it locally"). */
  readonly local: FocusedView | null;
  /** The view before the viewer's slide change left video-only (SPEC §4). */
  readonly previousLocal: FocusedView | null;
}

export function initialFocusState(
  shared: FocusedView = FOCUS_DEFAULT,
  previous: FocusedView = FOCUS_DEFAULT,
): FocusState {
  return { shared, previousShared: previous, local: null, previousLocal: null };
}

export function effectiveFocus(state: FocusState): FocusedView {
  return state.local ?? state.shared;
}

export type FocusEvent =
  /** The shared view changed (source 5 from the hub or a status read). */
  | { readonly type: 'sharedChanged'; readonly view: FocusedView; readonly previous: FocusedView }
  /** This viewer chose a view for themselves. */
  | { readonly type: 'localChosen'; readonly view: FocusedView }
  /** SPEC §4: live video ended with replay available: focus 30. */
  | { readonly type: 'replayStarted' }
  /** SPEC §4: an allowed slide change in video-only focus returns focus to the previous view. */
  | { readonly type: 'slideChangedInVideoOnly' };

export function focusReducer(state: FocusState, event: FocusEvent): FocusState {
  switch (event.type) {
    case 'sharedChanged':
      // The shared view moving wins over an earlier local choice: the event team moved everyone.
      return {
        shared: event.view,
        previousShared: event.previous,
        local: null,
        previousLocal: null,
      };
    case 'localChosen':
      return { ...state, local: event.view, previousLocal: effectiveFocus(state) };
    case 'replayStarted':
      return initialFocusState(FOCUS_REPLAY, FOCUS_REPLAY);
    case 'slideChangedInVideoOnly': {
      if (effectiveFocus(state) !== FocusedView.VideoOnly) return state;
      const back = state.local !== null ? state.previousLocal : state.previousShared;
      const view = back === null || back === FocusedView.VideoOnly ? FOCUS_DEFAULT : back;
      return { ...state, local: view, previousLocal: FocusedView.VideoOnly };
    }
  }
}

/**
 * SPEC §4: in video-only focus, changing slides is allowed only for replay viewers, coordinators
 * and the active presenter; in every other view the usual slide rules decide.
 */
export function maySlideChangeInFocus(input: {
  readonly focus: FocusedView;
  readonly isReplayViewer: boolean;
  readonly isEventCoordinator: boolean;
  readonly isActivePresenter: boolean;
}): boolean {
  if (input.focus !== FocusedView.VideoOnly) return true;
  return input.isReplayViewer || input.isEventCoordinator || input.isActivePresenter;
}

/** The view a shared update sets: the previous one is the shared view it replaces. */
export function sharedFocusAfter(
  current: { readonly FocusedView: FocusedView },
  view: FocusedView,
): { readonly FocusedView: FocusedView; readonly PreviousFocusedView: FocusedView } {
  return { FocusedView: view, PreviousFocusedView: current.FocusedView };
}
