// On-demand media rules (SPEC §3 cue points and media actions, §4 playback and resume, §9 log
// event types and cue point constants).
export * from './media-constants.ts';
export * from './timecodes.ts';
export * from './cuepoints.ts';
export * from './cuepoint-lookup.ts';
export * from './chapters.ts';
export * from './playback.ts';
export * from './resume.ts';
export * from './log-event-types.ts';
export * from './captions.ts';
