// SPEC §9 log event types, apart from the request schemas (schemas.ts re-exports them) so the
// viewer's activity log does not bring zod along.

/** SPEC §9 log event types; the numbers SPEC leaves unshown are chosen here. */
export const LogEventType = {
  DocDownload: 0,
  Play: 1,
  Slide: 6,
  Pause: 19,
  Skip: 20,
  End: 21,
  KeepAlive: 34,
} as const;
export type LogEventType = (typeof LogEventType)[keyof typeof LogEventType];
