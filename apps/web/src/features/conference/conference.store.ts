// The conference call's state in the viewer (SPEC §4): call status, the shared and personal slide,
// presenter control, the user's questions, the connection toaster and access. Every change goes
// through a domain reducer; the realtime module and the session feed events in, components read.
import type { z } from 'zod';
import { create } from 'zustand';
import { shallow } from 'zustand/shallow';
import {
  activePresenterAfterListChange,
  activePresenterFromUpdate,
  callCutOff,
  callReducer,
  callStatusMessageOf,
  conferenceSlideReducer,
  connectionToasterReducer,
  initialCallState,
  initialConferenceSlideState,
  initialConnectionToasterState,
  initialPresenterChangeState,
  isListedPresenter,
  presenterChangeReducer,
  type CallEffect,
  type CallEvent,
  type CallState,
  type CallStatusResponse,
  type ConferencePresControl,
  type ConferenceSlideEvent,
  type ConferenceSlideState,
  type ConnectionToasterEvent,
  type ConnectionToasterState,
  type Participant,
  type PresenterChangeEvent,
  type PresenterChangeState,
  type PresenterUpdateMessage,
  type Question,
  type PresenterSchema,
  type CutOffReason,
  type CutOffViewer,
  type User,
} from '@podium/domain';

type Presenter = z.infer<typeof PresenterSchema>;

export interface ActivePresenter {
  readonly CoreUserId: number;
  readonly Name: string;
}

/** Who watches the call, as SPEC §6's cut-off rule reads them (from SPEC §3 User). */
export interface ConferenceViewer extends CutOffViewer {
  readonly coreUserId: number;
}

export function conferenceViewerOf(user: User | null): ConferenceViewer | null {
  if (user === null) return null;
  return {
    coreUserId: user.CoreId,
    isSiteAdmin: user.UserSiteAdmin,
    liveVideoRoles: user.PresPermissions.PresentationRole,
    isConferencePresenter: user.IsConferencePresenter,
    isPublicParticipant: user.IsPublicParticipant,
  };
}

/** Without a user (its load failed, SPEC §2) the viewer is taken for a plain participant. */
const UNKNOWN_VIEWER: CutOffViewer = {
  isSiteAdmin: false,
  liveVideoRoles: 0,
  isConferencePresenter: false,
  isPublicParticipant: false,
};

export interface ConferenceState {
  /** The session's user, for the cut-off rule's exemption (selectCutOff); null when unknown. */
  readonly viewer: ConferenceViewer | null;
  readonly call: CallState;
  /** SPEC §4/§5 "edit allowed" for questions (GET status QuestionEditAllowed). */
  readonly questionEditAllowed: boolean;
  readonly slides: ConferenceSlideState;
  readonly presenterControlEnabled: boolean;
  readonly slideSyncEnabled: boolean;
  readonly activePresenter: ActivePresenter | null;
  readonly presenters: readonly Presenter[];
  readonly presenterChange: PresenterChangeState;
  /** SPEC §4/§8 slide change failed flag ("Unable to change the slide. Try again."). */
  readonly slideChangeFailed: boolean;
  /** A controller's slide change shown here that the server has not taken yet. */
  readonly slideChangePending: boolean;
  readonly participant: Participant | null;
  /** The user's questions, newest state of each (SPEC §4 statuses). */
  readonly questions: readonly Question[];
  readonly toaster: ConnectionToasterState;
  /**
   * SPEC §6/§8: the server said this participant's access was revoked (one by one, or by the
   * public end). Whether that cuts the viewer off is selectCutOff's answer: not for those who run
   * the call, whom the server keeps serving.
   */
  readonly accessRevoked: boolean;
  /** SPEC §4/§6: the .access topic said the public portion ended. */
  readonly publicPortionEnded: boolean;
  /** SPEC §3 NotificationMessage from the call's coordinators. */
  readonly notification: string | null;
  /** SPEC §6: a public participant's slide message says the presenter is on private slides. */
  readonly presenterInPrivatePortion: boolean;
}

export function initialConferenceState(
  startTimeUtc: string | null = null,
  viewer: ConferenceViewer | null = null,
): ConferenceState {
  return {
    viewer,
    call: initialCallState({ startTimeUtc, preEventModalOpen: false }),
    questionEditAllowed: false,
    slides: initialConferenceSlideState,
    presenterControlEnabled: false,
    slideSyncEnabled: true,
    activePresenter: null,
    presenters: [],
    presenterChange: initialPresenterChangeState,
    slideChangeFailed: false,
    slideChangePending: false,
    participant: null,
    questions: [],
    toaster: initialConnectionToasterState,
    accessRevoked: false,
    publicPortionEnded: false,
    notification: null,
    presenterInPrivatePortion: false,
  };
}

export const useConferenceStore = create<ConferenceState>(() => initialConferenceState());

/** Why the call cut this viewer off, if it did: the SPEC §8 text they see instead of the call. */
export type CutOff = CutOffReason;

/**
 * SPEC §6/§8 by the domain's callCutOff, the rule the server's guards answer by: a public
 * participant cut off once the public portion ended (public call end time or the .access topic)
 * reads the public-ended message, anyone else revoked the access-revoked text; event
 * coordinators, conference presenters, site admins and listed presenters are never cut off, so
 * they keep the call the server keeps serving them.
 */
export function selectCutOff(state: ConferenceState): CutOff | null {
  const { viewer, participant, accessRevoked } = state;
  return callCutOff(viewer ?? UNKNOWN_VIEWER, {
    publicPortionEnded: state.publicPortionEnded || state.call.publicAccessRevoked,
    // What the server said of the registration; a refusal can come before the registration does.
    registration:
      participant === null && !accessRevoked
        ? null
        : { accessRevoked, isPublic: participant?.IsPublicParticipant === true },
    isListedPresenter: viewer !== null && isListedPresenter(viewer.coreUserId, state.presenters),
  });
}

/** A part of the state compared one level deep, a list item by item (presenters, questions). */
const samePart = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((item, i) => shallow(item, b[i]))
    : shallow(a, b);

/**
 * The parts of `update` that differ from `state` (samePart); null when none does. An answer that
 * repeats what the store holds (the call's status read again, presenter control unchanged) keeps
 * the values components hold, so nothing renders for it.
 */
export function changedPart(
  state: ConferenceState,
  update: Partial<ConferenceState>,
): Partial<ConferenceState> | null {
  let changed: Record<string, unknown> | null = null;
  for (const [key, value] of Object.entries(update)) {
    if (samePart(state[key as keyof ConferenceState], value)) continue;
    changed ??= {};
    changed[key] = value;
  }
  return changed as Partial<ConferenceState> | null;
}

/** Every change of the store but a reset goes through here, so only real changes notify. */
export function updateConference(
  update: Partial<ConferenceState> | ((s: ConferenceState) => Partial<ConferenceState>),
): void {
  const state = useConferenceStore.getState();
  const changed = changedPart(state, typeof update === 'function' ? update(state) : update);
  if (changed !== null) useConferenceStore.setState(changed);
}

/** SPEC §4 call effects that change state outside the call itself. */
function applyCallEffects(
  state: ConferenceState,
  effects: readonly CallEffect[],
): Partial<ConferenceState> {
  let next: Partial<ConferenceState> = {};
  for (const effect of effects) {
    switch (effect.type) {
      case 'resetSlideAndPresenter':
        next = {
          ...next,
          slides: conferenceSlideReducer(state.slides, { type: 'reset' }).state,
          activePresenter: null,
        };
        break;
      case 'revokePublicAccess':
        if (state.participant?.IsPublicParticipant === true)
          next = { ...next, accessRevoked: true };
        break;
      // The stored slide index is the slides-only kind's; a call never stores one. Timers are
      // recomputed by the pre-event view from call.startTimeUtc, which the reducer updated.
      case 'clearStoredSlideIndex':
      case 'recomputeTimers':
        break;
    }
  }
  return next;
}

export function dispatchCall(event: CallEvent): void {
  updateConference((state) => {
    const { state: call, effects } = callReducer(state.call, event);
    return { call, ...applyCallEffects(state, effects) };
  });
}

/**
 * GET status answer. Before the call (Status null) only the start time and cancellation apply;
 * the first answer also opens the pre-event modal (SPEC §4: open before the call).
 */
export function applyCallStatus(response: CallStatusResponse, first: boolean): void {
  updateConference({ questionEditAllowed: response.QuestionEditAllowed });
  if (first) {
    updateConference((state) => ({
      call: {
        ...state.call,
        startTimeUtc: response.StartTimeUtc,
        preEventModalOpen: response.Status === null && !response.IsDeleted,
      },
    }));
  }
  const message = callStatusMessageOf(response);
  if (message) dispatchCall({ type: 'statusReceived', message });
  else
    dispatchCall({
      type: 'callUpdated',
      update: { IsDeleted: response.IsDeleted, StartTimeUtc: response.StartTimeUtc },
    });
}

export function dispatchSlide(event: ConferenceSlideEvent) {
  const transition = conferenceSlideReducer(useConferenceStore.getState().slides, event);
  updateConference({ slides: transition.state });
  return transition;
}

export function dispatchPresenterChange(event: PresenterChangeEvent): void {
  updateConference((state) => ({
    presenterChange: presenterChangeReducer(state.presenterChange, event),
  }));
}

export function dispatchToaster(event: ConnectionToasterEvent): void {
  updateConference((state) => ({ toaster: connectionToasterReducer(state.toaster, event) }));
}

/** GET presControl: the whole presenter-control picture, as after entry or a reconnect. */
export function applyPresControl(control: ConferencePresControl): void {
  updateConference((state) => ({
    presenterControlEnabled: control.PresenterControlEnabled,
    slideSyncEnabled: control.SlideSyncEnabled,
    presenters: control.Presenters,
    activePresenter: activePresenterFromUpdate(control),
    slides: conferenceSlideReducer(state.slides, {
      type: 'presenterSlide',
      index: control.SlideIndex,
      slideSyncEnabled: control.SlideSyncEnabled,
    }).state,
  }));
}

/** .presenter topic and the POST presControl answer (SPEC §3 presenter update payload). */
export function applyPresenterUpdate(update: PresenterUpdateMessage): void {
  updateConference((state) => ({
    activePresenter: activePresenterFromUpdate(update),
    slides: conferenceSlideReducer(state.slides, {
      type: 'presenterSlide',
      index: update.SlideIndex,
      slideSyncEnabled: state.slideSyncEnabled,
    }).state,
  }));
}

/** SPEC §6: a presenter removed from the list loses control. */
export function applyPresenterList(presenters: readonly Presenter[]): void {
  updateConference((state) => ({
    presenters,
    activePresenter: activePresenterAfterListChange(
      state.activePresenter,
      state.presenters,
      presenters,
    ),
  }));
}

/** A question arrived (own topic or a call answer): replace it, add it, or drop it when deleted. */
export function applyQuestion(question: Question, deleted: boolean): void {
  updateConference((state) => {
    const others = state.questions.filter((q) => q.Id !== question.Id);
    return { questions: deleted ? others : [...others, question].sort((a, b) => a.Id - b.Id) };
  });
}

/** A new session: a fresh call state for this user (null when the user load failed). */
export function resetConference(startTimeUtc: string | null, user: User | null = null): void {
  useConferenceStore.setState(initialConferenceState(startTimeUtc, conferenceViewerOf(user)), true);
}
