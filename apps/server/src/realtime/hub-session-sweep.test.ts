// The sweep that ends the hub connections of sessions that idled out (SPEC §8 session timeout)
// or were deleted elsewhere.
import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { sweepIntervalMs, sweepSessions, type SweptSocket } from './hub-session-sweep.ts';

const log = { info: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;
const NOW = new Date('2030-01-01T12:00:00Z');
const TIMEOUT_MS = 60 * 60_000;

function sockets(sessionIds: string[]) {
  const cut: string[] = [];
  const list: SweptSocket[] = sessionIds.map((sessionId, i) => ({
    sessionId,
    disconnect: () => void cut.push(`${sessionId}#${i}`),
  }));
  return { list, cut };
}

describe('sweepSessions', () => {
  it('cuts every socket of a session that is not live, and no other', async () => {
    const { list, cut } = sockets(['a', 'b', 'a', 'c']);
    const asked: { ids: readonly string[]; seenSince: Date }[] = [];
    const count = await sweepSessions({
      sockets: () => list,
      sessions: {
        findLive: async (ids, seenSince) => {
          asked.push({ ids, seenSince });
          return new Set(['b']);
        },
      },
      now: () => NOW,
      idleTimeoutMs: TIMEOUT_MS,
      log,
    });
    expect(count).toBe(3);
    expect(cut.sort()).toEqual(['a#0', 'a#2', 'c#3']);
    // One question per distinct session, about sessions seen within the timeout.
    expect(asked).toEqual([
      { ids: ['a', 'b', 'c'], seenSince: new Date(NOW.getTime() - TIMEOUT_MS) },
    ]);
  });

  it('asks in batches of 1000 sessions and asks nothing without sockets', async () => {
    const ids = Array.from({ length: 2_500 }, (_, i) => `s${i}`);
    const batches: number[] = [];
    const options = {
      sessions: {
        findLive: async (batch: readonly string[]) => {
          batches.push(batch.length);
          return new Set(batch);
        },
      },
      now: () => NOW,
      idleTimeoutMs: TIMEOUT_MS,
      log,
    };
    expect(await sweepSessions({ ...options, sockets: () => sockets(ids).list })).toBe(0);
    expect(batches).toEqual([1_000, 1_000, 500]);
    batches.length = 0;
    expect(await sweepSessions({ ...options, sockets: () => [] })).toBe(0);
    expect(batches).toEqual([]);
  });
});

describe('sweepIntervalMs', () => {
  it('is a quarter of the idle timeout, between 1 s and 1 min', () => {
    expect(sweepIntervalMs(60 * 60_000)).toBe(60_000);
    expect(sweepIntervalMs(10_000)).toBe(2_500);
    expect(sweepIntervalMs(2_000)).toBe(1_000);
  });
});
