// Simulated-live rules (SPEC §1, §4, §5, §9).
export * from './broadcast.ts';
export * from './phase.ts';
export * from './api.ts';
export * from './slides.ts';
export * from './review.ts';
