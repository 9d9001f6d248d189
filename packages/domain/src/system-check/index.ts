export * from './browser.ts';
export * from './system-check.ts';
export * from './signature.ts';
