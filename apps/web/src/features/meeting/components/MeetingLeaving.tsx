// SPEC §2 loader overlay while leaving a meeting: over the whole page, from Leave meeting until
// the media connection and the devices are closed. Its text is a polite status; the meeting's
// view under it is marked busy meanwhile (MeetingKindView).
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { Loading } from '../../../shared/ui/Loading.tsx';

export function MeetingLeaving() {
  const { t } = useTranslation('meeting');
  return (
    <div className="meeting__leaving">
      <Loading label={t('leaving')} />
    </div>
  );
}
