import { describe, expect, it } from 'vitest';
import type { CallStatusMessage } from '../realtime/payloads.ts';
import {
  callReducer,
  endedWithPublishedReplay,
  initialCallState,
  isPreEvent,
  type CallEvent,
  type CallState,
} from './call-status.ts';

const START = '2030-01-01T10:00:00.000Z';
const initial = initialCallState({ startTimeUtc: START, preEventModalOpen: true });

function status(
  Status: CallStatusMessage['Status'],
  at: string,
  extra: Partial<CallStatusMessage> = {},
): CallEvent {
  return {
    type: 'statusReceived',
    message: {
      Status,
      StreamingState: 'Streaming',
      UpdatedDateUtc: at,
      PublicCallEndTimeUtc: null,
      ...extra,
    },
  };
}

function run(events: CallEvent[], from: CallState = initial) {
  return events.reduce<{ state: CallState; effects: unknown[] }>(
    (acc, e) => {
      const t = callReducer(acc.state, e);
      return { state: t.state, effects: [...acc.effects, ...t.effects] };
    },
    { state: from, effects: [] },
  );
}

describe('SPEC §4 call status', () => {
  it('on change to LIVE: clears the stored slide index, resets slide and presenter, sets live, records the start', () => {
    const t = callReducer(initial, status('LIVE', '2030-01-01T10:00:05.000Z'));
    expect(t.effects).toEqual([
      { type: 'clearStoredSlideIndex' },
      { type: 'resetSlideAndPresenter' },
    ]);
    expect(t.state).toMatchObject({
      isLive: true,
      status: 'LIVE',
      actualStartUtc: '2030-01-01T10:00:05.000Z',
    });
  });

  it('a repeated LIVE is not a change: no reset, the first start stays recorded', () => {
    const r = run([
      status('LIVE', '2030-01-01T10:00:05.000Z'),
      status('LIVE', '2030-01-01T10:05:00.000Z'),
    ]);
    expect(r.effects).toHaveLength(2);
    expect(r.state.actualStartUtc).toBe('2030-01-01T10:00:05.000Z');
  });

  it('practice then live: PRACTICE_SESSION sets practice; going LIVE clears it and resets', () => {
    const practice = callReducer(initial, status('PRACTICE_SESSION', '2030-01-01T09:50:00Z'));
    expect(practice.state).toMatchObject({ isPractice: true, isLive: false });
    expect(practice.effects).toEqual([]);
    const live = callReducer(practice.state, status('LIVE', '2030-01-01T10:00:00Z'));
    expect(live.state).toMatchObject({ isPractice: false, isLive: true });
    expect(live.effects).toContainEqual({ type: 'resetSlideAndPresenter' });
  });

  it('ENDED sets ended; Published also marks the replay published; EXPIRED sets replay expired', () => {
    const ended = run([
      status('LIVE', '2030-01-01T10:00:00Z'),
      status('ENDED', '2030-01-01T11:00:00Z'),
    ]).state;
    expect(ended).toMatchObject({ isEnded: true, isLive: false, isReplayPublished: false });
    const published = callReducer(ended, status('Published', '2030-01-01T11:30:00Z')).state;
    expect(published).toMatchObject({ isEnded: true, isReplayPublished: true });
    expect(endedWithPublishedReplay(published)).toBe(true);
    const expired = callReducer(published, status('EXPIRED', '2030-02-01T00:00:00Z')).state;
    expect(expired).toMatchObject({ isReplayExpired: true, isEnded: true });
    expect(endedWithPublishedReplay(expired)).toBe(false);
  });

  it('a public call end time revokes all public access (once) and closes the pre-event modal', () => {
    const t = callReducer(
      initial,
      status('LIVE', '2030-01-01T10:00:00Z', { PublicCallEndTimeUtc: '2030-01-01T10:30:00Z' }),
    );
    expect(t.effects).toContainEqual({ type: 'revokePublicAccess' });
    expect(t.state).toMatchObject({ publicAccessRevoked: true, preEventModalOpen: false });
    const again = callReducer(
      t.state,
      status('LIVE', '2030-01-01T10:31:00Z', { PublicCallEndTimeUtc: '2030-01-01T10:30:00Z' }),
    );
    expect(again.effects).toEqual([]);
  });

  it('IsDeleted cancels the call, from a status message or a call update', () => {
    expect(
      callReducer(initial, status('LIVE', '2030-01-01T10:00:00Z', { IsDeleted: true })).state
        .isCancelled,
    ).toBe(true);
    expect(
      callReducer(initial, { type: 'callUpdated', update: { IsDeleted: true } }).state.isCancelled,
    ).toBe(true);
    expect(
      callReducer(initial, { type: 'callUpdated', update: { IsDeleted: false } }).state.isCancelled,
    ).toBe(false);
  });

  it('a cancelled call is neither live nor practising and shows no pre-event modal (SPEC §4 IsDeleted)', () => {
    const live = callReducer(initial, status('LIVE', '2030-01-01T10:00:00Z')).state;
    const cancelled = callReducer(live, { type: 'callUpdated', update: { IsDeleted: true } }).state;
    expect(cancelled).toMatchObject({ isCancelled: true, isLive: false, isPractice: false });
    const practising = callReducer(initial, status('PRACTICE_SESSION', '2030-01-01T09:00:00Z'));
    expect(
      callReducer(practising.state, { type: 'callUpdated', update: { IsDeleted: true } }).state,
    ).toMatchObject({ isCancelled: true, isPractice: false, preEventModalOpen: false });
    // Later messages cannot bring it back: a status still carries IsDeleted, and a moved start
    // time does not reopen the pre-event modal of a call that will not take place.
    const again = run(
      [
        status('LIVE', '2030-01-01T10:05:00Z', { IsDeleted: true }),
        { type: 'callUpdated', update: { StartTimeUtc: '2030-01-02T10:00:00.000Z' } },
      ],
      cancelled,
    );
    expect(again.state).toMatchObject({
      isCancelled: true,
      isLive: false,
      preEventModalOpen: false,
    });
    expect(isPreEvent(again.state)).toBe(false);
  });

  it('a changed start time reopens the pre-event modal and recomputes timers; the same instant does not', () => {
    const closed = callReducer(initial, { type: 'preEventModalClosed' }).state;
    expect(closed.preEventModalOpen).toBe(false);
    const moved = callReducer(closed, {
      type: 'callUpdated',
      update: { StartTimeUtc: '2030-01-01T12:00:00.000Z' },
    });
    expect(moved.state).toMatchObject({
      preEventModalOpen: true,
      startTimeUtc: '2030-01-01T12:00:00.000Z',
    });
    expect(moved.effects).toEqual([
      { type: 'recomputeTimers', startTimeUtc: '2030-01-01T12:00:00.000Z' },
    ]);
    // Same instant written differently: no change.
    const same = callReducer(closed, {
      type: 'callUpdated',
      update: { StartTimeUtc: '2030-01-01T10:00:00Z' },
    });
    expect(same.effects).toEqual([]);
    expect(same.state.preEventModalOpen).toBe(false);
  });

  it('a start time in a status message counts as a change too', () => {
    const t = callReducer(
      initial,
      status('PRACTICE_SESSION', '2030-01-01T09:00:00Z', { StartTimeUtc: '2030-01-01T10:15:00Z' }),
    );
    expect(t.effects).toEqual([{ type: 'recomputeTimers', startTimeUtc: '2030-01-01T10:15:00Z' }]);
  });

  it('ignores a status older than the one applied (messages crossing on reconnect)', () => {
    const r = run([
      status('ENDED', '2030-01-01T11:00:00Z'),
      status('LIVE', '2030-01-01T10:00:00Z'),
    ]);
    expect(r.state).toMatchObject({ isEnded: true, isLive: false, status: 'ENDED' });
    expect(r.effects).toEqual([]);
  });

  it('pre-event is before live, practice, end or cancellation (SPEC §5 pre-event questions)', () => {
    expect(isPreEvent(initial)).toBe(true);
    expect(isPreEvent({ ...initial, isPractice: true })).toBe(false);
    expect(isPreEvent({ ...initial, isCancelled: true })).toBe(false);
  });
});
