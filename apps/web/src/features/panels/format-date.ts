// Event start in the user's own time zone and language (Event Info panel, SPEC §2).

/** Null when there is no date or it does not parse; the panel then omits the row. */
export function formatEventStart(
  isoUtc: string | null,
  language: string,
  timeZone?: string,
): string | null {
  if (!isoUtc) return null;
  const date = new Date(isoUtc);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(date);
}
