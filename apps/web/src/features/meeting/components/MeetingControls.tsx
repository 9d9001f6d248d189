// The meeting's controls: the host's Start meeting / End meeting, everyone's Join meeting /
// Leave meeting, microphone and camera toggles and device pickers, and the connection status.
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { isInMeeting, MeetingPhase } from '@podium/domain';
import { useMeetingStore } from '../meeting.store.ts';
import type { DeviceChoice } from '../meeting.devices.ts';
import { DevicePickers } from './DevicePickers.tsx';

interface Props {
  readonly phase: MeetingPhase;
  readonly isHost: boolean;
  /** False while the pre-event modal offers Join meeting itself. */
  readonly joinOffered: boolean;
  readonly busy: boolean;
  readonly onStart: () => void;
  readonly onEnd: () => void;
  readonly onJoin: (choice: DeviceChoice) => void;
  readonly onLeave: () => void;
  readonly onMicrophone: (on: boolean) => void;
  readonly onCamera: (on: boolean) => void;
  readonly onDevices: (choice: DeviceChoice) => void;
  readonly onScreen: (share: boolean) => void;
}

export function MeetingControls(props: Props) {
  const { t } = useTranslation('meeting');
  const { connection, microphoneOn, cameraOn, mutedByHost, localStream, localScreen } =
    useMeetingStore();
  const [choice, setChoice] = useState<DeviceChoice>({ microphoneId: null, cameraId: null });
  const inMeeting = isInMeeting(connection);
  const started = props.phase === MeetingPhase.Started;
  const canStart =
    props.isHost &&
    (props.phase === MeetingPhase.Waiting ||
      props.phase === MeetingPhase.StartingSoon ||
      props.phase === MeetingPhase.LaunchInProgress);
  const change = (next: DeviceChoice) => {
    setChoice(next);
    props.onDevices(next);
  };
  return (
    <div className="meeting__controls" role="toolbar" aria-label={t('controls')}>
      {canStart && (
        <button
          type="button"
          className="pd-button pd-button--primary"
          onClick={props.onStart}
          disabled={props.busy}
        >
          {t('startMeeting')}
        </button>
      )}
      {started && !inMeeting && props.joinOffered && (
        <button
          type="button"
          className="pd-button pd-button--primary"
          onClick={() => props.onJoin(choice)}
          disabled={props.busy}
        >
          {t('joinMeeting')}
        </button>
      )}
      {inMeeting && (
        <>
          <button type="button" className="pd-button pd-button--secondary" onClick={props.onLeave}>
            {t('leaveMeeting')}
          </button>
          <button
            type="button"
            className="pd-button pd-button--secondary"
            onClick={() => props.onMicrophone(!microphoneOn || mutedByHost)}
          >
            {microphoneOn && !mutedByHost ? t('muteMicrophone') : t('unmuteMicrophone')}
          </button>
          <button
            type="button"
            className="pd-button pd-button--secondary"
            onClick={() => props.onCamera(!cameraOn)}
          >
            {cameraOn ? t('stopCamera') : t('startCamera')}
          </button>
          {props.isHost && (
            <button
              type="button"
              className="pd-button pd-button--secondary"
              onClick={() => props.onScreen(localScreen === null)}
            >
              {localScreen === null ? t('shareScreen') : t('stopSharing')}
            </button>
          )}
        </>
      )}
      {started && props.isHost && (
        <button
          type="button"
          className="pd-button pd-button--danger"
          onClick={props.onEnd}
          disabled={props.busy}
        >
          {t('endMeeting')}
        </button>
      )}
      {started && <DevicePickers choice={choice} onChange={change} refreshKey={localStream} />}
      <span className="meeting__connection" data-status={connection}>
        {t(`status.${connection}`)}
      </span>
    </div>
  );
}
