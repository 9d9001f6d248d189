// SPEC §7 icsfile: the call as an iCalendar file (RFC 5545), built with the `ics` package (TEXT
// escaping, UTC date-times, CRLF line ends). The package folds lines at 75 characters; RFC 5545
// §3.1 counts octets, so its output is unfolded and folded again at 75 octets, never splitting a
// UTF-8 character (titles in Chinese or Japanese would otherwise make over-long lines).
import { createEvent } from 'ics';

export interface CalendarEvent {
  /** Stable across downloads, so a calendar updates the entry instead of adding another. */
  readonly uid: string;
  readonly stamp: Date;
  readonly start: Date;
  readonly end: Date;
  readonly summary: string;
  readonly description: string;
  readonly location: string;
  readonly url: string | null;
  readonly cancelled: boolean;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;
const PRODUCT_ID = '-//Podium//Conference Call//EN';

/** RFC 5545 §3.1: lines longer than 75 octets continue on lines starting with one space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines carry the leading space within their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export function buildCalendar(event: CalendarEvent): string {
  const { error, value } = createEvent({
    productId: PRODUCT_ID,
    method: event.cancelled ? 'CANCEL' : 'PUBLISH',
    uid: event.uid,
    // DTSTAMP: the package reads it though its types do not list it.
    ...{ timestamp: event.stamp.getTime() },
    start: event.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.summary,
    description: event.description,
    location: event.location,
    ...(event.url ? { url: event.url } : {}),
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
  });
  if (error || value === null) throw error ?? new Error('the calendar file could not be written');
  const lines = value.replace(/\r\n[ \t]/g, '').split(CRLF);
  if (lines.at(-1) === '') lines.pop();
  return lines.map(foldLine).join(CRLF) + CRLF;
}
