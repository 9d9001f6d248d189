// Call times with their time zones: the event's own zone first, then the viewer's (the zone the
// viewer sends as IanaTimeZone, SPEC §7) when it differs — "10:00 AM EST (4:00 PM your time)".
// Formatting is pure: the instant, the zones and the language are all parameters.

export interface CallTimeParts {
  /** The time in the event's zone, with the zone's short name (e.g. "Nov 25, 10:00 AM EST"). */
  readonly eventTime: string;
  /** The time in the viewer's zone, or null when that zone keeps the event's clock time. */
  readonly viewerTime: string | null;
}

/**
 * Formatters made once per language, zone and style: making an Intl.DateTimeFormat costs far
 * more than formatting with one, and a status line formats the same few every second.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function isZone(zone: string | null): zone is string {
  if (zone === null || zone === '') return false;
  try {
    formatterOf('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function offsetOf(date: Date, timeZone: string): string {
  return (
    formatterOf('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(date)
      .find((p) => p.type === 'timeZoneName')?.value ?? ''
  );
}

function dayOf(date: Date, timeZone: string): string {
  return formatterOf('en-US', { timeZone, dateStyle: 'short' }).format(date);
}

/**
 * The call time in the event's zone and, when its clock differs, in the viewer's. An unknown
 * event zone falls back to the viewer's (then one time is shown); null when `utc` is no date.
 * The viewer's time names the day too when the day differs from the event's.
 */
export function callTimeParts(
  utc: string,
  eventZone: string | null,
  viewerZone: string,
  language: string,
): CallTimeParts | null {
  const date = new Date(utc);
  if (Number.isNaN(date.getTime())) return null;
  const viewer = isZone(viewerZone) ? viewerZone : 'UTC';
  const event = isZone(eventZone) ? eventZone : viewer;
  const eventTime = formatterOf(language, {
    timeZone: event,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
  if (offsetOf(date, event) === offsetOf(date, viewer)) return { eventTime, viewerTime: null };
  const sameDay = dayOf(date, event) === dayOf(date, viewer);
  const viewerTime = formatterOf(language, {
    timeZone: viewer,
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
  return { eventTime, viewerTime };
}
