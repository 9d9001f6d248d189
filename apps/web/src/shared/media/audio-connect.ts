// How long a browser audio connection (a meeting's, a conference call speaker's) may take before
// the SPEC §8 audio connection messages change: one pair of values for both, so the texts the
// viewer shows mean the same wherever they appear.

/** SPEC §8 "Still connecting": shown when audio has not connected after this long. */
export const STILL_CONNECTING_MS = 8_000;
/** After this long without a connection the audio connection is given up (SPEC §8 message). */
export const CONNECT_GIVE_UP_MS = 30_000;
