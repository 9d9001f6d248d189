// Player constants of the viewer. SPEC §9 rates live in @podium/domain (PLAYBACK_RATES); the
// values below are not shown in SPEC and are Podium's choice.

/** ←/→ in the player seek this far (the step common web players use). */
export const SEEK_STEP_S = 5;

/**
 * SPEC §9 KeepAlive (34) while media plays. Once a minute tells "still watching" apart from a tab
 * left open, at one small request per viewer-minute.
 */
export const MEDIA_KEEPALIVE_INTERVAL_MS = 60_000;

/**
 * A drag on the Seek slider or a run of ←/→ presses is one Skip (20): seeks closer together than
 * this are logged once, from where the first began to where the last ended.
 */
export const SKIP_LOG_SETTLE_MS = 700;
