// Plays a live video stream or replay in a video element: HLS through hls.js, loaded on first use
// (ARCHITECTURE §7: not in the viewer's initial JS), or natively where the browser plays HLS; a
// replay published as an MP4 file plays as it is. Live playback stays close to the live edge:
// two segments behind it, catching up a little faster when it drifts. A live stream that fails or
// stops moving is started again by itself (useStreamRecovery); `retry` does it now. A replay's
// addresses are signed and expire (an hour or two): when its source can no longer be fetched, the
// address is asked for again (`renew`) and playback goes on from where it was, once per failure;
// failing again before it plays is shown as an error.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type Hls from 'hls.js';
import { useStreamRecovery } from '../../shared/media/useStreamRecovery.ts';

const HLS_MIME = 'application/vnd.apple.mpegurl';
/** MediaError codes that mean the source could not be fetched (an expired address among them). */
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

/** A replay's source asked for again after it failed: where, and how, to go on. */
interface Renewal {
  /** The address given by the caller that this renewal replaces. */
  readonly from: string;
  readonly url: string;
  readonly time: number;
  readonly play: boolean;
}

/** Segments behind the live edge playback aims for (1 s segments: about 2 s of latency). */
export const LIVE_SYNC_SEGMENTS = 2;

export type HlsVideoStatus = 'idle' | 'loading' | 'ready' | 'error' | 'notSupported';

export interface HlsVideo {
  readonly status: HlsVideoStatus;
  /** The wall-clock moment of the frame shown (program date-time), when the stream says it. */
  playingDate(): Date | null;
  /** Starts a live stream afresh now (after a failure). */
  retry(): void;
}

/**
 * `connectionUp`: the hub connection is up; when it comes back a failed live stream restarts.
 * `renew`: a replay's address asked for again (null: none); without it the same address is
 * loaded again, as a session-checked playlist that signs its segments afresh.
 */
export function useHlsVideo(
  videoRef: RefObject<HTMLMediaElement | null>,
  url: string | null,
  live: boolean,
  connectionUp = true,
  renew?: () => Promise<string | null>,
): HlsVideo {
  const [playerStatus, setStatus] = useState<HlsVideoStatus>('idle');
  const hlsRef = useRef<Hls | null>(null);
  const [renewal, setRenewal] = useState<Renewal | null>(null);
  const resumed = renewal !== null && renewal.from === url ? renewal : null;
  const renewRef = useRef(renew);
  useEffect(() => {
    renewRef.current = renew;
  });
  const { attempt, stalled, retry } = useStreamRecovery(videoRef, {
    active: live && url !== null,
    ready: playerStatus === 'ready',
    failed: playerStatus === 'error',
    connectionUp,
  });
  const status: HlsVideoStatus = stalled ? 'error' : playerStatus;

  useEffect(() => {
    const video = videoRef.current;
    if (video === null || url === null) {
      setStatus('idle');
      return;
    }
    let cancelled = false;
    let destroy: (() => void) | null = null;
    setStatus('loading');
    const source = resumed?.url ?? url;
    const play = () => video.play()?.catch(() => undefined);
    // A replay whose source failed: ask for its address again and go on from here, unless it
    // failed again since the last renewal without playing in between.
    let renewable = resumed === null;
    const onPlaying = () => {
      renewable = true;
    };
    video.addEventListener('playing', onPlaying);
    const recover = () => {
      if (cancelled) return;
      if (live || !renewable) {
        setStatus('error');
        return;
      }
      renewable = false;
      const at = { time: video.currentTime, play: !video.paused };
      const ask = renewRef.current ? renewRef.current() : Promise.resolve(url);
      ask.then(
        (fresh) => {
          if (cancelled) return;
          if (fresh === null) setStatus('error');
          else setRenewal({ from: url, url: fresh, ...at });
        },
        () => !cancelled && setStatus('error'),
      );
    };
    const onError = () => {
      const code = video.error?.code;
      if (code === MEDIA_ERR_NETWORK || code === MEDIA_ERR_SRC_NOT_SUPPORTED) recover();
    };
    const resume = () => {
      if (resumed === null) return;
      video.currentTime = resumed.time;
      if (resumed.play) void play();
    };
    const start = () => {
      if (resumed === null || resumed.play) void play();
    };
    (async () => {
      if (!/\.m3u8(\?|$)/.test(source)) {
        video.addEventListener('error', onError);
        video.addEventListener('loadedmetadata', resume, { once: true });
        video.src = source;
        destroy = () => {
          video.removeEventListener('error', onError);
          video.removeEventListener('loadedmetadata', resume);
          video.removeAttribute('src');
          video.load();
        };
        setStatus('ready');
        start();
        return;
      }
      const { default: HlsPlayer } = await import('hls.js');
      if (cancelled) return;
      if (HlsPlayer.isSupported()) {
        const hls = new HlsPlayer(
          live
            ? {
                liveSyncDurationCount: LIVE_SYNC_SEGMENTS,
                liveMaxLatencyDurationCount: LIVE_SYNC_SEGMENTS + 4,
                maxLiveSyncPlaybackRate: 1.2,
                backBufferLength: 30,
              }
            : resumed !== null
              ? { startPosition: resumed.time }
              : {},
        );
        hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (!data.fatal || cancelled) return;
          if (data.type === HlsPlayer.ErrorTypes.NETWORK_ERROR) recover();
          else setStatus('error');
        });
        hls.loadSource(source);
        hls.attachMedia(video);
        hlsRef.current = hls;
        destroy = () => {
          hlsRef.current = null;
          hls.destroy();
        };
      } else if (video.canPlayType(HLS_MIME) !== '') {
        video.addEventListener('error', onError);
        video.addEventListener('loadedmetadata', resume, { once: true });
        video.src = source;
        destroy = () => {
          video.removeEventListener('error', onError);
          video.removeEventListener('loadedmetadata', resume);
          video.removeAttribute('src');
          video.load();
        };
      } else {
        setStatus('notSupported');
        return;
      }
      setStatus('ready');
      // SPEC §9 autoplay; a browser that blocks it leaves Play to the viewer.
      start();
    })().catch(() => {
      if (!cancelled) setStatus('error');
    });
    return () => {
      cancelled = true;
      video.removeEventListener('playing', onPlaying);
      if (!video.paused) video.pause();
      destroy?.();
    };
  }, [videoRef, url, live, attempt, resumed]);

  const playingDate = useCallback(() => hlsRef.current?.playingDate ?? null, []);
  return { status, playingDate, retry };
}
