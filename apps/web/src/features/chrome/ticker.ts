// How fast the ticker strip moves: its loop lasts in proportion to the text it carries, so long
// and short message sets scroll at the same reading speed.

/** Seconds of scrolling per character of ticker text (about 7 characters a second). */
export const TICKER_SECONDS_PER_CHARACTER = 0.14;
/** A loop never runs faster than this, however short the messages. */
export const TICKER_MIN_LOOP_SECONDS = 12;
/** The gap between two messages, counted in characters. */
const SEPARATOR_CHARACTERS = 6;

export function tickerDurationSeconds(messages: readonly string[]): number {
  const characters = messages.reduce(
    (sum, message) => sum + message.length + SEPARATOR_CHARACTERS,
    0,
  );
  return Math.max(TICKER_MIN_LOOP_SECONDS, Math.round(characters * TICKER_SECONDS_PER_CHARACTER));
}
