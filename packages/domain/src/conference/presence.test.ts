import { describe, expect, it } from 'vitest';
import {
  HUB_PING_INTERVAL_MS,
  HUB_PING_TIMEOUT_MS,
  groupByPerson,
  isPresent,
  personKey,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_WINDOW_MS,
} from './presence.ts';

const now = new Date('2026-12-04T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('presence (SPEC §2 console participants)', () => {
  it('is absent without a mark', () => {
    expect(isPresent(null, now)).toBe(false);
  });

  it('is present up to the window after the last mark, and absent past it', () => {
    expect(isPresent(ago(0), now)).toBe(true);
    expect(isPresent(ago(PRESENCE_WINDOW_MS), now)).toBe(true);
    expect(isPresent(ago(PRESENCE_WINDOW_MS + 1), now)).toBe(false);
  });

  it('counts a mark a little in the future (another process clock) as present', () => {
    expect(isPresent(ago(-2_000), now)).toBe(true);
  });

  it('survives one missed heartbeat, and every way of leaving shows within a minute', () => {
    expect(PRESENCE_WINDOW_MS).toBeGreaterThan(2 * PRESENCE_HEARTBEAT_MS);
    // A process that dies: its last mark goes stale.
    expect(PRESENCE_WINDOW_MS).toBeLessThanOrEqual(60_000);
    // A network that vanishes: the ping notices, and the mark is cleared then.
    expect(HUB_PING_INTERVAL_MS + HUB_PING_TIMEOUT_MS).toBeLessThanOrEqual(60_000);
  });
});

describe('one row per person', () => {
  const row = (coreUserId: number, isGuest: boolean, email: string | null) => ({
    coreUserId,
    isGuest,
    email,
  });

  it('groups guests by the email they gave, accounts by the account, others alone', () => {
    const rows = [
      row(1, true, 'ada@x.test'),
      row(2, false, 'coordinator@podium.test'),
      row(3, true, 'ADA@x.test'),
      row(4, true, null),
      row(5, true, ''),
      row(6, true, 'bob@x.test'),
    ];
    expect(groupByPerson(rows).map((group) => group.map((r) => r.coreUserId))).toEqual([
      [1, 3],
      [2],
      [4],
      [5],
      [6],
    ]);
    expect(personKey(rows[1]!)).toBe('user:2');
    expect(personKey(rows[2]!)).toBe('email:ada@x.test');
  });
});
