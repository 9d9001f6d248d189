// RFC 5545 details of the calendar file (SPEC §7 icsfile).
import { describe, expect, it } from 'vitest';
import { buildCalendar, foldLine, type CalendarEvent } from './ics.ts';

const call: CalendarEvent = {
  uid: 'x@podium',
  stamp: new Date('2030-01-01T00:00:00Z'),
  start: new Date('2030-01-02T03:04:05.678Z'),
  end: new Date('2030-01-02T04:04:05Z'),
  summary: 'Call',
  description: '',
  location: '',
  url: 'https://podium.example/presentation/v2/2001/viewer/',
  cancelled: false,
};

/** The file's lines with folded ones joined again. */
const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('iCalendar writing (RFC 5545)', () => {
  it('writes one event with UTC date-times in the basic form', () => {
    const text = buildCalendar(call);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    const lines = unfolded(text);
    expect(lines).toContain('PRODID:-//Podium//Conference Call//EN');
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('UID:x@podium');
    expect(lines).toContain('DTSTAMP:20300101T000000Z');
    expect(lines).toContain('DTSTART:20300102T030405Z');
    expect(lines).toContain('DTEND:20300102T040405Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain(`URL:${call.url}`);
  });

  it('escapes TEXT values', () => {
    const lines = unfolded(buildCalendar({ ...call, description: 'a;b,c\\d\ne' }));
    expect(lines).toContain('DESCRIPTION:a\\;b\\,c\\\\d\\ne');
  });

  it('keeps every line of a multi-byte title within 75 octets', () => {
    const text = buildCalendar({ ...call, summary: '北风可再生能源首次公开募股路演'.repeat(4) });
    for (const line of text.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(unfolded(text)).toContain(`SUMMARY:${'北风可再生能源首次公开募股路演'.repeat(4)}`);
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
    const text = buildCalendar({ ...call, url: null, cancelled: true });
    expect(text).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(text).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(text).not.toContain('URL:');
  });
});
