// Start times as the manage area shows them: in the event's own time zone, named beside it.
export function formatEventStart(isoUtc: string, zone: string, language: string): string {
  const date = new Date(isoUtc);
  if (Number.isNaN(date.getTime())) return isoUtc;
  try {
    const text = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: zone,
    }).format(date);
    return `${text} (${zone.replaceAll('_', ' ')})`;
  } catch {
    return date.toISOString();
  }
}

/** A datetime-local value in the user's own zone as ISO UTC; null when empty or invalid. */
export function localInputToUtc(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function formatLocal(isoUtc: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(isoUtc),
  );
}
