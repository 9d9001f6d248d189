// SPEC §4 call status transitions as the built-in bridge runs them: the console (or an
// UpdatePresControl call-started / call-ended / force-end) asks for a move, the domain says
// whether it is allowed (conference/console.ts) and what it sets off (callReducer effects), and
// this service stores the new status and publishes it with its effects.
import {
  CallStatus,
  callReducer,
  callStatusAfter,
  ConsoleTransition,
  initialCallState,
  mayEndPublicPortion,
  StreamingState,
  type CallEffect,
  type CallState,
  type ConsoleCallState,
} from '@podium/domain';
import type { CallRow, CallChange, ConferenceRepository } from './conference.repository.ts';
import type { ConferenceEvents } from './conference-events.ts';
import { toCallStatusMessage, toPresenterUpdate } from './conference.mapper.ts';
import { HttpError } from '../../http/errors.ts';

interface Dependencies {
  readonly calls: ConferenceRepository;
  readonly events: ConferenceEvents;
  readonly now: () => Date;
}

const conflict = (message: string) => new HttpError(409, message);

const STREAMING_STATE: Record<CallStatus, StreamingState> = {
  [CallStatus.PracticeSession]: StreamingState.NotStarted,
  [CallStatus.Live]: StreamingState.Streaming,
  [CallStatus.Ended]: StreamingState.Ended,
  [CallStatus.Published]: StreamingState.Published,
  [CallStatus.Expired]: StreamingState.Ended,
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

export function createCallControlService({ calls, events, now }: Dependencies) {
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
    if (!stored) throw conflict('The call status changed meanwhile; reload and try again.');
    events.status(stored);
    if (reset) {
      events.slide(stored, privateSlidesBeginAt);
      events.presenter(stored, toPresenterUpdate(stored, null), privateSlidesBeginAt);
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
          throw conflict('The public portion can be ended once, while the call is live.');
        return commit(
          call,
          { publicCallEndTimeUtc: at, statusUpdatedAt: at },
          options.privateSlidesBeginAt,
        );
      }
      const status = callStatusAfter(state, transition);
      if (status === null)
        throw conflict(
          `The call cannot ${transition} now: it is ${call.isDeleted ? 'cancelled' : (call.status ?? 'not started')}.`,
        );
      return commit(
        call,
        { status, streamingState: STREAMING_STATE[status], statusUpdatedAt: at },
        options.privateSlidesBeginAt,
      );
    },
  };
}

export type CallControlService = ReturnType<typeof createCallControlService>;
