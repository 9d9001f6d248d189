// How often one caller may make the calls that cost the server something each time, whatever
// their outcome: hub tokens (each opens the way to a socket) and questions (each reaches the
// moderators). Counted per session, or per address for a caller without one, in a fixed window.

export interface RequestRate {
  /** Calls allowed in one window. */
  readonly max: number;
  readonly windowMs: number;
}

/**
 * A viewer asks for a token when it connects and on each reconnect (SPEC §9 backs off between
 * tries), so a minute holds a handful; 30 leaves room for a flapping network and stops a script.
 */
export const HUB_TOKEN_RATE: RequestRate = { max: 30, windowMs: 60_000 };

/** Asking, editing and raising a hand: a person does a few a minute, a script thousands. */
export const QUESTION_RATE: RequestRate = { max: 10, windowMs: 60_000 };

export type RequestRateName = 'hubToken' | 'question';

export function requestRate(name: RequestRateName): RequestRate {
  switch (name) {
    case 'hubToken':
      return HUB_TOKEN_RATE;
    case 'question':
      return QUESTION_RATE;
  }
}
