export * from './presentations.ts';
export * from './users.ts';
export * from './activity.ts';
export * from './media.ts';
