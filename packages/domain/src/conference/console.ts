// The coordinator console's call controls (ARCHITECTURE §5: Start practice, Go live, End call,
// Expire replay, End public portion) and which SPEC §4 call status each one leads to. SPEC §4
// names the statuses but not the moves between them; the table here is Podium's, and the server
// refuses any move it does not list.
import { CallStatus } from '../realtime/payloads.ts';

export const ConsoleTransition = {
  Practice: 'practice',
  Live: 'live',
  End: 'end',
  Expire: 'expire',
  EndPublicPortion: 'endPublicPortion',
} as const;
export type ConsoleTransition = (typeof ConsoleTransition)[keyof typeof ConsoleTransition];
export const CONSOLE_TRANSITIONS = [
  ConsoleTransition.Practice,
  ConsoleTransition.Live,
  ConsoleTransition.End,
  ConsoleTransition.Expire,
  ConsoleTransition.EndPublicPortion,
] as const;

export interface ConsoleCallState {
  /** Null before the call has started (pre-event). */
  readonly status: CallStatus | null;
  /** SPEC §4 IsDeleted: a cancelled call has no controls. */
  readonly isDeleted: boolean;
  /** The call records a replay (ReplayType other than None). */
  readonly replayEnabled: boolean;
  /** ConferenceCallData.AskForPublicPrivate: the call has a public portion. */
  readonly hasPublicPortion: boolean;
  readonly publicCallEndTimeUtc: string | null;
}

/**
 * The status a transition leads to, or null when it is not allowed now:
 * - practice: only before the call (presenters rehearse before the audience is let in);
 * - live: from pre-event or practice;
 * - end: from practice or live. A call that records its replay ends with the replay published
 *   at once (the built-in bridge has the recording when the call stops), else plain ENDED;
 * - expire: once ended (SPEC §4 EXPIRED: the replay is no longer available);
 * - end public portion changes no status (see mayEndPublicPortion), so it is null here.
 */
export function callStatusAfter(
  state: ConsoleCallState,
  transition: ConsoleTransition,
): CallStatus | null {
  if (state.isDeleted) return null;
  const { status } = state;
  switch (transition) {
    case ConsoleTransition.Practice:
      return status === null ? CallStatus.PracticeSession : null;
    case ConsoleTransition.Live:
      return status === null || status === CallStatus.PracticeSession ? CallStatus.Live : null;
    case ConsoleTransition.End:
      if (status !== CallStatus.Live && status !== CallStatus.PracticeSession) return null;
      return state.replayEnabled ? CallStatus.Published : CallStatus.Ended;
    case ConsoleTransition.Expire:
      return status === CallStatus.Ended || status === CallStatus.Published
        ? CallStatus.Expired
        : null;
    case ConsoleTransition.EndPublicPortion:
      return null;
  }
}

/**
 * SPEC §4/§6: ending the public portion sets the public call end time, which revokes all public
 * access. Only a live call with a public portion that has not ended yet.
 */
export function mayEndPublicPortion(state: ConsoleCallState): boolean {
  return (
    !state.isDeleted &&
    state.hasPublicPortion &&
    state.status === CallStatus.Live &&
    state.publicCallEndTimeUtc === null
  );
}

/** The console controls to enable now, in ARCHITECTURE §5 order. */
export function availableConsoleTransitions(state: ConsoleCallState): ConsoleTransition[] {
  return CONSOLE_TRANSITIONS.filter((t) =>
    t === ConsoleTransition.EndPublicPortion
      ? mayEndPublicPortion(state)
      : callStatusAfter(state, t) !== null,
  );
}

/** SPEC §4: the replay is available once the call ended with it published, until it expires. */
export function isReplayAvailable(state: Pick<ConsoleCallState, 'status' | 'isDeleted'>): boolean {
  return !state.isDeleted && state.status === CallStatus.Published;
}

/**
 * SPEC §4/§7 presslidetransition: a call that records its replay keeps the moments its shared
 * slide turned while it is LIVE (going live counts: the slide is back at the first), so its
 * replay turns the slides at the same moments, as a live video replay does.
 */
export function keepsSlideTransitions(
  state: Pick<ConsoleCallState, 'status' | 'isDeleted' | 'replayEnabled'>,
): boolean {
  return !state.isDeleted && state.replayEnabled && state.status === CallStatus.Live;
}
