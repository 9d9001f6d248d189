// The console reads its lists over REST rather than the hub (the hub client belongs to the
// attendee side): every few seconds, and at once after each of the coordinator's own actions.

/** How often the console re-reads the call status and its three lists. */
export const CONSOLE_POLL_INTERVAL_MS = 3_000;
