import { describe, expect, it } from 'vitest';
import { SERVER_CLOCK_TOLERANCE_MS, serverClockOffsetMs } from './server-clock.ts';

const SECOND = Date.UTC(2026, 11, 8, 15, 0, 0);
const header = (ms: number) => new Date(ms).toUTCString();

describe('serverClockOffsetMs (SPEC §7 KeepAlive Date header)', () => {
  it('reads a server two minutes ahead, from the middles of its second and of the round trip', () => {
    const sent = SECOND - 120_000 + 300;
    expect(serverClockOffsetMs(header(SECOND), sent, sent + 400)).toBe(120_000);
  });

  it('reads a server behind as negative', () => {
    expect(serverClockOffsetMs(header(SECOND), SECOND + 60_000, SECOND + 60_000)).toBe(-59_500);
  });

  it('reads offsets within the header precision as none', () => {
    const at = SECOND + 500 - SERVER_CLOCK_TOLERANCE_MS;
    expect(serverClockOffsetMs(header(SECOND), at, at)).toBe(0);
    expect(serverClockOffsetMs(header(SECOND), at - 1, at - 1)).toBe(SERVER_CLOCK_TOLERANCE_MS + 1);
    expect(serverClockOffsetMs(header(SECOND), SECOND + 2_000, SECOND + 2_000)).toBe(0);
    expect(serverClockOffsetMs(header(SECOND), SECOND + 2_001, SECOND + 2_001)).toBe(-1_501);
  });

  it('has no answer without a readable header or with a round trip that runs backwards', () => {
    expect(serverClockOffsetMs(null, SECOND, SECOND)).toBeNull();
    expect(serverClockOffsetMs('yesterday-ish', SECOND, SECOND)).toBeNull();
    expect(serverClockOffsetMs(header(SECOND), SECOND, SECOND - 1)).toBeNull();
  });
});
