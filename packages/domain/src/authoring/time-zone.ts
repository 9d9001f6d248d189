// Start times as a coordinator enters them: a wall time in the event's IANA time zone (SPEC §3
// EventInfo Timezone). Pure: the zone rules come from Intl, no clock is read.

/** Whether `zone` is an IANA time zone name this runtime knows (e.g. America/New_York, UTC). */
export function isValidTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC, in ms, at the instant `utcMs`. */
function zoneOffsetMs(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

export const WALL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A wall time (YYYY-MM-DDTHH:mm) in `zone` as ISO UTC; null when it does not name a real
 * calendar time or the zone is unknown. A wall time skipped by a daylight-saving change moves on
 * by the gap; one that happens twice takes the earlier instant.
 */
export function zonedWallTimeToUtc(wallTime: string, zone: string): string | null {
  const match = WALL_TIME_PATTERN.exec(wallTime);
  if (match === null || !isValidTimeZone(zone)) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(guess);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const first = guess - zoneOffsetMs(guess, zone);
  const second = guess - zoneOffsetMs(first, zone);
  const exact = [first, second].filter(
    (ms) => utcToZonedWallTime(new Date(ms).toISOString(), zone) === wallTime,
  );
  return new Date(exact.length > 0 ? Math.min(...exact) : Math.max(first, second)).toISOString();
}

/** An instant as the wall time (YYYY-MM-DDTHH:mm) it shows in `zone`, for the form to edit. */
export function utcToZonedWallTime(isoUtc: string, zone: string): string {
  const ms = Date.parse(isoUtc);
  if (Number.isNaN(ms) || !isValidTimeZone(zone)) return '';
  const local = new Date(ms + zoneOffsetMs(ms, zone));
  return local.toISOString().slice(0, 16);
}
