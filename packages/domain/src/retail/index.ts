export * from './countries.ts';
export * from './csv.ts';
export * from './registration.ts';
export * from './api.ts';
export * from './linked.ts';
export * from './registration-required.ts';
