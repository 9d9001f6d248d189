// Event start for the Event Info panel (SPEC §2): in the event's own zone, then the viewer's
// (SPEC §7 IanaTimeZone) when its clock differs — "Mar 14, 2030, 11:00 AM EDT (4:00 PM your
// time)" — so nobody has to convert a call time in their head.
import { callTimeParts } from '@podium/domain';
import { viewerTimeZone } from '../../shared/time-zone.ts';

/** The two times, or null when there is no date or it does not parse (the row is omitted). */
export function formatEventStart(
  isoUtc: string | null,
  eventZone: string | null,
  language: string,
): { readonly eventTime: string; readonly viewerTime: string | null } | null {
  if (!isoUtc) return null;
  return callTimeParts(isoUtc, eventZone, viewerTimeZone(), language);
}
