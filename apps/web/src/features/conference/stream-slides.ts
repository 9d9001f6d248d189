// The presenter's slide changes as a live video's attendee sees them: in step with the stream
// (domain isStreamSlideDue). While a live stream plays for a viewer who does not run the event, it
// sets the stream's clock here, and a .slide message carrying its moment waits until the stream
// shows that moment; without a clock (presenters, coordinators, calls, replays) it applies at once.
// Changes apply in the order they came.
import { isStreamSlideDue } from '@podium/domain';

/** The wall-clock moment of the frame the stream shows, or null when it shows none. */
export type StreamClock = () => Date | null;

interface Held {
  readonly changedAtMs: number;
  readonly receivedAtMs: number;
  readonly apply: () => void;
}

/** How often held changes are checked against the stream. */
const CHECK_MS = 200;

let clock: StreamClock | null = null;
let held: Held[] = [];
let timer: ReturnType<typeof setInterval> | null = null;

function release(all: boolean): void {
  const playingAtMs = clock?.()?.getTime() ?? null;
  const nowMs = Date.now();
  while (held.length > 0) {
    const first = held[0]!;
    if (!all && !isStreamSlideDue(first, playingAtMs, nowMs)) break;
    held = held.slice(1);
    first.apply();
  }
  if (held.length === 0 && timer !== null) {
    clearInterval(timer);
    timer = null;
  }
}

/** Sets (or, with null, clears) the stream the slide changes wait for; clearing applies them. */
export function setStreamSlideClock(next: StreamClock | null): void {
  clock = next;
  if (next === null) release(true);
}

/** Applies a presenter's slide change now, or when the stream shows `changedAtUtc`. */
export function applyWhenStreamShows(changedAtUtc: string | undefined, apply: () => void): void {
  const changedAtMs = changedAtUtc === undefined ? Number.NaN : Date.parse(changedAtUtc);
  if (clock === null || Number.isNaN(changedAtMs)) {
    release(true);
    apply();
    return;
  }
  held.push({ changedAtMs, receivedAtMs: Date.now(), apply });
  release(false);
  if (held.length > 0 && timer === null) timer = setInterval(() => release(false), CHECK_MS);
}
