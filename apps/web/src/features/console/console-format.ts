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
