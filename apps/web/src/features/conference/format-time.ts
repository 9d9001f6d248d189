// The call's start time in the viewer's language and time zone.
export function formatStartTime(utc: string, language: string): string {
  const date = new Date(utc);
  if (Number.isNaN(date.getTime())) return utc;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    date,
  );
}
