// SPEC §4, §6 presenter control in a conference call: who may take control, who loses it, who
// may name the active presenter, and the presenter-change flags with their SPEC §8 failure text.
import { canControlSlides, isActivePresenter } from '../slides/navigation.ts';
import { CallStatus, type PresenterUpdateMessage } from '../realtime/payloads.ts';

interface PresenterRef {
  readonly CoreUserId: number;
}

export function isListedPresenter(
  coreUserId: number,
  presenters: readonly PresenterRef[],
): boolean {
  return presenters.some((p) => p.CoreUserId === coreUserId);
}

export interface TakeControlInput {
  readonly coreUserId: number;
  readonly isSiteAdmin: boolean;
  /** ConferenceCallData.PresenterControlEnabled, or the latest presenter control message. */
  readonly presenterControlEnabled: boolean;
  /** The call's current presenter list (SPEC §7 PresenterList). */
  readonly presenters: readonly PresenterRef[];
}

/**
 * SPEC §6: a conference call presenter or a site admin may take control when presenter control
 * is enabled. Being a presenter means being in the current list, so a presenter removed from
 * it can no longer take control (SPEC §6).
 */
export function mayTakePresenterControl(input: TakeControlInput): boolean {
  if (!input.presenterControlEnabled) return false;
  return input.isSiteAdmin || isListedPresenter(input.coreUserId, input.presenters);
}

/**
 * SPEC §5/§6 "presenter access removed": the user was a listed presenter and no longer is. It
 * feeds canControlSlides (slides/navigation.ts). A user who never was a presenter (an attendee,
 * a site admin) has nothing removed.
 */
export function presenterAccessRemoved(
  coreUserId: number,
  previous: readonly PresenterRef[],
  current: readonly PresenterRef[],
): boolean {
  return isListedPresenter(coreUserId, previous) && !isListedPresenter(coreUserId, current);
}

/**
 * SPEC §6: when the active presenter is removed from the list they lose control, so the call has
 * no active presenter until someone takes it. An active site admin, never in the list, keeps it.
 */
export function activePresenterAfterListChange<T extends PresenterRef>(
  active: T | null,
  previous: readonly PresenterRef[],
  current: readonly PresenterRef[],
): T | null {
  if (active === null) return null;
  return presenterAccessRemoved(active.CoreUserId, previous, current) ? null : active;
}

/**
 * Whom an ActivePresenterUpdated may name. Coordinators assign any listed presenter from the
 * console (ARCHITECTURE §5 "Make active presenter"); a presenter or site admin taking control
 * (ARCHITECTURE §5 "Take presenter control") names only themselves.
 */
export function mayAssignActivePresenter(
  who: {
    readonly coreUserId: number;
    readonly isEventCoordinator: boolean;
    readonly mayTakeControl: boolean;
  },
  targetCoreUserId: number,
  presenters: readonly PresenterRef[],
): boolean {
  if (who.isEventCoordinator && isListedPresenter(targetCoreUserId, presenters)) return true;
  return who.mayTakeControl && targetCoreUserId === who.coreUserId;
}

/**
 * SPEC §4: in a conference call the shared slide is driven by the active presenter (who got
 * there through presenter control), and only while they may control slides (SPEC §5
 * canControlSlides). Everyone else keeps a personal slide index (conference/slide-sync.ts).
 */
export function controlsSharedSlides(input: {
  readonly user: { readonly CoreId: number } | null;
  readonly activePresenter: PresenterRef | null;
  readonly replayRunning: boolean;
  readonly canControlSlides: boolean;
}): boolean {
  return (
    input.canControlSlides &&
    isActivePresenter(input.user, input.activePresenter, input.replayRunning)
  );
}

/** A conference call as far as being over goes: its SPEC §4 status and IsDeleted. */
export interface CallOverFacts {
  readonly status: CallStatus | null;
  /** SPEC §4 IsDeleted: the call was cancelled. */
  readonly isCancelled: boolean;
}

/** SPEC §4: ended, published, expired or cancelled, the call is over: nobody presents any more. */
export function isCallOver(call: CallOverFacts): boolean {
  return (
    call.isCancelled ||
    call.status === CallStatus.Ended ||
    call.status === CallStatus.Published ||
    call.status === CallStatus.Expired
  );
}

/**
 * SPEC §4/§5/§6: whether this user drives a conference call's shared slide: they are its active
 * presenter and may control slides — still listed as a presenter (or a site admin, never listed)
 * and the call not over. SPEC §5 names "an ended call with replay enabled"; a call over without a
 * replay has no shared slide left to drive either, so being over is enough.
 */
export function controlsConferenceSlide(input: {
  readonly user: { readonly coreUserId: number; readonly isSiteAdmin: boolean } | null;
  readonly activePresenterId: number | null;
  readonly presenters: readonly PresenterRef[];
  readonly call: CallOverFacts;
}): boolean {
  const { user } = input;
  if (user === null) return false;
  return controlsSharedSlides({
    user: { CoreId: user.coreUserId },
    activePresenter:
      input.activePresenterId === null ? null : { CoreUserId: input.activePresenterId },
    replayRunning: false,
    canControlSlides: canControlSlides({
      navigationAllowed: true,
      liveVideoReplay: false,
      callEndedWithReplayEnabled: isCallOver(input.call),
      presenterAccessRemoved:
        !user.isSiteAdmin && !isListedPresenter(user.coreUserId, input.presenters),
    }),
  });
}

/** The active presenter as the SPEC §3 presenter update payload names them. */
export function activePresenterFromUpdate(
  message: PresenterUpdateMessage,
): { readonly CoreUserId: number; readonly Name: string } | null {
  return message.ActivePresenterCoreUserId === null
    ? null
    : { CoreUserId: message.ActivePresenterCoreUserId, Name: message.ActivePresenterName ?? '' };
}

// --- presenter change flags (SPEC §4, §8) ----------------------------------------------------

/** i18n key of SPEC §8 "Unable to assign presenter control. Try again." (namespace `conference`). */
export const PRESENTER_CHANGE_FAILED_KEY = 'conference:presenter.changeFailed';

export interface PresenterChangeState {
  readonly initiated: boolean;
  readonly succeeded: boolean;
  readonly failed: boolean;
}
export const initialPresenterChangeState: PresenterChangeState = {
  initiated: false,
  succeeded: false,
  failed: false,
};

export type PresenterChangeEvent =
  | { readonly type: 'requested' }
  | { readonly type: 'succeeded' }
  | { readonly type: 'failed' }
  | { readonly type: 'dismissed' };

/** SPEC §4: a presenter change has initiated, succeeded and failed flags; a new attempt clears the last outcome. */
export function presenterChangeReducer(
  state: PresenterChangeState,
  event: PresenterChangeEvent,
): PresenterChangeState {
  switch (event.type) {
    case 'requested':
      return { initiated: true, succeeded: false, failed: false };
    case 'succeeded':
      return state.initiated ? { initiated: false, succeeded: true, failed: false } : state;
    case 'failed':
      return state.initiated ? { initiated: false, succeeded: false, failed: true } : state;
    case 'dismissed':
      return initialPresenterChangeState;
  }
}
