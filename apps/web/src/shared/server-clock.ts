// The server's clock as the viewer knows it (SPEC §7 KeepAlive Date header): this device's clock
// moved by the offset last read. Schedules the server sets (a call's start, a broadcast's clock,
// the slides' window) are judged by serverNow(), so a device whose clock is minutes off still
// opens the call's audio and the slides when the server does.
let offsetMs = 0;

/** The server's time now, in ms since the epoch. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** How far the server's clock runs ahead of this device's, as last read. */
export function serverClockOffset(): number {
  return offsetMs;
}

export function setServerClockOffset(ms: number): void {
  offsetMs = ms;
}
