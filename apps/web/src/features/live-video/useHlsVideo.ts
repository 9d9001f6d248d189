// Plays a live video stream or replay in a video element: HLS through hls.js, loaded on first use
// (ARCHITECTURE §7: not in the viewer's initial JS), or natively where the browser plays HLS; a
// replay published as an MP4 file plays as it is. Live playback stays close to the live edge:
// two segments behind it, catching up a little faster when it drifts. A live stream that fails or
// stops moving is started again by itself (useStreamRecovery); `retry` does it now.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type Hls from 'hls.js';
import { useStreamRecovery } from '../../shared/media/useStreamRecovery.ts';

const HLS_MIME = 'application/vnd.apple.mpegurl';

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

/** `connectionUp`: the hub connection is up; when it comes back a failed live stream restarts. */
export function useHlsVideo(
  videoRef: RefObject<HTMLMediaElement | null>,
  url: string | null,
  live: boolean,
  connectionUp = true,
): HlsVideo {
  const [playerStatus, setStatus] = useState<HlsVideoStatus>('idle');
  const hlsRef = useRef<Hls | null>(null);
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
    const play = () => video.play()?.catch(() => undefined);
    (async () => {
      if (!/\.m3u8(\?|$)/.test(url)) {
        video.src = url;
        destroy = () => {
          video.removeAttribute('src');
          video.load();
        };
        setStatus('ready');
        void play();
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
            : {},
        );
        hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (data.fatal && !cancelled) setStatus('error');
        });
        hls.loadSource(url);
        hls.attachMedia(video);
        hlsRef.current = hls;
        destroy = () => {
          hlsRef.current = null;
          hls.destroy();
        };
      } else if (video.canPlayType(HLS_MIME) !== '') {
        video.src = url;
        destroy = () => {
          video.removeAttribute('src');
          video.load();
        };
      } else {
        setStatus('notSupported');
        return;
      }
      setStatus('ready');
      // SPEC §9 autoplay; a browser that blocks it leaves Play to the viewer.
      void play();
    })().catch(() => {
      if (!cancelled) setStatus('error');
    });
    return () => {
      cancelled = true;
      if (!video.paused) video.pause();
      destroy?.();
    };
  }, [videoRef, url, live, attempt]);

  const playingDate = useCallback(() => hlsRef.current?.playingDate ?? null, []);
  return { status, playingDate, retry };
}
