// A conference call's replay (SPEC §4 PUBLISHED, §7 GET signature: the recording's signed
// address, asked again when it expires) in the live video's replay stage, as audio: Play/Pause, Mute/Unmute, Seek and Playback speed, the slides turning at the
// moments kept while the call was live (onPlayingDate), and listening reported to the call as a
// Replay participant session (SPEC §3, §7).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { VideoStage } from '../../live-video/components/VideoStage.tsx';
import { fetchReplaySignedUrl } from '../conference.api.ts';
import { useConferenceStore } from '../conference.store.ts';
import { useConferenceSession } from '../session-host.ts';

interface Props {
  /** Called with the wall-clock moment of what plays (the slides follow it). */
  readonly onPlayingDate?: (date: Date) => void;
}

export function CallReplayPlayer({ onPlayingDate }: Props) {
  const { t } = useTranslation('conference');
  const session = useConferenceSession();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // The server gives the replay to the call's participants: asked once this viewer joined the call,
  // so a Watch replay chosen at once does not meet a refusal.
  const joined = useConferenceStore((s) => s.participant !== null);
  useEffect(() => {
    if (session === null || !joined) return;
    let cancelled = false;
    fetchReplaySignedUrl(session.call)
      .then((found) => !cancelled && setUrl(found))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [session, joined]);
  // The replay's address is signed and expires: a player holding it longer asks again.
  const renew = useCallback(
    () => (session === null ? Promise.resolve(null) : fetchReplaySignedUrl(session.call)),
    [session],
  );
  const onPlayingChange = useCallback(
    (playing: boolean) => session?.setListening(playing, 'Replay'),
    [session],
  );
  useEffect(() => () => session?.setListening(false), [session]);
  const texts = {
    media: t('replay.region'),
    loading: t('replay.loading'),
    error: t('replay.error'),
  };

  if (url === null)
    return (
      <section className="conference-audio" aria-label={texts.media}>
        <p role="status">{failed ? texts.error : texts.loading}</p>
      </section>
    );
  return (
    <div className="conference-audio conference-audio--replay">
      <VideoStage
        url={url}
        live={false}
        media="audio"
        texts={texts}
        onPlayingChange={onPlayingChange}
        renew={renew}
        {...(onPlayingDate ? { onPlayingDate } : {})}
      />
    </div>
  );
}
