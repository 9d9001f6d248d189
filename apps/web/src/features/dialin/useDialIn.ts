// SPEC §7 GET dial-in numbers of the call on screen (numbers, access code, support line), and
// the calendar file link (GET icsfile).
import { useEffect, useState } from 'react';
import type { DialInNumbersResponse } from '@podium/domain';
import { fetchDialInNumbers, icsFileUrl } from '../conference/conference.api.ts';
import { useConferenceSession } from '../conference/session-host.ts';

export type DialInLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'loaded'; readonly data: DialInNumbersResponse };

export function useDialIn(): { readonly load: DialInLoad; readonly calendarUrl: string | null } {
  const session = useConferenceSession();
  const [load, setLoad] = useState<DialInLoad>({ status: 'loading' });
  const call = session?.call ?? null;
  const presId = call?.presId ?? null;
  const confId = call?.confId ?? null;

  useEffect(() => {
    if (presId === null || confId === null) return;
    let current = true;
    setLoad({ status: 'loading' });
    fetchDialInNumbers({ presId, confId }).then(
      (data) => current && setLoad({ status: 'loaded', data }),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [presId, confId]);

  return {
    load,
    calendarUrl: presId === null || confId === null ? null : icsFileUrl({ presId, confId }),
  };
}
