// Q&A rules (SPEC §3, §4, §5).
export * from './questions.ts';
export * from './enabled.ts';
export * from './moderation.ts';
