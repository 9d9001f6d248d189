// SPEC §1, §4 simulated live: a recording played "as live". The server is the clock: the
// broadcast position is the time since the scheduled start, less any time a coordinator held the
// broadcast paused, so every attendee who joins, reloads or reconnects hears the same moment.
// A coordinator's pause, resume and stop (the SPEC §7 liveevent.{confId}.playback topic) are a
// reducer over the stored broadcast record; the position is read from it at any given moment.
import type { PlaybackControlMessage, PlaybackStatus } from '../realtime/payloads.ts';

/** The recording's schedule: when it goes on air and how long it runs. */
export interface BroadcastSchedule {
  readonly startMs: number;
  readonly durationSeconds: number;
}

/**
 * A coordinator's last change, stored by the server. Null while the broadcast follows its
 * schedule untouched. `offsetSeconds` is the position at `changedAtMs`.
 */
export interface BroadcastRecord {
  readonly status: Exclude<PlaybackStatus, 'NotStarted'>;
  readonly offsetSeconds: number;
  readonly changedAtMs: number;
}

/** What a coordinator may do from the console. */
export type BroadcastCommand = 'pause' | 'resume' | 'stop';

/**
 * The broadcast as of nowMs: SPEC §3 Playback {Status, Offset}. Before the start it has not
 * started; a playing broadcast that reached the end of the recording is Stopped at its end
 * (`ended`), which a coordinator's stop (Offset 0) is not.
 */
export interface BroadcastNow extends PlaybackControlMessage {
  readonly ended: boolean;
}

function clampPosition(seconds: number, durationSeconds: number): number {
  return Math.min(Math.max(0, seconds), durationSeconds);
}

function playingFrom(
  offsetSeconds: number,
  sinceMs: number,
  nowMs: number,
  durationSeconds: number,
): BroadcastNow {
  const position = offsetSeconds + (nowMs - sinceMs) / 1000;
  if (position >= durationSeconds)
    return { Status: 'Stopped', Offset: durationSeconds, ended: true };
  return { Status: 'Playing', Offset: clampPosition(position, durationSeconds), ended: false };
}

/** SPEC §4 playback state and position of the broadcast at nowMs. */
export function broadcastAt(
  schedule: BroadcastSchedule,
  record: BroadcastRecord | null,
  nowMs: number,
): BroadcastNow {
  const { startMs, durationSeconds } = schedule;
  if (record === null) {
    if (nowMs < startMs) return { Status: 'NotStarted', Offset: 0, ended: false };
    return playingFrom(0, startMs, nowMs, durationSeconds);
  }
  switch (record.status) {
    case 'Playing':
      return playingFrom(record.offsetSeconds, record.changedAtMs, nowMs, durationSeconds);
    case 'Paused':
      return {
        Status: 'Paused',
        Offset: clampPosition(record.offsetSeconds, durationSeconds),
        ended: false,
      };
    case 'Stopped':
      return { Status: 'Stopped', Offset: 0, ended: false };
  }
}

/**
 * The commands a coordinator may give the broadcast as it stands: pause and stop what plays,
 * resume and stop what is paused, resume what was stopped; nothing before the start or after the
 * recording ended.
 */
export function broadcastCommandsFor(current: BroadcastNow): BroadcastCommand[] {
  if (current.ended) return [];
  switch (current.Status) {
    case 'NotStarted':
      return [];
    case 'Playing':
      return ['pause', 'stop'];
    case 'Paused':
      return ['resume', 'stop'];
    case 'Stopped':
      return ['resume'];
  }
}

/**
 * A coordinator's command applied at nowMs: the new record, or null when the command does not
 * apply (broadcastCommandsFor). SPEC §4: Playing after Stopped starts again from the beginning
 * (slide 0: a stopped broadcast is at 0); Playing after Paused resumes at the paused offset.
 */
export function applyBroadcastCommand(
  schedule: BroadcastSchedule,
  record: BroadcastRecord | null,
  command: BroadcastCommand,
  nowMs: number,
): BroadcastRecord | null {
  const current = broadcastAt(schedule, record, nowMs);
  if (!broadcastCommandsFor(current).includes(command)) return null;
  switch (command) {
    case 'pause':
      return { status: 'Paused', offsetSeconds: current.Offset, changedAtMs: nowMs };
    case 'resume':
      return { status: 'Playing', offsetSeconds: current.Offset, changedAtMs: nowMs };
    case 'stop':
      return { status: 'Stopped', offsetSeconds: 0, changedAtMs: nowMs };
  }
}

/**
 * Where the viewer's player should be at clientNowMs, from a control message it received at
 * receivedAtMs (the server stamped Offset for that moment): playing moves on with the clock,
 * anything else stays put.
 */
export function positionAt(
  control: PlaybackControlMessage,
  receivedAtMs: number,
  clientNowMs: number,
): number {
  if (control.Status !== 'Playing') return control.Offset;
  return control.Offset + Math.max(0, clientNowMs - receivedAtMs) / 1000;
}

/** The broadcast as a viewer or a console last heard it: {Status, Offset} and its moment. */
export interface HeardBroadcast {
  readonly control: PlaybackControlMessage;
  /** Client clock when control arrived. */
  readonly receivedAtMs: number;
  /** The server said the broadcast has ended. */
  readonly ended: boolean;
  readonly durationSeconds: number;
}

/**
 * Where a broadcast heard at receivedAtMs is at clientNowMs: a playing one moves on with the
 * clock until it reaches the end of the recording; anything else stays as heard.
 */
export function broadcastHeardAt(heard: HeardBroadcast, clientNowMs: number): BroadcastNow {
  const { control, durationSeconds } = heard;
  if (heard.ended) return { ...control, ended: true };
  if (control.Status !== 'Playing') return { ...control, ended: false };
  const offset = positionAt(control, heard.receivedAtMs, clientNowMs);
  return playingFrom(offset, clientNowMs, clientNowMs, durationSeconds);
}
