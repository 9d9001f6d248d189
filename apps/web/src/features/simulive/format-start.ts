// The broadcast's start in the viewer's language and time zone.
export function formatBroadcastStart(startMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(startMs),
  );
}
