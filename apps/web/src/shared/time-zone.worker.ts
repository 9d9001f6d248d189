// The time zone worker (time-zone.ts): asks Intl for the zone off the page's main thread, answers
// once, and is done.
(globalThis as unknown as { postMessage(message: string): void }).postMessage(
  Intl.DateTimeFormat().resolvedOptions().timeZone,
);
