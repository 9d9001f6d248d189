// SPEC §4, §6 presenter control from this viewer: who may take control and who drives the shared
// slide (domain rules), slide changes (the presenter's sent after the 600 ms debounce, everyone
// else's kept as a personal index), and taking control, with the SPEC §8 failure flags. In a
// live video's video-only focus (SPEC §4) only replay viewers, coordinators and the active
// presenter change slides, and their change brings the previous view back (slide-focus.ts).
import {
  conferenceSlideShown,
  controlsConferenceSlide,
  decideSlideChange,
  isCallOver,
  FOCUS_VIDEO_ONLY,
  isListedPresenter,
  mayChangeSlideInVideoOnlyFocus,
  mayTakePresenterControl,
  runsTheCall,
  visibleSlides,
  type FocusedView,
  type Presentation,
  type Slide,
  type SlideChangeSource,
  type User,
} from '@podium/domain';
import type { HubClient } from '../../shared/hub/hub.types.ts';
import { postPresControl, type CallRef } from './conference.api.ts';
import { currentSlideFocus } from './slide-focus.ts';
import {
  applyPresenterUpdate,
  dispatchPresenterChange,
  dispatchSlide,
  selectCutOff,
  useConferenceStore,
  type ConferenceState,
  updateConference,
} from './conference.store.ts';

export interface PresenterActionsInput {
  readonly call: CallRef;
  readonly hub: HubClient;
  readonly user: User | null;
  /** The latest presentation: the deck may be reloaded during the call (SPEC §4 reconnect). */
  readonly getPresentation: () => Presentation;
}

/** The slides this participant may see (SPEC §6: public participants stop at PrivateSlidesBeginAt). */
export function participantSlides(presentation: Presentation, state: ConferenceState): Slide[] {
  return slidesForStanding(presentation, selectIsPublicParticipant(state));
}

export const selectIsPublicParticipant = (state: ConferenceState): boolean =>
  state.participant?.IsPublicParticipant ?? false;

/** The slides a participant of this standing may see (participantSlides without the store). */
export const slidesForStanding = (presentation: Presentation, isPublic: boolean): Slide[] =>
  visibleSlides(presentation.Slides, presentation.PrivateSlidesBeginAt, isPublic);

/** SPEC §6: a conference presenter or site admin may take control when presenter control is enabled. */
export function selectMayTakeControl(state: ConferenceState, user: User | null): boolean {
  if (user === null || isCallOver(state.call) || selectCutOff(state) !== null) return false;
  return mayTakePresenterControl({
    coreUserId: user.CoreId,
    isSiteAdmin: user.UserSiteAdmin,
    presenterControlEnabled: state.presenterControlEnabled,
    presenters: state.presenters,
  });
}

/** SPEC §4/§5/§6: the active presenter drives the shared slide (the rule the server applies). */
export function selectControlsSlides(state: ConferenceState, user: User | null): boolean {
  return controlsConferenceSlide({
    user: user === null ? null : { coreUserId: user.CoreId, isSiteAdmin: user.UserSiteAdmin },
    activePresenterId: state.activePresenter?.CoreUserId ?? null,
    presenters: state.presenters,
    call: state.call,
  });
}

export interface PresenterActions {
  goToSlide(index: number, source?: SlideChangeSource): void;
  takeControl(): void;
  dismissFailures(): void;
  /** Sends the slide this controller shows again, after its change failed. */
  retrySlideChange(): void;
  /** Presenters, coordinators and site admins follow the full presenter list topic. */
  followsPresenterList(): boolean;
  dispose(): void;
}

export function createPresenterActions(input: PresenterActionsInput): PresenterActions {
  let debounce: ReturnType<typeof setTimeout> | null = null;
  const { user } = input;

  /** Each change sent is numbered: only the latest one's answer settles the pending state. */
  let sent = 0;

  /** A controller's change: pending from now until the server has taken it (or refused it). */
  function send(slideIndex: number, afterMs: number): void {
    if (debounce !== null) clearTimeout(debounce);
    updateConference({ slideChangePending: true, slideChangeFailed: false });
    const number = ++sent;
    debounce = setTimeout(() => {
      debounce = null;
      const activeId = useConferenceStore.getState().activePresenter?.CoreUserId ?? null;
      postPresControl(input.call, {
        SlideIndex: slideIndex,
        ActivePresenterCoreUserId: activeId,
      }).then(
        () => {
          if (number === sent) updateConference({ slideChangePending: false });
        },
        () => {
          if (number === sent)
            updateConference({ slideChangeFailed: true, slideChangePending: false });
        },
      );
    }, afterMs);
  }

  return {
    goToSlide(index, source = 'direct') {
      const state = useConferenceStore.getState();
      const slides = participantSlides(input.getPresentation(), state);
      const shown = conferenceSlideShown(state.slides, slides.length);
      if (shown === null) return;
      const controls = selectControlsSlides(state, user);
      const slideFocus = currentSlideFocus();
      const focus = slideFocus?.read() ?? null;
      const decision = decideSlideChange(
        {
          currentIndex: shown,
          slideCount: slides.length,
          pendingArrowIndex: null,
          focusedView: focus?.focusedView ?? null,
          previousFocusedView: focus?.previousFocusedView ?? null,
          mayChangeInVideoOnlyFocus:
            focus !== null &&
            mayChangeSlideInVideoOnlyFocus({
              isReplayViewer: focus.isReplayViewer,
              isEventCoordinator: focus.isEventCoordinator,
              isActivePresenter: controls,
            }),
        },
        { index, source },
      );
      if (!decision.accepted) return;
      const transition = dispatchSlide({
        type: 'localChange',
        index: decision.index,
        controlsSlides: controls,
      });
      if (transition.send) send(transition.send.slideIndex, transition.send.afterMs);
      // The active presenter's change moves everyone's slide, so everyone's view comes back.
      if (focus?.focusedView === FOCUS_VIDEO_ONLY && decision.focusedView !== null)
        slideFocus?.leaveVideoOnly(decision.focusedView as FocusedView, controls);
    },
    takeControl() {
      const state = useConferenceStore.getState();
      if (user === null || !selectMayTakeControl(state, user) || state.presenterChange.initiated)
        return;
      dispatchPresenterChange({ type: 'requested' });
      postPresControl(input.call, {
        SlideIndex: state.slides.presenterIndex,
        ActivePresenterCoreUserId: user.CoreId,
      }).then(
        (update) => {
          applyPresenterUpdate(update);
          dispatchPresenterChange({ type: 'succeeded' });
        },
        () => dispatchPresenterChange({ type: 'failed' }),
      );
    },
    dismissFailures() {
      dispatchPresenterChange({ type: 'dismissed' });
      updateConference({ slideChangeFailed: false });
    },
    retrySlideChange() {
      const state = useConferenceStore.getState();
      if (!selectControlsSlides(state, user)) return;
      const slides = participantSlides(input.getPresentation(), state);
      const shown = conferenceSlideShown(state.slides, slides.length);
      if (shown !== null) send(shown, 0);
    },
    followsPresenterList() {
      if (user === null) return false;
      const state = useConferenceStore.getState();
      return (
        runsTheCall({
          isSiteAdmin: user.UserSiteAdmin,
          liveVideoRoles: user.PresPermissions.PresentationRole,
          isConferencePresenter: user.IsConferencePresenter,
        }) ||
        isListedPresenter(user.CoreId, state.presenters) ||
        isListedPresenter(user.CoreId, input.getPresentation().Presenters)
      );
    },
    dispose() {
      if (debounce !== null) clearTimeout(debounce);
      debounce = null;
    },
  };
}
