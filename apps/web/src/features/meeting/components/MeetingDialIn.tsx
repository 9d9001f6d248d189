// How to take part in the meeting by phone (SPEC §1 dial-in information, §7 dialindetails): the
// meeting's id and pin, the bridge's numbers (the primary first, each a tel: link), and the
// calendar file (SPEC §7 icsfile) while the meeting is still ahead or running.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import type { SmallGroupMeetingData } from '@podium/domain';
import type { MeetingDialInLoad } from '../useMeetingDialIn.ts';

interface Props {
  readonly data: SmallGroupMeetingData;
  readonly load: MeetingDialInLoad;
  /** The calendar file's link; null once the meeting has ended. */
  readonly calendarUrl: string | null;
}

export function MeetingDialIn({ data, load, calendarUrl }: Props) {
  const { t } = useTranslation('meeting');
  const numbers =
    load.status === 'loaded'
      ? [...load.data.PhoneNumbers].sort((a, b) => Number(b.IsPrimary) - Number(a.IsPrimary))
      : [];
  return (
    <div className="meeting__dial-in">
      <p>{t('dialIn', { meetingId: data.MeetingId, pin: data.MeetingPin })}</p>
      {numbers.length > 0 && (
        <ul className="meeting__numbers" aria-label={t('dialInNumbers')}>
          {numbers.map((number) => (
            <li key={`${number.NumberType}-${number.PhoneNumber}`}>
              {t(`numberType.${number.NumberType}`, { country: number.CountryCode })}{' '}
              <a href={`tel:${number.PhoneNumber.replace(/[^+\d]/g, '')}`}>{number.PhoneNumber}</a>
            </li>
          ))}
        </ul>
      )}
      {load.status === 'failed' && <p>{t('dialInUnavailable')}</p>}
      {calendarUrl !== null && (
        <a className="meeting__calendar" href={calendarUrl} download>
          {t('addToCalendar')}
        </a>
      )}
    </div>
  );
}
