import { describe, expect, it } from 'vitest';
import type { SystemCheckId } from './system-check.ts';
import {
  hasPassedSystemCheck,
  initialSystemCheck,
  NETWORK_CHECK_MAX_ROUND_TRIP_MS,
  networkCheckResult,
  SystemCheckFailure,
  systemCheckIds,
  systemCheckOutcome,
  systemCheckReducer,
  SystemCheckRole,
  type SystemCheckResult,
  type SystemCheckState,
} from './system-check.ts';

const pass: SystemCheckResult = { outcome: 'passed' };
const fail: SystemCheckResult = { outcome: 'failed', failure: SystemCheckFailure.Denied };

function runAll(role: SystemCheckRole, resultFor: (id: SystemCheckId) => SystemCheckResult) {
  let state: SystemCheckState = systemCheckReducer(initialSystemCheck(role), { type: 'start' });
  while (state.current !== null) {
    const id = state.current;
    state = systemCheckReducer(state, { type: 'result', id, result: resultFor(id) });
  }
  return state;
}

describe('SPEC §2 system check pages: which checks each runs', () => {
  it('presenters test camera and microphone; participants do not', () => {
    expect(systemCheckIds(SystemCheckRole.Presenter)).toEqual([
      'browser',
      'camera',
      'microphone',
      'speaker',
      'network',
      'hls',
    ]);
    expect(systemCheckIds(SystemCheckRole.Participant)).toEqual([
      'browser',
      'speaker',
      'network',
      'hls',
    ]);
  });
});

describe('SPEC §4 system check states: init, running, completed', () => {
  it('starts in init, runs the checks in order, completes after the last', () => {
    const init = initialSystemCheck(SystemCheckRole.Participant);
    expect(init.status).toBe('init');
    const running = systemCheckReducer(init, { type: 'start' });
    expect(running).toMatchObject({ status: 'running', current: 'browser' });
    const second = systemCheckReducer(running, { type: 'result', id: 'browser', result: pass });
    expect(second).toMatchObject({ status: 'running', current: 'speaker' });
    expect(systemCheckOutcome(second)).toBeNull();
    const done = runAll(SystemCheckRole.Participant, () => pass);
    expect(done).toMatchObject({ status: 'completed', current: null });
  });

  it('ignores a result for a check that is not the current one', () => {
    const running = systemCheckReducer(initialSystemCheck(SystemCheckRole.Presenter), {
      type: 'start',
    });
    const next = systemCheckReducer(running, { type: 'result', id: 'hls', result: pass });
    expect(next).toBe(running);
    const idle = initialSystemCheck(SystemCheckRole.Presenter);
    expect(systemCheckReducer(idle, { type: 'result', id: 'browser', result: pass })).toBe(idle);
  });

  it('a start while running changes nothing; a start after completion runs afresh', () => {
    const running = systemCheckReducer(initialSystemCheck(SystemCheckRole.Participant), {
      type: 'start',
    });
    expect(systemCheckReducer(running, { type: 'start' })).toBe(running);
    const again = systemCheckReducer(
      runAll(SystemCheckRole.Participant, () => fail),
      {
        type: 'start',
      },
    );
    expect(again).toMatchObject({ status: 'running', current: 'browser', results: {} });
  });
});

describe('SPEC §9 system check passed: the results add up', () => {
  it('passes only when every check of the role passed', () => {
    expect(systemCheckOutcome(runAll(SystemCheckRole.Presenter, () => pass))).toBe('passed');
    for (const failing of systemCheckIds(SystemCheckRole.Presenter)) {
      const state = runAll(SystemCheckRole.Presenter, (id) => (id === failing ? fail : pass));
      expect(systemCheckOutcome(state)).toBe('failed');
      expect(state.results[failing]).toEqual(fail);
    }
  });

  it('the cookie of a presenter counts for both pages, a participant only for its own', () => {
    expect(hasPassedSystemCheck('presenter', SystemCheckRole.Participant)).toBe(true);
    expect(hasPassedSystemCheck('presenter', SystemCheckRole.Presenter)).toBe(true);
    expect(hasPassedSystemCheck('participant', SystemCheckRole.Participant)).toBe(true);
    expect(hasPassedSystemCheck('participant', SystemCheckRole.Presenter)).toBe(false);
    expect(hasPassedSystemCheck(null, SystemCheckRole.Participant)).toBe(false);
    expect(hasPassedSystemCheck('yes', SystemCheckRole.Participant)).toBe(false);
  });
});

describe('network check', () => {
  it('fails when the server does not answer or answers too slowly', () => {
    expect(networkCheckResult(null)).toEqual({ outcome: 'failed', failure: 'unreachable' });
    expect(networkCheckResult(NETWORK_CHECK_MAX_ROUND_TRIP_MS + 1)).toEqual({
      outcome: 'failed',
      failure: 'slow',
    });
    expect(networkCheckResult(NETWORK_CHECK_MAX_ROUND_TRIP_MS)).toEqual({ outcome: 'passed' });
    expect(networkCheckResult(40)).toEqual({ outcome: 'passed' });
  });
});
