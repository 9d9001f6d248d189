import { describe, expect, it } from 'vitest';
import { isConnectionUp, statusBadge } from './live-badge.ts';
import { EventStatus } from './status-line.ts';

describe('live badge and the connection (SPEC §8 toaster)', () => {
  it('is live only while the connection is up', () => {
    expect(statusBadge(EventStatus.Live, true)).toBe(EventStatus.Live);
    expect(statusBadge(EventStatus.Live, false)).toBe('offline');
  });

  it('leaves every other status as it is', () => {
    for (const status of Object.values(EventStatus).filter((s) => s !== EventStatus.Live))
      expect(statusBadge(status, false)).toBe(status);
  });

  it('reads the connection from the toaster', () => {
    expect(isConnectionUp({ phase: 'hidden' })).toBe(true);
    expect(isConnectionUp({ phase: 'retrying' })).toBe(false);
    expect(
      isConnectionUp({
        phase: 'countdown',
        startedAtMs: 0,
        secondsLeft: 60,
        nextAttemptAtMs: null,
      }),
    ).toBe(false);
  });
});
