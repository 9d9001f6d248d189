export * from './browser-support.ts';
