// The active-speaker layout of a small group meeting: one participant on the stage (a large tile,
// the full camera layer) and the others in a strip of small tiles (the half layer). The stage
// follows whoever speaks, but does not flicker: a participant stays on it at least
// MEETING_STAGE_HOLD_MS, and stays after they fall silent until someone else speaks. Before
// anyone spoke, the host is on it (the person the others came to hear), else the first other
// participant. A viewer is never on their own stage unless they are alone. A shared screen takes
// the stage; every participant is then in the strip, the speaker first.
import type { MeetingParticipant } from './api.ts';

/** A participant stays on the stage at least this long before another speaker takes it. */
export const MEETING_STAGE_HOLD_MS = 2_000;

/**
 * Who is on the stage and since when they spoke there (ms since the epoch); −∞ for one on it by
 * default, who yields to the first speaker at once.
 */
export interface MeetingStage {
  readonly speaker: number | null;
  readonly sinceMs: number;
}

export const NO_MEETING_STAGE: MeetingStage = { speaker: null, sinceMs: Number.NEGATIVE_INFINITY };

export interface MeetingStageInput {
  readonly participants: readonly MeetingParticipant[];
  /** The viewer's own CoreUserId; null when not known. */
  readonly self: number | null;
  /** The loudest participant heard now (above the speaking floor), or null. */
  readonly activeSpeaker: number | null;
  readonly nowMs: number;
}

/** Who may be on the viewer's stage: everyone else, or the viewer when alone. */
function candidates(input: MeetingStageInput): readonly MeetingParticipant[] {
  const others = input.participants.filter((p) => p.CoreUserId !== input.self);
  return others.length > 0 ? others : input.participants;
}

/** The stage before anyone spoke: the host, else the first other participant. */
export function meetingDefaultStageSpeaker(input: MeetingStageInput): number | null {
  const list = candidates(input);
  return (list.find((p) => p.IsHost) ?? list[0])?.CoreUserId ?? null;
}

/** The stage after `previous`, for who speaks now. Returns `previous` when nothing changes. */
export function nextMeetingStage(previous: MeetingStage, input: MeetingStageInput): MeetingStage {
  const list = candidates(input);
  const present = (id: number | null) => id !== null && list.some((p) => p.CoreUserId === id);
  const speaker = input.activeSpeaker;
  if (!present(previous.speaker)) {
    if (present(speaker)) return { speaker, sinceMs: input.nowMs };
    const fallback = meetingDefaultStageSpeaker(input);
    return fallback === previous.speaker
      ? previous
      : { speaker: fallback, sinceMs: Number.NEGATIVE_INFINITY };
  }
  if (speaker === previous.speaker || !present(speaker)) return previous;
  return input.nowMs - previous.sinceMs >= MEETING_STAGE_HOLD_MS
    ? { speaker, sinceMs: input.nowMs }
    : previous;
}

export interface MeetingLayout {
  /** The participant on the large tile; null while a shared screen takes the stage. */
  readonly stage: number | null;
  /** The participants in the strip of small tiles, in order. */
  readonly strip: readonly number[];
}

/**
 * Where each participant's tile goes: the stage speaker large (unless a screen is shared), the
 * rest in the strip in the meeting's order; with a shared screen the speaker leads the strip.
 */
export function meetingLayout(
  participants: readonly MeetingParticipant[],
  stageSpeaker: number | null,
  screenShared: boolean,
): MeetingLayout {
  const ids = participants.map((p) => p.CoreUserId);
  const speaker = stageSpeaker !== null && ids.includes(stageSpeaker) ? stageSpeaker : null;
  if (speaker === null) return { stage: null, strip: ids };
  const rest = ids.filter((id) => id !== speaker);
  return screenShared
    ? { stage: null, strip: [speaker, ...rest] }
    : { stage: speaker, strip: rest };
}
