// How often one caller may make the calls that cost the server something each time, whatever
// their outcome: hub tokens (each opens the way to a socket), questions (each reaches the
// moderators) and retail registrations (each makes a user and a session). Counted in fixed
// windows per session (per address for a caller without one); questions also per participant
// (a new session through the same entry code is the same person) and per address (a script that
// enters again and again for new sessions).

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

/**
 * Registering for a retail show (SPEC §2 /register) makes a user and a session each time; a
 * person registers once, an office behind one address a few dozen times an hour.
 */
export const REGISTRATION_RATE: RequestRate = { max: 30, windowMs: 60_000 };

/**
 * Questions from one address, whoever asks: the investors of one office behind one address ask
 * and edit a handful a minute between them; a script that enters again for fresh sessions is
 * held to twice one person's rate.
 */
export const QUESTION_ADDRESS_RATE: RequestRate = { max: 20, windowMs: 60_000 };

export type RequestRateName = 'hubToken' | 'question' | 'registration';

/** Who else a call is counted for besides its caller: the person behind it, or its address. */
export type WideRequestRateScope = 'user' | 'address';

/**
 * The counts a call of `name` is held to besides its caller's (requestRate, per session or per
 * address without one); it is refused when any of them is past its cap. Questions are also
 * counted per participant (a new session through the same code is the same person) and per
 * address, signed in or not (a script entering again and again for new sessions).
 */
export function wideRequestRates(
  name: RequestRateName,
): readonly { readonly scope: WideRequestRateScope; readonly rate: RequestRate }[] {
  if (name !== 'question') return [];
  return [
    { scope: 'user', rate: QUESTION_RATE },
    { scope: 'address', rate: QUESTION_ADDRESS_RATE },
  ];
}

export function requestRate(name: RequestRateName): RequestRate {
  switch (name) {
    case 'hubToken':
      return HUB_TOKEN_RATE;
    case 'question':
      return QUESTION_RATE;
    case 'registration':
      return REGISTRATION_RATE;
  }
}
