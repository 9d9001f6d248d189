export * from './status-line.ts';
export * from './call-time.ts';
export * from './live-badge.ts';
