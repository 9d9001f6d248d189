// The live call audio (SPEC §7 GET livestream → HLS URL): hls.js, loaded on first use
// (ARCHITECTURE §7), or the browser's own HLS where it has it (Safari). Listening is reported to
// the session (SPEC §7/§9 participant session and still-streaming events). The stream comes in
// half-second segments and hls.js keeps about a second behind the live edge, catching up by
// playing slightly faster. While the viewer speaks in the call the stream is muted (they hear the
// other speakers directly) and keeps playing, so it is live again the moment they stop.
// A stream that fails (the server restarting, the network gone) or stops moving is started again
// by itself (useStreamRecovery); `retry` does it now.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { isConnectionUp } from '@podium/domain';
import { useStreamRecovery } from '../../shared/media/useStreamRecovery.ts';
import { fetchLiveStreamUrl } from './conference.api.ts';
import { useConferenceStore } from './conference.store.ts';
import { useConferenceSession } from './session-host.ts';

export type LiveAudioStatus = 'idle' | 'loading' | 'ready' | 'error' | 'notSupported';

export interface LiveAudio {
  readonly audioRef: RefObject<HTMLAudioElement | null>;
  readonly status: LiveAudioStatus;
  readonly playing: boolean;
  readonly muted: boolean;
  readonly togglePlay: () => void;
  readonly toggleMute: () => void;
  /** Starts the stream again now (after a failure). */
  readonly retry: () => void;
}

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** hls.js tuned for a call's low-latency stream (0.5 s audio segments). */
export const LIVE_AUDIO_HLS_CONFIG = {
  liveDurationInfinity: true,
  lowLatencyMode: true,
  /** Seconds behind the live edge playback aims at. */
  liveSyncDuration: 1,
  /** Further behind than this, playback jumps to the live edge. */
  liveMaxLatencyDuration: 3,
  /** Between the two, playback catches up at up to this rate (unnoticeable in speech). */
  maxLiveSyncPlaybackRate: 1.1,
  /** Audio already played is kept this long only. */
  backBufferLength: 4,
} as const;

/**
 * `active`: the call is live and this participant may listen; turning it off stops the audio.
 * `silenced`: the participant speaks in the call; the stream plays muted until it turns off.
 */
export function useLiveAudio(active: boolean, silenced = false): LiveAudio {
  const session = useConferenceSession();
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playerStatus, setStatus] = useState<LiveAudioStatus>('idle');
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  const connectionUp = useConferenceStore((s) => isConnectionUp(s.toaster));
  const { attempt, stalled, retry } = useStreamRecovery(audioRef, {
    active,
    ready: playerStatus === 'ready',
    failed: playerStatus === 'error',
    connectionUp,
  });
  const status: LiveAudioStatus = stalled ? 'error' : playerStatus;

  useEffect(() => {
    const audio = audioRef.current;
    if (!active || session === null || audio === null) {
      setStatus('idle');
      return;
    }
    let cancelled = false;
    let destroy: (() => void) | null = null;
    setStatus('loading');
    (async () => {
      const url = await fetchLiveStreamUrl(session.call);
      const { default: Hls } = await import('hls.js');
      if (cancelled) return;
      if (Hls.isSupported()) {
        const hls = new Hls(LIVE_AUDIO_HLS_CONFIG);
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setStatus('error');
        });
        hls.loadSource(url);
        hls.attachMedia(audio);
        destroy = () => hls.destroy();
      } else if (audio.canPlayType(HLS_MIME) !== '') {
        audio.src = url;
        destroy = () => {
          audio.removeAttribute('src');
          audio.load();
        };
      } else {
        setStatus('notSupported');
        return;
      }
      setStatus('ready');
      // SPEC §9 autoplay; a browser that blocks it leaves the Play button to the user.
      audio.play()?.catch(() => undefined);
    })().catch(() => {
      if (!cancelled) setStatus('error');
    });
    return () => {
      cancelled = true;
      if (!audio.paused) audio.pause();
      destroy?.();
    };
  }, [active, session, attempt]);

  useEffect(() => {
    session?.setListening(playing && active);
  }, [session, playing, active]);

  const togglePlay = useCallback(() => {
    const audio = audioRef.current;
    if (audio === null) return;
    if (audio.paused) audio.play()?.catch(() => undefined);
    else audio.pause();
  }, []);
  const toggleMute = useCallback(() => {
    const audio = audioRef.current;
    if (audio !== null) audio.muted = !audio.muted;
  }, []);

  useEffect(() => {
    const audio = audioRef.current;
    if (audio === null) return;
    const sync = () => {
      setPlaying(!audio.paused);
      setMuted(audio.muted);
    };
    const events = ['play', 'pause', 'volumechange', 'ended', 'emptied'] as const;
    for (const name of events) audio.addEventListener(name, sync);
    return () => {
      for (const name of events) audio.removeEventListener(name, sync);
    };
  }, []);

  useEffect(() => {
    const audio = audioRef.current;
    if (!silenced || audio === null) return;
    const wasMuted = audio.muted;
    audio.muted = true;
    return () => {
      audio.muted = wasMuted;
    };
  }, [silenced]);

  return { audioRef, status, playing, muted, togglePlay, toggleMute, retry };
}
