import { describe, expect, it } from 'vitest';
import { callTimeParts } from './call-time.ts';

// 10:00 in New York (EST, UTC-5) on 25 November 2026 is 15:00 UTC and 16:00 in Paris.
const utc = '2026-11-25T15:00:00Z';

describe('call times with time zones: the event zone and the viewer zone (SPEC §7 IanaTimeZone)', () => {
  it("shows the event's zone and the viewer's own time when they differ", () => {
    const parts = callTimeParts(utc, 'America/New_York', 'Europe/Paris', 'en-US');
    expect(parts?.eventTime).toMatch(/10:00\sAM EST/);
    expect(parts?.eventTime).toMatch(/Nov 25, 2026/);
    expect(parts?.viewerTime).toMatch(/^4:00\sPM$/);
  });

  it('24-hour languages keep their own clock', () => {
    const parts = callTimeParts(utc, 'America/New_York', 'Europe/Paris', 'en-GB');
    expect(parts?.eventTime).toMatch(/10:00/);
    expect(parts?.viewerTime).toBe('16:00');
  });

  it('one time when the viewer is in the event zone, or in a zone on the same clock', () => {
    expect(callTimeParts(utc, 'America/New_York', 'America/New_York', 'en-US')?.viewerTime).toBe(
      null,
    );
    expect(callTimeParts(utc, 'America/New_York', 'America/Toronto', 'en-US')?.viewerTime).toBe(
      null,
    );
  });

  it("names the viewer's day when it is another day than the event's", () => {
    const parts = callTimeParts('2026-11-25T23:00:00Z', 'America/New_York', 'Asia/Tokyo', 'en-US');
    expect(parts?.eventTime).toMatch(/6:00\sPM EST/);
    expect(parts?.viewerTime).toMatch(/Nov 26, 8:00\sAM/);
  });

  it("an unknown event zone falls back to the viewer's zone; a bad date gives null", () => {
    const parts = callTimeParts(utc, null, 'Europe/Paris', 'en-GB');
    expect(parts?.eventTime).toMatch(/16:00/);
    expect(parts?.viewerTime).toBeNull();
    expect(callTimeParts(utc, 'Mars/Olympus', 'UTC', 'en-US')?.eventTime).toMatch(/3:00\sPM UTC/);
    expect(callTimeParts('not a date', 'UTC', 'UTC', 'en-US')).toBeNull();
  });
});
