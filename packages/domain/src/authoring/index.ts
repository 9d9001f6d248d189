// Authoring: the manage area's kinds, forms and REST contract.
export * from './kinds.ts';
export * from './time-zone.ts';
export * from './event-schema.ts';
export * from './api.ts';
export * from './media.ts';
export * from './deck-render.ts';
export * from './slide-sync.ts';
export * from './documents.ts';
export * from './run-data.ts';
export * from './engagement.ts';
export * from './captions.ts';
