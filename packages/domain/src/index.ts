export * from './constants.ts';
export * from './presentation/entities.ts';
export * from './users/entities.ts';
export * from './api/schemas.ts';
export * from './api/paths.ts';
