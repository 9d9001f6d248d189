export * from './presentation-access.ts';
