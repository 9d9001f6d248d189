// The broadcast's audio (a simulated-live call) or video (a simulated-live video) element, held
// on the server's clock: while the broadcast plays it plays
// at the broadcast position (corrected when it drifts more than DRIFT_TOLERANCE_S), and it halts
// when a coordinator pauses or stops (SPEC §4). Attendees cannot seek or pause: the element has
// no controls of its own; only Mute/Unmute is theirs. A browser that refuses to start audio
// without a gesture leaves the first load paused: SPEC §4 "if the first load is paused, it
// resumes", here with the viewer's Play (the one gesture the browser asks for). A recording that
// stops reaching the viewer (the server restarting, the network gone) is loaded again by itself
// (useStreamRecovery) and put back on the clock, under an address asked for afresh (the one held
// is signed and expires after an hour or two); `retry` is the viewer's Try again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isConnectionUp, type PlaybackMediaResponse } from '@podium/domain';
import { useConferenceStore } from '../conference/conference.store.ts';
import { useConferenceSession } from '../conference/session-host.ts';
import { useStreamRecovery } from '../../shared/media/useStreamRecovery.ts';
import { fetchPlaybackMedia } from './simulive.api.ts';
import { broadcastNow, useSimuLiveStore } from './simulive.store.ts';

/** How far the element may wander from the broadcast position before it is put back. */
export const DRIFT_TOLERANCE_S = 0.5;
/** How often the element is compared with the clock. */
const SYNC_INTERVAL_MS = 1_000;

/** The rendition the broadcast plays: the lowest audio bit rate, or the highest video resolution. */
export function broadcastUrl(media: PlaybackMediaResponse | null, video: boolean): string | null {
  if (media === null) return null;
  return (video ? media.VideoResolutions[0]?.Url : media.Media.at(-1)?.Url) ?? null;
}

export interface BroadcastMedia {
  readonly mediaRef: React.RefObject<HTMLMediaElement | null>;
  /** The rendition to play (null until the recording was read). */
  readonly url: string | null;
  /** The browser refused to start the audio: the viewer's Play starts it. */
  readonly blocked: boolean;
  readonly muted: boolean;
  /** The broadcast plays but its recording does not reach the viewer; it is being tried again. */
  readonly lost: boolean;
  readonly start: () => void;
  readonly toggleMute: () => void;
  readonly retry: () => void;
}

export function useBroadcastMedia(video: boolean): BroadcastMedia {
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const session = useConferenceSession();
  const url = useSimuLiveStore((s) => broadcastUrl(s.media, video));
  const [blocked, setBlocked] = useState(false);
  const [muted, setMuted] = useState(false);
  const [failed, setFailed] = useState(false);
  const [ready, setReady] = useState(false);
  const onAir = useSimuLiveStore((s) => s.control?.Status === 'Playing' && !s.ended);
  const connectionUp = useConferenceStore((s) => isConnectionUp(s.toaster));
  const active = onAir && url !== null;
  const { attempt, stalled, retry } = useStreamRecovery(mediaRef, {
    active,
    ready,
    failed,
    connectionUp,
  });

  const sync = useCallback(() => {
    const audio = mediaRef.current;
    if (!audio || url === null) return;
    const current = broadcastNow(useSimuLiveStore.getState(), Date.now());
    if (current === null) return;
    if (current.Status !== 'Playing') {
      if (!audio.paused) audio.pause();
      if (Math.abs(audio.currentTime - current.Offset) > DRIFT_TOLERANCE_S && audio.readyState > 0)
        audio.currentTime = current.Offset;
      return;
    }
    if (Math.abs(audio.currentTime - current.Offset) > DRIFT_TOLERANCE_S)
      audio.currentTime = current.Offset;
    if (audio.paused) {
      audio.play().then(
        () => setBlocked(false),
        (error: unknown) => {
          if (error instanceof DOMException && error.name === 'NotAllowedError') setBlocked(true);
        },
      );
    }
  }, [url]);

  useEffect(() => {
    const element = mediaRef.current;
    sync();
    const timer = setInterval(sync, SYNC_INTERVAL_MS);
    const unsubscribe = useSimuLiveStore.subscribe((state, previous) => {
      if (state.control !== previous.control || state.media !== previous.media) sync();
    });
    return () => {
      clearInterval(timer);
      unsubscribe();
      element?.pause();
    };
  }, [sync]);

  // The element's own account of its recording: it plays, or it failed to fetch or decode it.
  useEffect(() => {
    const element = mediaRef.current;
    if (!element) return;
    const onPlaying = () => {
      setReady(true);
      setFailed(false);
    };
    const onError = () => setFailed(true);
    element.addEventListener('playing', onPlaying);
    element.addEventListener('error', onError);
    return () => {
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('error', onError);
    };
  }, [url]);

  // Each new attempt fetches the recording afresh and puts it back on the broadcast's clock. Its
  // address is asked for again too: a new one replaces the src (and the element loads it).
  const reloaded = useRef(0);
  const call = session?.call ?? null;
  useEffect(() => {
    if (attempt === reloaded.current) return undefined;
    reloaded.current = attempt;
    setFailed(false);
    setReady(false);
    mediaRef.current?.load();
    sync();
    if (call === null) return undefined;
    let current = true;
    fetchPlaybackMedia(call).then(
      (media) => {
        if (current && broadcastUrl(media, video) !== url) useSimuLiveStore.setState({ media });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [attempt, sync, call, url, video]);

  // SPEC §7/§9: a SimuLive participant session while the broadcast is heard, with the
  // still-streaming event every 28 s (SPEC §9; the session's own timer). A seek that puts the
  // element back on the clock fires 'playing' again: that is the same listening, not a new one.
  useEffect(() => {
    const audio = mediaRef.current;
    if (!audio || session === null) return;
    let listening = false;
    const onPlaying = () => {
      if (listening) return;
      listening = true;
      session.setListening(true, 'SimuLive');
    };
    const onStop = () => {
      if (!listening) return;
      listening = false;
      session.setListening(false);
    };
    audio.addEventListener('playing', onPlaying);
    audio.addEventListener('pause', onStop);
    audio.addEventListener('ended', onStop);
    return () => {
      audio.removeEventListener('playing', onPlaying);
      audio.removeEventListener('pause', onStop);
      audio.removeEventListener('ended', onStop);
      session.setListening(false);
    };
  }, [session, url]);

  return {
    mediaRef,
    url,
    blocked,
    muted,
    lost: active && (failed || stalled),
    start: sync,
    retry,
    toggleMute: () => {
      const audio = mediaRef.current;
      if (!audio) return;
      audio.muted = !audio.muted;
      setMuted(audio.muted);
    },
  };
}
