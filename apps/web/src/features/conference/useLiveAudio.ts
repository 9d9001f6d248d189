// The live call audio (SPEC §7 GET livestream → HLS URL): hls.js, loaded on first use
// (ARCHITECTURE §7), or the browser's own HLS where it has it (Safari). Listening is reported to
// the session (SPEC §7/§9 participant session and still-streaming events). The stream comes in
// half-second segments and hls.js keeps about a second behind the live edge, catching up by
// playing slightly faster. While the viewer speaks in the call the stream is muted (they hear the
// other speakers directly) and keeps playing, so it is live again the moment they stop.
// A stream that fails (the server restarting, the network gone) or stops moving is started again
// by itself: at once when the hub comes back, else every LIVE_AUDIO_RETRY_MS; `retry` does it now.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { isConnectionUp } from '@podium/domain';
import { fetchLiveStreamUrl } from './conference.api.ts';
import { useConferenceStore } from './conference.store.ts';
import { useConferenceSession } from './session-host.ts';

/** How long after a failure the stream is tried again, while it keeps failing. */
export const LIVE_AUDIO_RETRY_MS = 5_000;
/**
 * A stream that plays without moving this long has stopped (its server went away while
 * hls.js still waits): it counts as failed. Several segments' worth, so a slow network is not it.
 */
export const LIVE_AUDIO_STALL_MS = 8_000;
const STALL_CHECK_MS = 1_000;

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
  const [status, setStatus] = useState<LiveAudioStatus>('idle');
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(false);
  /** Each new attempt starts the stream afresh. */
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const connectionUp = useConferenceStore((s) => isConnectionUp(s.toaster));

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

  // A failed stream is tried again while it should play: every LIVE_AUDIO_RETRY_MS, and at once
  // when the hub connection comes back (the server is answering again).
  const failed = active && status === 'error';
  useEffect(() => {
    if (!failed) return undefined;
    const timer = setTimeout(retry, LIVE_AUDIO_RETRY_MS);
    return () => clearTimeout(timer);
  }, [failed, attempt, retry]);
  const wasUp = useRef(connectionUp);
  useEffect(() => {
    if (connectionUp && !wasUp.current && failed) retry();
    wasUp.current = connectionUp;
  }, [connectionUp, failed, retry]);

  // Playing but not moving for LIVE_AUDIO_STALL_MS: failed.
  useEffect(() => {
    const audio = audioRef.current;
    if (!active || status !== 'ready' || audio === null) return undefined;
    let last = { time: audio.currentTime, at: Date.now() };
    const timer = setInterval(() => {
      const now = Date.now();
      if (audio.paused || audio.currentTime !== last.time)
        last = { time: audio.currentTime, at: now };
      else if (now - last.at >= LIVE_AUDIO_STALL_MS) setStatus('error');
    }, STALL_CHECK_MS);
    return () => clearInterval(timer);
  }, [active, status, attempt]);

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
