// ARCHITECTURE §1: with DATABASE_URL set, hub messages cross server processes through the
// socket.io Postgres adapter (LISTEN/NOTIFY; payloads over 8000 bytes go through the
// socket_io_attachments table the migrations create).
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { SOCKET_IO_ATTACHMENTS_TABLE } from '../db/schema/index.ts';

/**
 * One connection LISTENs; the other carries every NOTIFY. With a single sending connection the
 * pool queues them first in, first out, so other processes receive a process's messages in the
 * order it sent them (a slide change before the next one; an access message before the
 * disconnect that follows it). Messages over the NOTIFY limit are fetched from the attachments
 * table by the receiver and may overtake a small one sent right after them.
 */
const POOL_SIZE = 2;
const LISTENER_WAIT_MS = 10_000;

export interface HubAdapterHandle {
  close(): Promise<void>;
}

/**
 * The adapter acquires its LISTEN connection in the background and offers no signal when it has
 * one. Its pub/sub client keeps that connection in a field named `client`; waiting for it makes
 * the app ready only once it hears other processes, and keeps close() from ending the pool
 * while the connection is still being set up (the pool would then wait for it forever).
 */
function adapterListening(io: Server): boolean {
  const pubSub: unknown = Reflect.get(io.of('/').adapter, 'client');
  return typeof pubSub === 'object' && pubSub !== null && Reflect.get(pubSub, 'client') != null;
}

async function waitForListener(io: Server): Promise<boolean> {
  const deadline = Date.now() + LISTENER_WAIT_MS;
  while (!adapterListening(io)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

export async function attachPostgresAdapter(
  io: Server,
  databaseUrl: string,
  log: FastifyBaseLogger,
): Promise<HubAdapterHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  pool.on('error', (err) => log.warn({ err }, 'hub adapter connection error'));
  io.adapter(
    createAdapter(pool, {
      tableName: SOCKET_IO_ATTACHMENTS_TABLE,
      errorHandler: (err) => log.warn({ err }, 'hub adapter error'),
    }),
  );
  if (await waitForListener(io)) {
    // The adapter announced itself before it was listening, so it missed the other processes'
    // replies; announcing again now lets it know them at once instead of at their next heartbeat
    // (fetchSockets and disconnect(filter) wait only for the processes it knows).
    await io.of('/').adapter.init();
  } else {
    log.warn('hub adapter is not listening yet; cross-process messages may be missed');
  }
  return {
    async close() {
      await waitForListener(io);
      await io.of('/').adapter.close();
      await pool.end();
    },
  };
}
