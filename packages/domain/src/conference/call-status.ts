// SPEC §4 call status: what the viewer derives from the call status it fetches (GET status) and
// from the status and update topics (SPEC §7). A reducer (state, event) → {state, effects}: the
// effects are the changes SPEC §4 asks for outside the call's own state (slides, presenter,
// public access, timers), named here so every store applies the same ones.
import {
  CallStatus,
  type CallStatusMessage,
  type CallUpdateMessage,
  type StreamingState,
} from '../realtime/payloads.ts';

export interface CallState {
  readonly status: CallStatus | null;
  readonly streamingState: StreamingState | null;
  /** UpdatedDateUtc of the status last applied; older messages arriving late are ignored. */
  readonly updatedDateUtc: string | null;
  readonly isLive: boolean;
  readonly isPractice: boolean;
  readonly isEnded: boolean;
  readonly isReplayPublished: boolean;
  readonly isReplayExpired: boolean;
  /** SPEC §4 IsDeleted; SPEC §8 "This call has been cancelled". */
  readonly isCancelled: boolean;
  /** SPEC §4 "actual start recorded": when the call went LIVE (the server's UpdatedDateUtc). */
  readonly actualStartUtc: string | null;
  readonly publicCallEndTimeUtc: string | null;
  readonly publicAccessRevoked: boolean;
  readonly startTimeUtc: string | null;
  readonly preEventModalOpen: boolean;
}

export function initialCallState(init: {
  readonly startTimeUtc: string | null;
  readonly preEventModalOpen: boolean;
}): CallState {
  return {
    status: null,
    streamingState: null,
    updatedDateUtc: null,
    isLive: false,
    isPractice: false,
    isEnded: false,
    isReplayPublished: false,
    isReplayExpired: false,
    isCancelled: false,
    actualStartUtc: null,
    publicCallEndTimeUtc: null,
    publicAccessRevoked: false,
    startTimeUtc: init.startTimeUtc,
    preEventModalOpen: init.preEventModalOpen,
  };
}

export type CallEffect =
  /** SPEC §4 on change to LIVE: the stored (resume) slide index is cleared... */
  | { readonly type: 'clearStoredSlideIndex' }
  /** ...and slide, presenter and active presenter go back to the start. */
  | { readonly type: 'resetSlideAndPresenter' }
  /** SPEC §4/§6: every public participant loses access. */
  | { readonly type: 'revokePublicAccess' }
  /** SPEC §4: a changed start time recomputes the timers (conference/timers.ts). */
  | { readonly type: 'recomputeTimers'; readonly startTimeUtc: string };

export type CallEvent =
  | { readonly type: 'statusReceived'; readonly message: CallStatusMessage }
  | { readonly type: 'callUpdated'; readonly update: CallUpdateMessage }
  | { readonly type: 'preEventModalClosed' };

export interface CallTransition {
  readonly state: CallState;
  readonly effects: readonly CallEffect[];
}

/** A status that is not newer than the one applied: ignore it (messages can cross on reconnect). */
function isStale(state: CallState, message: CallStatusMessage): boolean {
  if (state.updatedDateUtc === null) return false;
  return Date.parse(message.UpdatedDateUtc) < Date.parse(state.updatedDateUtc);
}

/** The flags each status sets (SPEC §4). */
function applyStatus(state: CallState, status: CallStatus, updatedDateUtc: string): CallState {
  switch (status) {
    case CallStatus.Live:
      return {
        ...state,
        isLive: true,
        isPractice: false,
        isEnded: false,
        actualStartUtc: state.isLive ? state.actualStartUtc : updatedDateUtc,
      };
    case CallStatus.PracticeSession:
      return { ...state, isPractice: true, isLive: false };
    case CallStatus.Ended:
      return { ...state, isEnded: true, isLive: false, isPractice: false };
    case CallStatus.Published:
      return { ...state, isEnded: true, isLive: false, isPractice: false, isReplayPublished: true };
    case CallStatus.Expired:
      return { ...state, isEnded: true, isLive: false, isPractice: false, isReplayExpired: true };
  }
}

/**
 * SPEC §4: IsDeleted cancels; a changed start time reopens the pre-event modal and recomputes
 * timers. A cancelled call is over before it was held: it is neither live nor practising (its
 * audio stops) and it has no pre-event, whatever status or start time comes after.
 */
function applyCallChange(
  state: CallState,
  change: { readonly IsDeleted?: boolean | undefined; readonly StartTimeUtc?: string | undefined },
  effects: CallEffect[],
): CallState {
  let next = state;
  if (change.IsDeleted === true) next = { ...next, isCancelled: true };
  const start = change.StartTimeUtc;
  if (start !== undefined && !sameInstant(start, next.startTimeUtc)) {
    next = { ...next, startTimeUtc: start, preEventModalOpen: true };
    effects.push({ type: 'recomputeTimers', startTimeUtc: start });
  }
  if (next.isCancelled)
    next = { ...next, isLive: false, isPractice: false, preEventModalOpen: false };
  return next;
}

function sameInstant(a: string, b: string | null): boolean {
  return b !== null && Date.parse(a) === Date.parse(b);
}

export function callReducer(state: CallState, event: CallEvent): CallTransition {
  const effects: CallEffect[] = [];
  switch (event.type) {
    case 'preEventModalClosed':
      return { state: { ...state, preEventModalOpen: false }, effects };
    case 'callUpdated':
      return { state: applyCallChange(state, event.update, effects), effects };
    case 'statusReceived': {
      const m = event.message;
      if (isStale(state, m)) return { state, effects };
      const becameLive = m.Status === CallStatus.Live && state.status !== CallStatus.Live;
      if (becameLive)
        effects.push({ type: 'clearStoredSlideIndex' }, { type: 'resetSlideAndPresenter' });
      let next: CallState = {
        ...applyStatus(state, m.Status, m.UpdatedDateUtc),
        status: m.Status,
        streamingState: m.StreamingState,
        updatedDateUtc: m.UpdatedDateUtc,
      };
      if (m.PublicCallEndTimeUtc !== null) {
        if (!next.publicAccessRevoked) effects.push({ type: 'revokePublicAccess' });
        next = {
          ...next,
          publicCallEndTimeUtc: m.PublicCallEndTimeUtc,
          publicAccessRevoked: true,
          preEventModalOpen: false,
        };
      }
      return { state: applyCallChange(next, m, effects), effects };
    }
  }
}

/**
 * SPEC §2: whether the call ended with its replay published — then conference entry skips
 * fetching the status. Expiry does not count: an expired replay is gone, and the status says so.
 */
export function endedWithPublishedReplay(
  state: Pick<CallState, 'isEnded' | 'isReplayPublished' | 'isReplayExpired'>,
): boolean {
  return state.isEnded && state.isReplayPublished && !state.isReplayExpired;
}

/** The call is before its start: neither live, practising nor over (pre-event Q&A, SPEC §5). */
export function isPreEvent(
  state: Pick<CallState, 'isLive' | 'isPractice' | 'isEnded' | 'isCancelled'>,
): boolean {
  return !state.isLive && !state.isPractice && !state.isEnded && !state.isCancelled;
}
