// Speaking in a conference call from the browser: for presenters and coordinators `Join audio`
// and `Leave audio`; for an attendee the moderator gave the floor, joining by itself with "You can
// speak now". Once in: the `Mute` / `Unmute` toggle, the `Microphone` picker and the `Microphone
// level` meter; the SPEC §8 audio connection texts while connecting or after a failure, with
// `Retry`. The other speakers are heard here directly (SpeakerAudio).
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import '../call-audio-i18n.ts';
import {
  CallAudioPhase,
  useCallAudioStore,
  type CallAudioNotice,
  type CallAudioPhase as Phase,
} from '../call-audio.store.ts';
import { useCallAudio } from '../useCallAudio.ts';
import { LevelMeter } from './LevelMeter.tsx';
import { MicrophonePicker } from './MicrophonePicker.tsx';
import { SpeakerAudio } from './SpeakerAudio.tsx';
import '../call-audio.css';

type T = (key: string) => string;

/** The one line that says where the connection stands; failures are alerts. */
function statusOf(
  phase: Phase,
  atWill: boolean,
  notice: CallAudioNotice,
  t: T,
): { readonly text: string; readonly alert: boolean } | null {
  switch (phase) {
    case CallAudioPhase.Idle:
      if (notice !== null) return { text: t(`notice.${notice}`), alert: false };
      return atWill ? { text: t('joinHint'), alert: false } : null;
    case CallAudioPhase.Connecting:
      return { text: t('audio.connecting'), alert: false };
    case CallAudioPhase.StillConnecting:
      return { text: t('audio.stillConnecting'), alert: false };
    case CallAudioPhase.Connected:
      return { text: atWill ? t('connected') : t('canSpeak'), alert: false };
    case CallAudioPhase.Lost:
      return { text: t('audio.lost'), alert: true };
    case CallAudioPhase.Failed:
      return { text: t('audio.failed'), alert: true };
    case CallAudioPhase.Blocked:
      return { text: t('microphoneBlocked'), alert: true };
  }
}

export const CallAudioPanel = memo(function CallAudioPanel() {
  const { t } = useTranslation('callAudio');
  const { shown, atWill, media } = useCallAudio();
  const phase = useCallAudioStore((s) => s.phase);
  const notice = useCallAudioStore((s) => s.notice);
  const muted = useCallAudioStore((s) => s.muted);
  const mutedByModerator = useCallAudioStore((s) => s.mutedByModerator);
  const localStream = useCallAudioStore((s) => s.localStream);
  const remoteStreams = useCallAudioStore((s) => s.remoteStreams);
  const microphoneId = useCallAudioStore((s) => s.microphoneId);
  if (!shown || media === null) return null;

  const status = statusOf(phase, atWill, notice, t);
  const connected = phase === CallAudioPhase.Connected;
  const connecting =
    phase === CallAudioPhase.Connecting || phase === CallAudioPhase.StillConnecting;
  const retry =
    phase === CallAudioPhase.Lost ||
    phase === CallAudioPhase.Failed ||
    phase === CallAudioPhase.Blocked;

  return (
    <section className="call-audio" aria-label={t('region')}>
      {status !== null && (
        <p
          className={`call-audio__status${status.alert ? ' call-audio__status--alert' : ''}`}
          role={status.alert ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      )}
      {connected && (muted || mutedByModerator) && (
        <p className="call-audio__muted">{mutedByModerator ? t('mutedByModerator') : t('muted')}</p>
      )}
      <div className="call-audio__controls">
        {atWill && phase === CallAudioPhase.Idle && (
          <Button onClick={() => void media.join()}>{t('join')}</Button>
        )}
        {retry && (
          <Button variant="secondary" onClick={() => void media.join()}>
            {t('retry')}
          </Button>
        )}
        {connected && (
          <Button variant="secondary" onClick={() => media.setMuted(!muted)}>
            {muted ? t('unmute') : t('mute')}
          </Button>
        )}
        {atWill && (connecting || connected || phase === CallAudioPhase.Lost) && (
          <Button variant="secondary" onClick={() => void media.leave()}>
            {t('leave')}
          </Button>
        )}
      </div>
      {connected && (
        <div className="call-audio__devices">
          <MicrophonePicker
            value={microphoneId}
            refreshKey={localStream}
            onChange={(deviceId) => void media.switchMicrophone(deviceId)}
          />
          <LevelMeter stream={localStream} />
        </div>
      )}
      <SpeakerAudio streams={remoteStreams} />
    </section>
  );
});
