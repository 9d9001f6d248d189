// What the participant is told about their media: a blocked microphone (no joining) or camera
// (joined with audio only), no network or the meeting reconnecting after a network change, the
// SPEC §8 audio connection messages, and a host action that did not work.
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { meetingMediaLoss, useMeetingStore } from '../meeting.store.ts';

export function MeetingNotices() {
  const { t } = useTranslation('meeting');
  const state = useMeetingStore();
  const { audioNotice, microphoneBlocked, cameraBlocked, actionFailed } = state;
  const loss = meetingMediaLoss(state);
  return (
    <>
      {microphoneBlocked && (
        <p role="alert" className="meeting__alert">
          {t('microphoneBlocked')}
        </p>
      )}
      {cameraBlocked && (
        <p role="alert" className="meeting__alert">
          {t('cameraBlocked')}
        </p>
      )}
      {loss !== null && (
        <p role="alert" className="meeting__alert" data-media-loss={loss}>
          {t(`mediaLoss.${loss}`)}
        </p>
      )}
      {audioNotice !== null && (
        <p role={audioNotice === 'failed' || audioNotice === 'lost' ? 'alert' : 'status'}>
          {t(`audio.${audioNotice}`)}
        </p>
      )}
      {actionFailed && <p role="alert">{t('actionFailed')}</p>}
    </>
  );
}
