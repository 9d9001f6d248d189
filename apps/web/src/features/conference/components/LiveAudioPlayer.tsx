// The live call audio with the media player's accessible names (ARCHITECTURE §5: Play/Pause,
// Mute/Unmute). The stream is on from about 10 minutes before the call (silence until it goes
// live) and while it is live; nothing plays once access is revoked (SPEC §6, §8, §9).
// While the viewer speaks in the call (call-audio feature) the stream is muted, so they do not
// hear themselves a moment late, and its controls give way to a line saying so.
// A browser that cannot stream (SPEC §8: iOS) is not offered the stream: its SPEC §8 text says to
// dial in instead.
import { memo } from 'react';
import { StreamingNotice, StreamPlace, StreamPlay, streamingSupport } from '@podium/domain';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { PlayerIcon } from '../../media/components/PlayerIcon.tsx';
import { isInCallAudio, useCallAudioStore } from '../../call-audio/call-audio.store.ts';
import { selectCutOff, useConferenceStore } from '../conference.store.ts';
import { useLiveAudio } from '../useLiveAudio.ts';
import { useLiveStreamOn } from '../useLiveStreamOn.ts';

export const LiveAudioPlayer = memo(function LiveAudioPlayer() {
  const { t } = useTranslation('conference');
  const live = useConferenceStore((s) => s.call.isLive);
  const streamOn = useLiveStreamOn();
  const revoked = useConferenceStore((s) => selectCutOff(s) !== null);
  // The stream is for participants: it is asked for once this user is registered in the call.
  const joined = useConferenceStore((s) => s.participant !== null);
  const speaking = useCallAudioStore((s) => isInCallAudio(s.phase));
  const support = streamingSupport(navigator.userAgent, StreamPlace.LiveAudio);
  const streams = support.plays !== StreamPlay.None;
  const audio = useLiveAudio(streams && streamOn && joined && !revoked, speaking);
  const ready = audio.status === 'ready';

  return (
    <section className="conference-audio" aria-label={t('audio.region')}>
      <audio ref={audio.audioRef} preload="none" />
      {speaking ? (
        <p className="conference-audio__note">{t('audio.speaking')}</p>
      ) : !streams ? (
        <p className="conference-audio__note">{t(NOTICE_KEYS[support.notice])}</p>
      ) : (
        <div className="media-controls conference-audio__controls">
          <button
            type="button"
            className="media-controls__button media-controls__button--primary"
            aria-label={audio.playing ? t('audio.pause') : t('audio.play')}
            title={audio.playing ? t('audio.pause') : t('audio.play')}
            disabled={!ready}
            onClick={audio.togglePlay}
          >
            <PlayerIcon name={audio.playing ? 'pause' : 'play'} />
          </button>
          <button
            type="button"
            className="media-controls__button"
            aria-label={audio.muted ? t('audio.unmute') : t('audio.mute')}
            title={audio.muted ? t('audio.unmute') : t('audio.mute')}
            disabled={!ready}
            onClick={audio.toggleMute}
          >
            <PlayerIcon name={audio.muted ? 'muted' : 'volume'} />
          </button>
          <span className="conference-audio__state">
            {audioText(audio.status, audio.playing, streamOn, live, t, NOTICE_KEYS[support.notice])}
          </span>
          {audio.status === 'error' && (
            <button type="button" className="media-controls__text-button" onClick={audio.retry}>
              {t('audio.retry')}
            </button>
          )}
        </div>
      )}
    </section>
  );
});

/** The SPEC §8 Browser Not Supported texts of the call audio. */
const NOTICE_KEYS: Readonly<Record<StreamingNotice, string>> = {
  [StreamingNotice.UnableToStream]: 'audio.notSupported',
  [StreamingNotice.StreamingUnavailable]: 'audio.notSupported',
  [StreamingNotice.StreamAudioAbove]: 'audio.notSupported',
  [StreamingNotice.NotOnIos]: 'audio.notOnIos',
};

function audioText(
  status: ReturnType<typeof useLiveAudio>['status'],
  playing: boolean,
  streamOn: boolean,
  live: boolean,
  t: (key: string) => string,
  notSupported: string,
): string {
  if (!streamOn) return t('audio.waiting');
  switch (status) {
    case 'loading':
      return t('audio.loading');
    case 'error':
      return t('audio.error');
    case 'notSupported':
      return t(notSupported);
    default:
      if (!playing) return '';
      return live ? t('audio.listening') : t('audio.beforeLive');
  }
}
