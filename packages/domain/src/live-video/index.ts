// Live video rules (SPEC §3 LiveVideoStatus, §4 states and focus, §5, §6).
export * from './status.ts';
export * from './focus.ts';
export * from './permissions.ts';
export * from './api.ts';
export * from './stream-slides.ts';
