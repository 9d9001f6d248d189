// RFC 5545 details of the calendar file (SPEC §7 icsfile).
import { describe, expect, it } from 'vitest';
import { buildCalendar, foldLine, icsDateTime, icsText } from './ics.ts';

describe('iCalendar writing (RFC 5545)', () => {
  it('writes UTC date-times in the basic form', () => {
    expect(icsDateTime(new Date('2030-01-02T03:04:05.678Z'))).toBe('20300102T030405Z');
  });

  it('escapes TEXT values', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `DESCRIPTION:${'日本語'.repeat(30)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('a cancelled call is a CANCEL of the same UID', () => {
    const text = buildCalendar({
      uid: 'x@podium',
      stamp: new Date(0),
      start: new Date(0),
      end: new Date(3_600_000),
      summary: 'Call',
      description: '',
      location: '',
      url: null,
      cancelled: true,
    });
    expect(text).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(text).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(text).not.toContain('URL:');
  });
});
