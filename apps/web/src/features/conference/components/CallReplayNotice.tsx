// What an attendee of a call that is over learns of its replay (SPEC §7 GET playback): that it is
// not yet available (SPEC §8) while the call has ended and its recording is not published, and,
// once it is published and the call has phone replay, the replay access code to key in by phone
// (SPEC §7 GET accesscode?replay).
import { useEffect, useState } from 'react';
import { CallReplayStatus } from '@podium/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { fetchReplayAccessCode } from '../conference.api.ts';
import { useConferenceSession } from '../session-host.ts';
import { useCallPlayback } from '../useCallPlayback.ts';

/** Shown by the call's view once the call has ended, to a viewer it did not cut off. */
export function CallReplayNotice() {
  const { t } = useTranslation('conference');
  const session = useConferenceSession();
  const playback = useCallPlayback(true);
  const phone = playback?.Status === CallReplayStatus.Available && playback.PhoneReplay;
  const [code, setCode] = useState<string | null>(null);

  useEffect(() => {
    if (!phone || session === null) {
      setCode(null);
      return undefined;
    }
    let cancelled = false;
    fetchReplayAccessCode(session.call)
      .then((found) => !cancelled && setCode(found))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [phone, session]);

  if (playback?.Status === CallReplayStatus.Pending)
    return <p className="conference__replay-note">{t('replay.pending')}</p>;
  if (code === null) return null;
  return <p className="conference__replay-note">{t('replay.byPhone', { code })}</p>;
}
