// Dates and names as the console shows them, in the coordinator's language and time zone.

/** A moment in the user's own time zone; the raw value when it does not parse. */
export function formatDateTime(isoUtc: string, language: string): string {
  const date = new Date(isoUtc);
  if (Number.isNaN(date.getTime())) return isoUtc;
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as a datetime-local input value (YYYY-MM-DDTHH:mm) in the user's own time zone; the
 * seconds are dropped, as the input shows none. Empty when it does not parse.
 */
export function toLocalInputValue(isoUtc: string): string {
  const date = new Date(isoUtc);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local input value, read in the user's own time zone, as ISO UTC; null when it is
 * empty or names a day that does not exist. (A wall time skipped by a daylight-saving change
 * moves on by the gap, as the browser itself reads it.)
 */
export function fromLocalInputValue(value: string): string | null {
  const match = /^(\d{4,6})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/.exec(value);
  if (match === null) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((p) => Number(p ?? 0));
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(year, month - 1, day, hours ?? 0, minutes ?? 0, seconds ?? 0);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day)
    return null;
  return date.toISOString();
}

/** A time of day (a question's arrival), in the user's own time zone. */
export function formatTime(isoUtc: string, language: string): string {
  const date = new Date(isoUtc);
  if (Number.isNaN(date.getTime())) return isoUtc;
  return new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(date);
}

/** SPEC §3 Question attendee name: first name, middle initial, last name. */
export function attendeeName(question: {
  readonly AttendeeFirstName: string;
  readonly AttendeeMiddleInitial: string;
  readonly AttendeeLastName: string;
}): string {
  const initial = question.AttendeeMiddleInitial.trim();
  return [question.AttendeeFirstName, initial && `${initial}.`, question.AttendeeLastName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
}
