export * from './presentations.ts';
export * from './users.ts';
export * from './activity.ts';
export * from './media.ts';
export * from './realtime.ts';
export * from './conference.ts';
export * from './live-video.ts';
export * from './simulive.ts';
