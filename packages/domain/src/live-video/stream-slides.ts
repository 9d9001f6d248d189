// A live video's attendees see the presenter's slide change when their stream shows the presenter
// making it: the hub's message arrives seconds before the picture, since the stream plays a few
// seconds behind live. A change waits until the stream's program date-time (the wall-clock moment
// of the frame shown, server clock) reaches the change's moment; a stream that shows no moment,
// or has stopped, never holds a slide back longer than STREAM_SLIDE_HOLD_MAX_MS.

/** The longest a slide change waits for the stream: past any live latency the player allows. */
export const STREAM_SLIDE_HOLD_MAX_MS = 10_000;

export interface HeldSlideChange {
  /** When the presenter moved the slide (server clock). */
  readonly changedAtMs: number;
  /** When this viewer got the message (client clock). */
  readonly receivedAtMs: number;
}

/**
 * Whether a held change shows now: the stream reached its moment (`playingAtMs`, null when the
 * stream shows none), or it has waited STREAM_SLIDE_HOLD_MAX_MS.
 */
export function isStreamSlideDue(
  change: HeldSlideChange,
  playingAtMs: number | null,
  nowMs: number,
): boolean {
  if (playingAtMs === null) return true;
  return (
    playingAtMs >= change.changedAtMs || nowMs - change.receivedAtMs >= STREAM_SLIDE_HOLD_MAX_MS
  );
}
