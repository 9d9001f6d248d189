// NRS Direct rules (SPEC §3, §4, §6).
export * from './padding.ts';
export * from './hosts.ts';
export * from './padding-console.ts';
