// SPEC §2, §4 system check: the states init, running and completed, the checks each page runs
// (SPEC §2 presenter and participant pages), and how their results add up to the "system check
// passed" cookie of SPEC §9. The checks run one after another, in the order listed, so a person
// answers one question at a time (the speaker test asks whether the tone was heard).

import { VIEWER_BASE_PATH } from '../constants.ts';

export const SystemCheckRole = { Presenter: 'presenter', Participant: 'participant' } as const;
export type SystemCheckRole = (typeof SystemCheckRole)[keyof typeof SystemCheckRole];

export const SystemCheckId = {
  Browser: 'browser',
  Camera: 'camera',
  Microphone: 'microphone',
  Speaker: 'speaker',
  Network: 'network',
  Hls: 'hls',
} as const;
export type SystemCheckId = (typeof SystemCheckId)[keyof typeof SystemCheckId];

/** Why a check failed; each has its own explanation on the page. */
export const SystemCheckFailure = {
  /** SPEC §5: below Chrome 80, Firefox 75, Edge 81, or another browser. */
  UnsupportedBrowser: 'unsupportedBrowser',
  /** The browser or the person refused the camera or microphone. */
  Denied: 'denied',
  /** No camera or microphone is attached. */
  NotFound: 'notFound',
  /** The person did not hear the test tone. */
  NotHeard: 'notHeard',
  /** The server did not answer. */
  Unreachable: 'unreachable',
  /** The server answered more slowly than NETWORK_CHECK_MAX_ROUND_TRIP_MS. */
  Slow: 'slow',
  /** Neither hls.js (Media Source Extensions) nor the browser itself plays HLS. */
  NotSupported: 'notSupported',
  /** The test stream did not start within SYSTEM_CHECK_STEP_TIMEOUT_MS. */
  Timeout: 'timeout',
  /** Any other error of the device or the player. */
  Error: 'error',
} as const;
export type SystemCheckFailure = (typeof SystemCheckFailure)[keyof typeof SystemCheckFailure];

export type SystemCheckResult =
  | { readonly outcome: 'passed' }
  | { readonly outcome: 'failed'; readonly failure: SystemCheckFailure };

/** SPEC §4 system check states. */
export type SystemCheckStatus = 'init' | 'running' | 'completed';

export interface SystemCheckState {
  readonly role: SystemCheckRole;
  readonly status: SystemCheckStatus;
  /** The check under way while running; null otherwise. */
  readonly current: SystemCheckId | null;
  readonly results: Readonly<Partial<Record<SystemCheckId, SystemCheckResult>>>;
}

export type SystemCheckEvent =
  | { readonly type: 'start' }
  | { readonly type: 'result'; readonly id: SystemCheckId; readonly result: SystemCheckResult };

/**
 * The network check's limit (SPEC: not shown): a round trip to the server above 1.5 s makes live
 * video lag and stall, so the check fails and says why.
 */
export const NETWORK_CHECK_MAX_ROUND_TRIP_MS = 1_500;
/** How long a device or the test stream may take to start before its check fails (not shown). */
export const SYSTEM_CHECK_STEP_TIMEOUT_MS = 20_000;
/** SPEC §9 "system check passed" cookie; its lifetime (not shown) is 30 days. */
export const SYSTEM_CHECK_COOKIE = 'podium_system_check_passed';
export const SYSTEM_CHECK_COOKIE_DAYS = 30;

/** SPEC §2: presenters also test camera and microphone; everyone tests the rest. */
export function systemCheckIds(role: SystemCheckRole): readonly SystemCheckId[] {
  return role === SystemCheckRole.Presenter
    ? [
        SystemCheckId.Browser,
        SystemCheckId.Camera,
        SystemCheckId.Microphone,
        SystemCheckId.Speaker,
        SystemCheckId.Network,
        SystemCheckId.Hls,
      ]
    : [SystemCheckId.Browser, SystemCheckId.Speaker, SystemCheckId.Network, SystemCheckId.Hls];
}

export function initialSystemCheck(role: SystemCheckRole): SystemCheckState {
  return { role, status: 'init', current: null, results: {} };
}

/**
 * init → running on start (a completed check starts over); each result of the current check is
 * kept and the next check begins; after the last one the check is completed. A result for any
 * other check (a late answer from a check already timed out) is ignored.
 */
export function systemCheckReducer(
  state: SystemCheckState,
  event: SystemCheckEvent,
): SystemCheckState {
  const ids = systemCheckIds(state.role);
  switch (event.type) {
    case 'start':
      if (state.status === 'running') return state;
      return { ...state, status: 'running', current: ids[0] ?? null, results: {} };
    case 'result': {
      if (state.status !== 'running' || event.id !== state.current) return state;
      const results = { ...state.results, [event.id]: event.result };
      const next = ids[ids.indexOf(event.id) + 1] ?? null;
      return next === null
        ? { ...state, status: 'completed', current: null, results }
        : { ...state, current: next, results };
    }
  }
}

/** The overall answer once completed: passed when every check of the role passed. */
export function systemCheckOutcome(state: SystemCheckState): 'passed' | 'failed' | null {
  if (state.status !== 'completed') return null;
  const passed = systemCheckIds(state.role).every((id) => state.results[id]?.outcome === 'passed');
  return passed ? 'passed' : 'failed';
}

/** The network check: the server answered, within NETWORK_CHECK_MAX_ROUND_TRIP_MS. */
export function networkCheckResult(roundTripMs: number | null): SystemCheckResult {
  if (roundTripMs === null) return { outcome: 'failed', failure: SystemCheckFailure.Unreachable };
  if (roundTripMs > NETWORK_CHECK_MAX_ROUND_TRIP_MS)
    return { outcome: 'failed', failure: SystemCheckFailure.Slow };
  return { outcome: 'passed' };
}

/**
 * What the "system check passed" cookie records: the role that passed. A presenter's check runs
 * every participant check too, so it counts for both pages.
 */
export function hasPassedSystemCheck(cookieValue: string | null, role: SystemCheckRole): boolean {
  if (cookieValue === SystemCheckRole.Presenter) return true;
  return cookieValue === role;
}

/**
 * SPEC §2 /SystemCheckPopup, opened from the viewer: the presenter's checks (camera and
 * microphone too) for those who present, a participant's for everyone else.
 */
export function systemCheckPopupPath(role: SystemCheckRole): string {
  return `${VIEWER_BASE_PATH}SystemCheckPopup?role=${role}`;
}

/** The popup window's size (SPEC: not shown): room for the six results without scrolling. */
export const SYSTEM_CHECK_POPUP_SIZE = { width: 720, height: 820 } as const;
