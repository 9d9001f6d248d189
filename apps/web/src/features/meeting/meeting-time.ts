// Times of the meeting in the viewer's own zone and language.
import { i18n } from '../../shared/i18n/i18n.ts';

export function formatLocalTime(isoUtc: string): string {
  const date = new Date(isoUtc);
  if (Number.isNaN(date.getTime())) return isoUtc;
  return new Intl.DateTimeFormat(i18n.language || 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}
