// SPEC §7 SGM dialindetails of the meeting on screen (the bridge's numbers with the meeting's id
// and pin), read once per meeting, and its calendar file (smallgroupmeeting/{showId}/icsfile).
import { useEffect, useState } from 'react';
import type { MeetingDialInDetails } from '@podium/domain';
import { fetchMeetingDialIn, meetingCalendarUrl } from './meeting.api.ts';

export type MeetingDialInLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'loaded'; readonly data: MeetingDialInDetails };

export interface MeetingDialIn {
  readonly load: MeetingDialInLoad;
  /** The calendar file as a link target. */
  readonly calendarUrl: string;
}

export function useMeetingDialIn(presId: number, meetingId: number): MeetingDialIn {
  const [load, setLoad] = useState<MeetingDialInLoad>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    fetchMeetingDialIn(presId, meetingId).then(
      (data) => current && setLoad({ status: 'loaded', data }),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [presId, meetingId]);

  return { load, calendarUrl: meetingCalendarUrl(presId) };
}
