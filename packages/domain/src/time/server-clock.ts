// SPEC §7 GET account/KeepAlive: the viewer reads the server's time from the answer's Date
// header, so schedules (a call's start, a broadcast's clock, the slides' window) are judged by the
// server's clock rather than a device's that may be minutes off.

/**
 * A Date header names a whole second: the server's clock was somewhere in that second. Offsets
 * within this much of zero are read as none, so a well-set device clock is used as it is.
 */
export const SERVER_CLOCK_TOLERANCE_MS = 1_500;

/**
 * How far the server's clock is ahead of this device's (negative: behind), from a Date header
 * received between `sentAtMs` and `receivedAtMs` by the device's clock. The header's second is
 * taken at its middle and the answer's moment at the middle of the round trip. Null when the
 * header is missing or unreadable; 0 within SERVER_CLOCK_TOLERANCE_MS.
 */
export function serverClockOffsetMs(
  dateHeader: string | null,
  sentAtMs: number,
  receivedAtMs: number,
): number | null {
  if (dateHeader === null) return null;
  const serverMs = Date.parse(dateHeader);
  if (Number.isNaN(serverMs) || receivedAtMs < sentAtMs) return null;
  const offset = Math.round(serverMs + 500 - (sentAtMs + receivedAtMs) / 2);
  return Math.abs(offset) <= SERVER_CLOCK_TOLERANCE_MS ? 0 : offset;
}
