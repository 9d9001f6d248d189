// SPEC §4 call status transitions as the built-in bridge runs them: the console (or an
// UpdatePresControl call-started / call-ended / force-end) asks for a move, the domain says
// whether it is allowed (conference/console.ts) and what it sets off (callReducer effects), and
// this service stores the new status and publishes it with its effects. The console's schedule
// controls (conference/schedule.ts) go through here too: cancelling the call (IsDeleted) and
// moving its start time, each published as a SPEC §4 call update.
import {
  type CallEffect,
  callReducer,
  type CallState,
  CallStatus,
  callStatusAfter,
  ConflictError,
  type ConsoleCallState,
  ConsoleTransition,
  initialCallState,
  mayCancelCall,
  mayChangeStartTime,
  mayEndPublicPortion,
  START_TIME_MAX_AHEAD_MS,
  START_TIME_PAST_MARGIN_MS,
  startTimeProblem,
  type StartTimeProblem,
  StreamingState,
  ValidationError,
} from '@podium/domain';
import type { CallRow, CallChange, ConferenceRepository } from './conference.repository.ts';
import type { ConferenceEvents } from './conference-events.ts';
import type { KeepSlideMoment } from './call-slide-moments.ts';
import { toCallStatusMessage, toPresenterUpdate } from './conference.mapper.ts';

interface Dependencies {
  readonly calls: ConferenceRepository;
  readonly events: ConferenceEvents;
  readonly now: () => Date;
  /** Keeps the first slide's moment when a call that records its replay goes live. */
  readonly keepSlideMoment?: KeepSlideMoment;
}

/** SPEC §8 text, as the viewer shows it: also the answer to any change to a cancelled call. */
const CANCELLED = 'This call has been cancelled';
const MOVED_ON = 'The call status changed meanwhile; reload and try again.';

const START_TIME_PROBLEMS: Record<StartTimeProblem, string> = {
  invalid: 'not a date-time',
  past: `more than ${START_TIME_PAST_MARGIN_MS / 60_000} minutes in the past`,
  tooFar: `more than ${START_TIME_MAX_AHEAD_MS / 86_400_000} days ahead`,
};

const STREAMING_STATE: Record<CallStatus, StreamingState> = {
  [CallStatus.PracticeSession]: StreamingState.NotStarted,
  [CallStatus.Live]: StreamingState.Streaming,
  [CallStatus.Ended]: StreamingState.Ended,
  [CallStatus.Published]: StreamingState.Published,
  [CallStatus.Expired]: StreamingState.Ended,
};

/** How a refused console transition reads in its 409 message. */
const TRANSITION_PHRASE: Record<Exclude<ConsoleTransition, 'endPublicPortion'>, string> = {
  practice: 'start a practice session',
  live: 'go live',
  end: 'end',
  expire: 'expire its replay',
};

export function consoleCallState(call: CallRow, hasPublicPortion: boolean): ConsoleCallState {
  return {
    status: call.status,
    isDeleted: call.isDeleted,
    replayEnabled: call.replayEnabled,
    hasPublicPortion,
    publicCallEndTimeUtc: call.publicCallEndTimeUtc?.toISOString() ?? null,
  };
}

/** The call as the domain reducer knows it, rebuilt from the stored row. */
function reducerState(call: CallRow): CallState {
  const initial = initialCallState({
    startTimeUtc: call.startTimeUtc.toISOString(),
    preEventModalOpen: false,
  });
  const message = toCallStatusMessage(call);
  return message ? callReducer(initial, { type: 'statusReceived', message }).state : initial;
}

export function createCallControlService({ calls, events, now, keepSlideMoment }: Dependencies) {
  /** Status timestamps only move forward, so clients never drop a newer status as stale (SPEC §4). */
  function stamp(call: CallRow): Date {
    const at = now();
    return at.getTime() > call.statusUpdatedAt.getTime()
      ? at
      : new Date(call.statusUpdatedAt.getTime() + 1);
  }

  /** Stores a status change if nobody else changed the status meanwhile, then publishes it. */
  async function commit(
    call: CallRow,
    change: CallChange,
    privateSlidesBeginAt: number | null,
  ): Promise<CallRow> {
    const candidate: CallRow = { ...call, ...change };
    const message = toCallStatusMessage(candidate);
    const effects: readonly CallEffect[] = message
      ? callReducer(reducerState(call), { type: 'statusReceived', message }).effects
      : [];
    const reset = effects.some((e) => e.type === 'resetSlideAndPresenter');
    // SPEC §4 on change to LIVE: slide, presenter and active presenter back to the start, and the
    // actual start recorded (the live audio stream's clock).
    const full: CallChange = reset
      ? { ...change, slideIndex: 0, activePresenterId: null, liveStartedAt: change.statusUpdatedAt }
      : change;
    const stored = await calls.updateCallIfStatus(call.id, call.status, full);
    if (!stored) throw new ConflictError(MOVED_ON);
    events.status(stored);
    if (reset) {
      events.slide(stored, privateSlidesBeginAt);
      events.presenter(stored, toPresenterUpdate(stored, null), privateSlidesBeginAt);
      await keepSlideMoment?.(stored, null, stored.liveStartedAt ?? undefined);
    }
    if (effects.some((e) => e.type === 'revokePublicAccess'))
      await events.publicAccessEnded(stored);
    return stored;
  }

  return {
    /** Practice, live, end, expire or end public portion (ARCHITECTURE §5 console). */
    async transition(
      call: CallRow,
      transition: ConsoleTransition,
      options: { readonly hasPublicPortion: boolean; readonly privateSlidesBeginAt: number | null },
    ): Promise<CallRow> {
      const state = consoleCallState(call, options.hasPublicPortion);
      const at = stamp(call);
      if (transition === ConsoleTransition.EndPublicPortion) {
        if (!mayEndPublicPortion(state))
          throw new ConflictError('The public portion can be ended once, while the call is live.');
        return commit(
          call,
          { publicCallEndTimeUtc: at, statusUpdatedAt: at },
          options.privateSlidesBeginAt,
        );
      }
      const status = callStatusAfter(state, transition);
      if (status === null)
        throw new ConflictError(
          `The call cannot ${TRANSITION_PHRASE[transition]} now: it is ${call.isDeleted ? 'cancelled' : (call.status ?? 'not started')}.`,
        );
      return commit(
        call,
        { status, streamingState: STREAMING_STATE[status], statusUpdatedAt: at },
        options.privateSlidesBeginAt,
      );
    },

    /**
     * SPEC §4 IsDeleted: the call is cancelled for good, before it went live. Its status stays as
     * it was (null or practice) so the record shows how far it got; the flag refuses every move
     * after it (callStatusAfter, updateCallIfStatus) and stops questions and registration.
     */
    async cancel(call: CallRow): Promise<CallRow> {
      if (call.isDeleted) throw new ConflictError(`${CANCELLED} already.`);
      if (!mayCancelCall(call))
        throw new ConflictError(
          `The call cannot be cancelled: it is ${call.status ?? 'not started'}. A call that went live is ended instead.`,
        );
      const stored = await calls.updateCallIfStatus(call.id, call.status, {
        isDeleted: true,
        statusUpdatedAt: stamp(call),
      });
      if (!stored) throw new ConflictError(MOVED_ON);
      events.cancelled(stored);
      return stored;
    },

    /**
     * SPEC §4 changed start time, before the call only. The same instant again changes nothing
     * and publishes nothing (viewers would reopen the pre-event modal for no reason).
     */
    async changeStartTime(call: CallRow, startTimeUtc: string): Promise<CallRow> {
      const problem = startTimeProblem(startTimeUtc, now().getTime());
      if (problem !== null)
        throw new ValidationError(
          `Invalid body field "StartTimeUtc": the start time is ${START_TIME_PROBLEMS[problem]}.`,
        );
      if (call.isDeleted) throw new ConflictError(CANCELLED);
      if (!mayChangeStartTime(call))
        throw new ConflictError(
          `The start time can change only before the call: it is ${call.status ?? 'not started'}.`,
        );
      const start = new Date(startTimeUtc);
      if (start.getTime() === call.startTimeUtc.getTime()) return call;
      const stored = await calls.updateCallIfStatus(call.id, null, { startTimeUtc: start });
      if (!stored) throw new ConflictError(MOVED_ON);
      events.startTimeChanged(stored);
      return stored;
    },
  };
}

export type CallControlService = ReturnType<typeof createCallControlService>;
