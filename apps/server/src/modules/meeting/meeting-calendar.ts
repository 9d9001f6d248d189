// SPEC §7 SGM icsfile: the meeting as an iCalendar entry, with its join page and dial-in.
import { buildCalendar } from '../conference/ics.ts';
import { meetingPageUrl, type MeetingContext } from './meeting.service.ts';

export function meetingCalendar(
  m: MeetingContext,
  origin: string,
  stamp: Date,
): { fileName: string; text: string } {
  const joinUrl = meetingPageUrl(origin, m.meeting.presId);
  const numbers = m.call.dialInNumbers.map(
    (n) => `${n.Country} ${n.NumberType === 'TollFree' ? 'toll-free' : 'local'}: ${n.PhoneNumber}`,
  );
  const primary = m.call.dialInNumbers.find((n) => n.IsPrimary) ?? m.call.dialInNumbers[0];
  const text = buildCalendar({
    uid: `${m.call.guid}-meeting-${m.meeting.id}@podium`,
    stamp,
    start: new Date(m.data.StartDateUTC),
    end: new Date(m.data.EndDateUTC),
    summary: m.ctx.presentation.titleBarWeb,
    description: [
      `Join the meeting on the web: ${joinUrl}`,
      'Or dial in:',
      ...numbers,
      `Meeting ID: ${m.meeting.id}`,
      `Meeting PIN: ${m.meeting.meetingPin}`,
    ].join('\n'),
    location: primary
      ? `Dial-in ${primary.PhoneNumber}, meeting ID ${m.meeting.id}, PIN ${m.meeting.meetingPin}`
      : joinUrl,
    url: joinUrl,
    cancelled: m.call.isDeleted,
  });
  return { fileName: `podium-${m.meeting.presId}-meeting-${m.meeting.id}.ics`, text };
}
