// The active-speaker stage: who is large, held against flicker, with a default before anyone
// spoke, and where each tile goes with and without a shared screen.
import { describe, expect, it } from 'vitest';
import type { MeetingParticipant } from './api.ts';
import {
  MEETING_STAGE_HOLD_MS,
  NO_MEETING_STAGE,
  meetingDefaultStageSpeaker,
  meetingLayout,
  nextMeetingStage,
  type MeetingStage,
} from './stage.ts';

const person = (CoreUserId: number, IsHost = false): MeetingParticipant => ({
  CoreUserId,
  Name: `P${CoreUserId}`,
  IsHost,
  IsMutedByHost: false,
});
const HOST = 1;
const ME = 2;
const A = 3;
const B = 4;
const everyone = [person(HOST, true), person(ME), person(A), person(B)];
const input = (activeSpeaker: number | null, nowMs: number, participants = everyone) => ({
  participants,
  self: ME,
  activeSpeaker,
  nowMs,
});

describe('the stage speaker', () => {
  it('before anyone spoke is the host, else the first other participant, else the viewer alone', () => {
    expect(meetingDefaultStageSpeaker(input(null, 0))).toBe(HOST);
    expect(meetingDefaultStageSpeaker(input(null, 0, [person(ME), person(A), person(B)]))).toBe(A);
    // The host does not see themself large: the first other participant.
    expect(meetingDefaultStageSpeaker({ ...input(null, 0), self: HOST })).toBe(ME);
    expect(meetingDefaultStageSpeaker(input(null, 0, [person(ME)]))).toBe(ME);
    expect(meetingDefaultStageSpeaker(input(null, 0, []))).toBeNull();
    expect(nextMeetingStage(NO_MEETING_STAGE, input(null, 5_000))).toEqual({
      speaker: HOST,
      sinceMs: Number.NEGATIVE_INFINITY,
    });
  });

  it('the first speaker takes the stage from the default at once', () => {
    const start = nextMeetingStage(NO_MEETING_STAGE, input(null, 1_000));
    expect(nextMeetingStage(start, input(A, 1_200))).toEqual({ speaker: A, sinceMs: 1_200 });
  });

  it('stays on the speaker while they are silent, and for the hold time against another', () => {
    const onA: MeetingStage = { speaker: A, sinceMs: 10_000 };
    expect(nextMeetingStage(onA, input(null, 60_000))).toBe(onA);
    expect(nextMeetingStage(onA, input(A, 60_000))).toBe(onA);
    expect(nextMeetingStage(onA, input(B, 10_000 + MEETING_STAGE_HOLD_MS - 1))).toBe(onA);
    expect(nextMeetingStage(onA, input(B, 10_000 + MEETING_STAGE_HOLD_MS))).toEqual({
      speaker: B,
      sinceMs: 10_000 + MEETING_STAGE_HOLD_MS,
    });
  });

  it('never puts the viewer on their own stage while others are there', () => {
    const onA: MeetingStage = { speaker: A, sinceMs: 0 };
    expect(nextMeetingStage(onA, input(ME, 60_000))).toBe(onA);
  });

  it('moves on when the one on the stage leaves: to whoever speaks, else the default', () => {
    const onB: MeetingStage = { speaker: B, sinceMs: 50_000 };
    const withoutB = everyone.filter((p) => p.CoreUserId !== B);
    expect(nextMeetingStage(onB, input(A, 50_100, withoutB))).toEqual({
      speaker: A,
      sinceMs: 50_100,
    });
    expect(nextMeetingStage(onB, input(null, 50_100, withoutB))).toEqual({
      speaker: HOST,
      sinceMs: Number.NEGATIVE_INFINITY,
    });
  });
});

describe('the layout', () => {
  it('puts the stage speaker large and the rest in the strip', () => {
    expect(meetingLayout(everyone, A, false)).toEqual({ stage: A, strip: [HOST, ME, B] });
  });

  it('with a shared screen, puts everyone in the strip, the speaker first', () => {
    expect(meetingLayout(everyone, A, true)).toEqual({ stage: null, strip: [A, HOST, ME, B] });
  });

  it('with nobody (or a stale speaker) on the stage, puts everyone in the strip', () => {
    expect(meetingLayout(everyone, null, false)).toEqual({ stage: null, strip: [HOST, ME, A, B] });
    expect(meetingLayout(everyone, 99, false)).toEqual({ stage: null, strip: [HOST, ME, A, B] });
  });
});
