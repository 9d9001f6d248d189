// Constants of the on-demand media area (SPEC §3, §4, §9). Values SPEC shows cite it; values
// SPEC leaves unshown are Podium's choice and say so. Shared SPEC §9 values (cue point padding,
// default slide duration, playback rates) stay in ../constants.ts.

/** SPEC §3 Media action: each timecode's cue point ends 1 s after it starts. */
export const MEDIA_ACTION_CUE_DURATION_S = 1;

/**
 * Resume position save interval: not shown in SPEC. While media plays, the position is saved
 * once it has moved this many media seconds from the last saved one (and always on pause, stop
 * and leave, see resume.ts). 15 s bounds what a crash or closed tab can lose to one short
 * passage, while a 60-minute replay costs about 240 small writes.
 */
export const RESUME_SAVE_INTERVAL_S = 15;
