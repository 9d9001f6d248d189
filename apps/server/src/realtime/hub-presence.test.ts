import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { PRESENCE_HEARTBEAT_MS } from '@podium/domain';
import { PRESENCE_WRITE_SPACING_MS, startPresence, type PresenceTracker } from './hub-presence.ts';
import type { HubClient, PresenceKey, PresenceSink } from './hub.types.ts';

const at = new Date('2026-12-04T10:00:00Z');
const client = (coreUserId: number, conferenceId: number | null): HubClient =>
  ({ subject: { coreUserId }, conferenceId }) as unknown as HubClient;

let present: { keys: readonly PresenceKey[]; at: Date }[];
/** Each absence write's participants. */
let absent: (readonly PresenceKey[])[];
let tracker: PresenceTracker;
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

/** The tracker under test, on its own sink. */
function track(sink: PresenceSink): PresenceTracker {
  return startPresence({ sink: () => sink, now: () => at, log });
}

beforeEach(() => {
  vi.useFakeTimers();
  present = [];
  absent = [];
  tracker = track({
    markPresent: async (keys, when) => void present.push({ keys, at: when }),
    markAbsent: async (keys) => void absent.push(keys),
  });
});

afterEach(() => {
  tracker.stop();
  vi.useRealTimers();
});

describe('presence tracker', () => {
  it('marks a call participant at once on connect, and not a connection without a call', () => {
    tracker.connected(client(7, null));
    expect(present).toEqual([]);
    tracker.connected(client(7, 42));
    expect(present).toEqual([{ keys: [{ conferenceId: 42, coreUserId: 7 }], at }]);
  });

  it('writes the arrivals made while a write runs together in the next one', async () => {
    let finish: () => void = () => undefined;
    tracker.stop();
    tracker = track({
      markPresent: (keys, when) => {
        present.push({ keys, at: when });
        return new Promise<void>((resolve) => (finish = resolve));
      },
      markAbsent: async (keys) => void absent.push(keys),
    });
    tracker.connected(client(7, 42));
    tracker.connected(client(8, 42));
    tracker.connected(client(9, 42));
    tracker.connected(client(10, 42));
    // 10 leaves before its arrival is written: it is not marked present after leaving.
    tracker.disconnected(client(10, 42));
    expect(present).toEqual([{ keys: [{ conferenceId: 42, coreUserId: 7 }], at }]);
    finish();
    await vi.waitFor(() => expect(present).toHaveLength(2));
    expect(present[1]?.keys).toEqual([
      { conferenceId: 42, coreUserId: 8 },
      { conferenceId: 42, coreUserId: 9 },
    ]);
    expect(absent).toEqual([[{ conferenceId: 42, coreUserId: 10 }]]);
    finish();
    tracker.connected(client(11, 42));
    await vi.waitFor(() => expect(present).toHaveLength(3));
    expect(present[2]?.keys).toEqual([{ conferenceId: 42, coreUserId: 11 }]);
  });

  it(`begins arrival writes ${PRESENCE_WRITE_SPACING_MS} ms apart at least, each taking the arrivals meanwhile`, async () => {
    tracker.connected(client(7, 42));
    await vi.advanceTimersByTimeAsync(0);
    tracker.connected(client(8, 42));
    tracker.connected(client(9, 42));
    await vi.advanceTimersByTimeAsync(PRESENCE_WRITE_SPACING_MS - 1);
    expect(present).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(present.map((write) => write.keys.map((key) => key.coreUserId))).toEqual([[7], [8, 9]]);
    // Long after the last write, an arrival is written at once again.
    await vi.advanceTimersByTimeAsync(PRESENCE_WRITE_SPACING_MS);
    tracker.connected(client(10, 42));
    expect(present).toHaveLength(3);
  });

  it('renews every held participant each heartbeat, once each however many connections', () => {
    tracker.connected(client(7, 42));
    tracker.connected(client(7, 42));
    tracker.connected(client(8, 42));
    present = [];
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS - 1);
    expect(present).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(present).toEqual([
      {
        keys: [
          { conferenceId: 42, coreUserId: 7 },
          { conferenceId: 42, coreUserId: 8 },
        ],
        at,
      },
    ]);
  });

  it('clears the mark only when the last connection of the participant closes', async () => {
    tracker.connected(client(7, 42));
    tracker.connected(client(7, 42));
    await vi.advanceTimersByTimeAsync(PRESENCE_WRITE_SPACING_MS);
    tracker.disconnected(client(7, 42));
    await vi.advanceTimersByTimeAsync(PRESENCE_WRITE_SPACING_MS);
    expect(absent).toEqual([]);
    tracker.disconnected(client(7, 42));
    expect(absent).toEqual([[{ conferenceId: 42, coreUserId: 7 }]]);
    // Gone from the heartbeat too; a stray second close changes nothing.
    tracker.disconnected(client(7, 42));
    present = [];
    await vi.advanceTimersByTimeAsync(PRESENCE_HEARTBEAT_MS);
    expect(present).toEqual([]);
    expect(absent).toHaveLength(1);
  });

  it('writes the departures of many closes together, each participant once', async () => {
    for (const user of [7, 8, 9, 10]) tracker.connected(client(user, 42));
    tracker.connected(client(9, 43));
    // Every arrival written, and the last write long enough ago.
    await vi.advanceTimersByTimeAsync(2 * PRESENCE_WRITE_SPACING_MS);
    // The first close is written at once; those that follow it within the spacing, together.
    tracker.disconnected(client(10, 42));
    tracker.disconnected(client(8, 42));
    tracker.disconnected(client(9, 43));
    tracker.disconnected(client(7, 42));
    await vi.advanceTimersByTimeAsync(PRESENCE_WRITE_SPACING_MS - 1);
    expect(absent).toEqual([[{ conferenceId: 42, coreUserId: 10 }]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(absent).toEqual([
      [{ conferenceId: 42, coreUserId: 10 }],
      [
        { conferenceId: 42, coreUserId: 8 },
        { conferenceId: 43, coreUserId: 9 },
        { conferenceId: 42, coreUserId: 7 },
      ],
    ]);
  });

  it('never marks gone a participant back before its departure was written', async () => {
    tracker.connected(client(7, 42));
    tracker.connected(client(8, 42));
    // Every arrival written, and the last write long enough ago.
    await vi.advanceTimersByTimeAsync(2 * PRESENCE_WRITE_SPACING_MS);
    tracker.disconnected(client(8, 42));
    expect(absent).toEqual([[{ conferenceId: 42, coreUserId: 8 }]]);
    present = [];
    // 7 leaves and is back within the spacing: its mark is renewed, never cleared.
    tracker.disconnected(client(7, 42));
    tracker.connected(client(7, 42));
    await vi.advanceTimersByTimeAsync(PRESENCE_WRITE_SPACING_MS);
    expect(absent).toHaveLength(1);
    expect(present).toEqual([{ keys: [{ conferenceId: 42, coreUserId: 7 }], at }]);
  });

  it("writes a round's departures before its arrivals", async () => {
    const order: string[] = [];
    tracker.stop();
    tracker = track({
      markPresent: async (keys) => void order.push(`present ${keys.map((k) => k.coreUserId)}`),
      markAbsent: async (keys) => void order.push(`absent ${keys.map((k) => k.coreUserId)}`),
    });
    tracker.connected(client(7, 42));
    tracker.connected(client(8, 42));
    tracker.disconnected(client(7, 42));
    await vi.advanceTimersByTimeAsync(PRESENCE_WRITE_SPACING_MS);
    expect(order).toEqual(['present 7', 'absent 7', 'present 8']);
  });

  it('stops renewing once stopped', () => {
    tracker.connected(client(7, 42));
    present = [];
    tracker.stop();
    vi.advanceTimersByTime(PRESENCE_HEARTBEAT_MS * 3);
    expect(present).toEqual([]);
  });

  it('writes no absence for the connections cut once stopped', async () => {
    tracker.connected(client(7, 42));
    tracker.connected(client(8, 42));
    // Every arrival written, and the last write long enough ago.
    await vi.advanceTimersByTimeAsync(2 * PRESENCE_WRITE_SPACING_MS);
    tracker.disconnected(client(8, 42));
    expect(absent).toEqual([[{ conferenceId: 42, coreUserId: 8 }]]);
    tracker.stop();
    tracker.disconnected(client(7, 42));
    await vi.advanceTimersByTimeAsync(PRESENCE_WRITE_SPACING_MS);
    expect(absent).toEqual([[{ conferenceId: 42, coreUserId: 8 }]]);
  });

  it('logs a failed write instead of throwing', async () => {
    tracker.stop();
    const failing = track({
      markPresent: () => Promise.reject(new Error('db down')),
      markAbsent: async () => {},
    });
    failing.connected(client(7, 42));
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalled());
    failing.stop();
  });
});
