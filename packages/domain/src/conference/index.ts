// Conference call rules (SPEC §2, §4, §6).
export * from './call-status.ts';
export * from './timers.ts';
export * from './presenter-control.ts';
export * from './slide-sync.ts';
export * from './entry.ts';
export * from './console.ts';
export * from './schedule.ts';
export * from './public-slide.ts';
export * from './api.ts';
export * from './console-api.ts';
export * from './cutoff-reason.ts';
export * from './cutoff.ts';
export * from './presence.ts';
export * from './call-audio.ts';
export * from './playback.ts';
