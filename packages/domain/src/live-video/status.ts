// SPEC §3 LiveVideoStatus and the SPEC §4 live video states: waiting (with a countdown), starting
// soon (14 min before start), available (15 min before start), started (the event started, the
// broadcast not yet), broadcasting, ended, replay available, replay expired. Time is a parameter.
import { z } from 'zod';
import { CALL_AVAILABLE_BEFORE_MS, LIVE_STARTING_SOON_MS, ReplayType } from '../constants.ts';
import { FocusedViewSchema } from '../realtime/payloads.ts';

const Utc = z.iso.datetime({ offset: true });

/** SPEC §3 Presentation controls LiveVideoStatus, plus whether the replay has expired (SPEC §4). */
export const LiveVideoStatusSchema = z.object({
  HasStarted: z.boolean(),
  HasEnded: z.boolean(),
  /** The scheduled start (before the event) or the actual start (once started). */
  StartTime: Utc.nullable(),
  FocusedView: FocusedViewSchema,
  PreviousFocusedView: FocusedViewSchema,
  HasBroadcastStarted: z.boolean(),
  IsReplayAvailable: z.boolean(),
  IsReplayExpired: z.boolean(),
});
export type LiveVideoStatus = z.infer<typeof LiveVideoStatusSchema>;

/**
 * SPEC §4 "the call is a recorded type": the replay types whose replay is watched on the web.
 * None has no replay and PhoneOnly is heard by phone, so neither gives a web replay.
 */
export const RECORDED_REPLAY_TYPES: readonly ReplayType[] = [
  ReplayType.WebOnly,
  ReplayType.WebAndPhone,
  ReplayType.NrsLiveAudioOnly,
  ReplayType.NrsLiveVideoAndSlides,
  ReplayType.NrsLiveProduced,
];

export function isRecordedReplayType(type: ReplayType | null): boolean {
  return type !== null && RECORDED_REPLAY_TYPES.includes(type);
}

export const LiveVideoPhase = {
  /** Before the event, more than 14 minutes out: a countdown. */
  Waiting: 'waiting',
  /** SPEC §4 starting soon flag: 14 minutes (840000 ms) before start. */
  StartingSoon: 'startingSoon',
  /** Between available (15 min) and starting soon (14 min) before start. */
  Available: 'available',
  /** Started, the broadcast not yet (or held by a connection error). */
  Started: 'started',
  Broadcasting: 'broadcasting',
  Ended: 'ended',
  ReplayAvailable: 'replayAvailable',
  ReplayExpired: 'replayExpired',
} as const;
export type LiveVideoPhase = (typeof LiveVideoPhase)[keyof typeof LiveVideoPhase];

export interface LiveVideoPhaseInput {
  readonly status: Pick<
    LiveVideoStatus,
    'HasStarted' | 'HasEnded' | 'HasBroadcastStarted' | 'IsReplayAvailable' | 'IsReplayExpired'
  >;
  /** The scheduled start (ISO UTC); null when unknown. */
  readonly startTimeUtc: string | null;
  readonly replayType: ReplayType | null;
  /** SPEC §4 "no connection error": the attendee's stream connection failed. */
  readonly connectionError: boolean;
  readonly nowMs: number;
}

/** SPEC §4: replay available when recorded type, flagged available, the event ended, not expired. */
export function isLiveVideoReplayAvailable(
  input: Pick<LiveVideoPhaseInput, 'status' | 'replayType'>,
): boolean {
  const s = input.status;
  return (
    s.HasEnded &&
    s.IsReplayAvailable &&
    !s.IsReplayExpired &&
    isRecordedReplayType(input.replayType)
  );
}

export function liveVideoPhase(input: LiveVideoPhaseInput): LiveVideoPhase {
  const s = input.status;
  if (s.HasEnded) {
    if (s.IsReplayExpired) return LiveVideoPhase.ReplayExpired;
    return isLiveVideoReplayAvailable(input)
      ? LiveVideoPhase.ReplayAvailable
      : LiveVideoPhase.Ended;
  }
  if (s.HasStarted) {
    return s.HasBroadcastStarted && !input.connectionError
      ? LiveVideoPhase.Broadcasting
      : LiveVideoPhase.Started;
  }
  const startMs = input.startTimeUtc === null ? Number.NaN : Date.parse(input.startTimeUtc);
  if (Number.isNaN(startMs)) return LiveVideoPhase.Waiting;
  if (input.nowMs >= startMs - LIVE_STARTING_SOON_MS) return LiveVideoPhase.StartingSoon;
  if (input.nowMs >= startMs - CALL_AVAILABLE_BEFORE_MS) return LiveVideoPhase.Available;
  return LiveVideoPhase.Waiting;
}

/** Whole seconds left until the start for the waiting countdown (0 once due; null unknown). */
export function countdownSeconds(startTimeUtc: string | null, nowMs: number): number | null {
  const startMs = startTimeUtc === null ? Number.NaN : Date.parse(startTimeUtc);
  if (Number.isNaN(startMs)) return null;
  return Math.max(0, Math.ceil((startMs - nowMs) / 1000));
}

/**
 * Whether the attendee plays the live stream now: the event has started and broadcasts, and has
 * not ended. A connection error does not stop it: the phase says Started (SPEC §4) while the
 * player keeps trying, and Broadcasting again once the stream plays.
 */
export function playsLiveStream(status: LiveVideoPhaseInput['status']): boolean {
  return status.HasStarted && status.HasBroadcastStarted && !status.HasEnded;
}

export const LiveVideoStatusEvent = {
  Started: 'started',
  BroadcastStarted: 'broadcastStarted',
  Ended: 'ended',
  ReplayPublished: 'replayPublished',
  ReplayExpired: 'replayExpired',
} as const;

/** The transitions of the event's life (console and prescontrol sources 1, 6, 2/10). */
export type LiveVideoStatusEvent =
  | { readonly type: 'started'; readonly atUtc: string }
  | { readonly type: 'broadcastStarted'; readonly value: boolean }
  | { readonly type: 'ended' }
  | { readonly type: 'replayPublished' }
  | { readonly type: 'replayExpired' };

export type LiveVideoTransitionProblem =
  'notStarted' | 'alreadyStarted' | 'alreadyEnded' | 'notEnded' | 'replayExpired' | 'notRecorded';

/**
 * Why an event cannot happen now, or null when it can. Starting twice, broadcasting before the
 * start or after the end, ending before the start, and publishing a replay of a live event (or of
 * a type that keeps no web recording) are refused.
 */
export function liveVideoTransitionProblem(
  status: LiveVideoStatus,
  event: LiveVideoStatusEvent,
  replayType: ReplayType | null,
): LiveVideoTransitionProblem | null {
  switch (event.type) {
    case 'started':
      if (status.HasEnded) return 'alreadyEnded';
      return status.HasStarted ? 'alreadyStarted' : null;
    case 'broadcastStarted':
      if (status.HasEnded) return 'alreadyEnded';
      return status.HasStarted ? null : 'notStarted';
    case 'ended':
      return status.HasEnded ? 'alreadyEnded' : null;
    case 'replayPublished':
      if (!status.HasEnded) return 'notEnded';
      if (status.IsReplayExpired) return 'replayExpired';
      return isRecordedReplayType(replayType) ? null : 'notRecorded';
    case 'replayExpired':
      return status.HasEnded ? null : 'notEnded';
  }
}

/** The status after an event (the caller checked liveVideoTransitionProblem). */
export function liveVideoStatusReducer(
  status: LiveVideoStatus,
  event: LiveVideoStatusEvent,
): LiveVideoStatus {
  switch (event.type) {
    case 'started':
      return { ...status, HasStarted: true, StartTime: event.atUtc };
    case 'broadcastStarted':
      return { ...status, HasBroadcastStarted: event.value };
    case 'ended':
      // A force end of an event that never started ends it too: nothing will follow.
      return { ...status, HasEnded: true, HasBroadcastStarted: false };
    case 'replayPublished':
      // SPEC §4: live video ended with replay available: focus 30.
      return { ...status, IsReplayAvailable: true, FocusedView: 30, PreviousFocusedView: 30 };
    case 'replayExpired':
      return { ...status, IsReplayAvailable: false, IsReplayExpired: true };
  }
}
