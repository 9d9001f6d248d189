import { describe, expect, it } from 'vitest';
import { ReplayType } from '../constants.ts';
import {
  countdownSeconds,
  isLiveVideoReplayAvailable,
  liveVideoPhase,
  liveVideoStatusReducer,
  liveVideoTransitionProblem,
  playsLiveStream,
  type LiveVideoStatus,
} from './status.ts';

const START = '2030-01-01T15:00:00.000Z';
const startMs = Date.parse(START);
const base: LiveVideoStatus = {
  HasStarted: false,
  HasEnded: false,
  StartTime: START,
  FocusedView: 30,
  PreviousFocusedView: 30,
  HasBroadcastStarted: false,
  IsReplayAvailable: false,
  IsReplayExpired: false,
};
const phase = (
  status: Partial<LiveVideoStatus>,
  nowMs = startMs - 3_600_000,
  replayType: ReplayType | null = ReplayType.NrsLiveVideoAndSlides,
  connectionError = false,
) =>
  liveVideoPhase({
    status: { ...base, ...status },
    startTimeUtc: START,
    replayType,
    connectionError,
    nowMs,
  });

describe('SPEC §4 live video states', () => {
  it('waits more than 15 minutes before the start', () => {
    expect(phase({}, startMs - 15 * 60_000 - 1)).toBe('waiting');
  });
  it('is available 15 minutes before the start', () => {
    expect(phase({}, startMs - 15 * 60_000)).toBe('available');
    expect(phase({}, startMs - 840_001)).toBe('available');
  });
  it('is starting soon 840000 ms before the start, and stays so until started', () => {
    expect(phase({}, startMs - 840_000)).toBe('startingSoon');
    expect(phase({}, startMs + 60_000)).toBe('startingSoon');
  });
  it('waits when the start is unknown', () => {
    expect(
      liveVideoPhase({
        status: base,
        startTimeUtc: null,
        replayType: null,
        connectionError: false,
        nowMs: 0,
      }),
    ).toBe('waiting');
  });
  it('broadcasts when started, broadcast started, not ended, no connection error', () => {
    expect(phase({ HasStarted: true })).toBe('started');
    expect(phase({ HasStarted: true, HasBroadcastStarted: true })).toBe('broadcasting');
    expect(
      phase({ HasStarted: true, HasBroadcastStarted: true }, startMs, ReplayType.WebOnly, true),
    ).toBe('started');
  });
  it('plays the live stream while started and broadcasting, connection error or not', () => {
    const on = { ...base, HasStarted: true, HasBroadcastStarted: true };
    expect(playsLiveStream(on)).toBe(true);
    expect(playsLiveStream({ ...on, HasStarted: false })).toBe(false);
    expect(playsLiveStream({ ...on, HasBroadcastStarted: false })).toBe(false);
    expect(playsLiveStream({ ...on, HasEnded: true })).toBe(false);
    expect(playsLiveStream({ ...on, HasEnded: true, IsReplayAvailable: true })).toBe(false);
  });
  it('ends; replay available only for a recorded type, flagged, ended', () => {
    expect(phase({ HasStarted: true, HasEnded: true })).toBe('ended');
    expect(phase({ HasEnded: true, IsReplayAvailable: true })).toBe('replayAvailable');
    expect(phase({ HasEnded: true, IsReplayAvailable: true }, 0, ReplayType.PhoneOnly)).toBe(
      'ended',
    );
    expect(phase({ HasEnded: true, IsReplayAvailable: true }, 0, ReplayType.None)).toBe('ended');
    expect(phase({ HasEnded: true, IsReplayAvailable: true }, 0, null)).toBe('ended');
    expect(phase({ HasStarted: true, IsReplayAvailable: true })).toBe('started');
  });
  it('replay expiry makes the replay unavailable', () => {
    expect(phase({ HasEnded: true, IsReplayAvailable: true, IsReplayExpired: true })).toBe(
      'replayExpired',
    );
    expect(
      isLiveVideoReplayAvailable({
        status: { ...base, HasEnded: true, IsReplayAvailable: true, IsReplayExpired: true },
        replayType: ReplayType.WebOnly,
      }),
    ).toBe(false);
  });
  it('counts down whole seconds to the start', () => {
    expect(countdownSeconds(START, startMs - 1500)).toBe(2);
    expect(countdownSeconds(START, startMs + 10)).toBe(0);
    expect(countdownSeconds(null, 0)).toBeNull();
    expect(countdownSeconds('not a date', 0)).toBeNull();
  });
});

describe('live video status transitions', () => {
  const started = liveVideoStatusReducer(base, { type: 'started', atUtc: START });
  it('starts, broadcasts, ends, publishes and expires the replay', () => {
    expect(started).toMatchObject({ HasStarted: true, StartTime: START });
    const broadcasting = liveVideoStatusReducer(started, { type: 'broadcastStarted', value: true });
    expect(broadcasting.HasBroadcastStarted).toBe(true);
    const ended = liveVideoStatusReducer(
      { ...broadcasting, FocusedView: 100, PreviousFocusedView: 50 },
      { type: 'ended' },
    );
    expect(ended).toMatchObject({ HasEnded: true, HasBroadcastStarted: false });
    const replay = liveVideoStatusReducer(ended, { type: 'replayPublished' });
    expect(replay).toMatchObject({ IsReplayAvailable: true, FocusedView: 30 });
    expect(liveVideoStatusReducer(replay, { type: 'replayExpired' })).toMatchObject({
      IsReplayAvailable: false,
      IsReplayExpired: true,
    });
  });
  it('refuses what cannot happen now', () => {
    const recorded = ReplayType.NrsLiveVideoAndSlides;
    expect(liveVideoTransitionProblem(started, { type: 'started', atUtc: START }, recorded)).toBe(
      'alreadyStarted',
    );
    expect(
      liveVideoTransitionProblem(base, { type: 'broadcastStarted', value: true }, recorded),
    ).toBe('notStarted');
    expect(liveVideoTransitionProblem(base, { type: 'replayPublished' }, recorded)).toBe(
      'notEnded',
    );
    const ended = { ...started, HasEnded: true };
    expect(liveVideoTransitionProblem(ended, { type: 'ended' }, recorded)).toBe('alreadyEnded');
    expect(liveVideoTransitionProblem(ended, { type: 'started', atUtc: START }, recorded)).toBe(
      'alreadyEnded',
    );
    expect(liveVideoTransitionProblem(ended, { type: 'replayPublished' }, ReplayType.None)).toBe(
      'notRecorded',
    );
    expect(liveVideoTransitionProblem(ended, { type: 'replayPublished' }, recorded)).toBeNull();
    expect(
      liveVideoTransitionProblem(
        { ...ended, IsReplayExpired: true },
        { type: 'replayPublished' },
        recorded,
      ),
    ).toBe('replayExpired');
    expect(liveVideoTransitionProblem(started, { type: 'replayExpired' }, recorded)).toBe(
      'notEnded',
    );
    expect(liveVideoTransitionProblem(base, { type: 'ended' }, recorded)).toBeNull();
  });
});
