// Small group meeting rules (SPEC §1, §3 SGM data and status, §4 states and meeting status, §6).
export * from './entities.ts';
export * from './lifecycle.ts';
export * from './phase.ts';
export * from './connection.ts';
export * from './api.ts';
export * from './signalling.ts';
export * from './layers.ts';
export * from './stage.ts';
