// The typed hub protocol (SPEC §7 Realtime, ARCHITECTURE §2) and its connection rules.
export * from './update-source.ts';
export * from './topics.ts';
export * from './payloads.ts';
export * from './protocol.ts';
export * from './messages.ts';
export * from './entitlement.ts';
export * from './reconnect.ts';
export * from './ice-servers.ts';
