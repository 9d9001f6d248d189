import { describe, expect, it } from 'vitest';
import { GUEST_GRACE_MS, idleSweepCutoffs } from './idle-sweep.ts';

describe('idle sweep cutoffs', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('sweeps sessions idle past the timeout, guests older than the timeout', () => {
    const hour = 60 * 60_000;
    expect(idleSweepCutoffs(now, hour)).toEqual({
      sessionsSeenBefore: new Date('2026-11-26T11:00:00Z'),
      guestsCreatedBefore: new Date('2026-11-26T11:00:00Z'),
    });
  });

  it('never sweeps a guest younger than the grace, even with a short timeout', () => {
    const cutoffs = idleSweepCutoffs(now, 1_000);
    expect(cutoffs.sessionsSeenBefore).toEqual(new Date(now.getTime() - 1_000));
    expect(cutoffs.guestsCreatedBefore).toEqual(new Date(now.getTime() - GUEST_GRACE_MS));
  });
});
