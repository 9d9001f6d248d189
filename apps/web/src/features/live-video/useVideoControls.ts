// The state of a video element as its controls need it (playing, muted, time, rate), and the
// actions of the ARCHITECTURE §5 media names.
import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface VideoControls {
  readonly playing: boolean;
  readonly muted: boolean;
  readonly currentTime: number;
  readonly duration: number;
  readonly rate: number;
  togglePlay(): void;
  toggleMute(): void;
  seek(seconds: number): void;
  setRate(rate: number): void;
}

export function useVideoControls(videoRef: RefObject<HTMLMediaElement | null>): VideoControls {
  const [state, setState] = useState({
    playing: false,
    muted: true,
    currentTime: 0,
    duration: 0,
    rate: 1,
  });
  useEffect(() => {
    const video = videoRef.current;
    if (video === null) return;
    const sync = () =>
      setState({
        playing: !video.paused,
        muted: video.muted,
        currentTime: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
        rate: video.playbackRate,
      });
    const events = [
      'play',
      'pause',
      'volumechange',
      'timeupdate',
      'durationchange',
      'ratechange',
      'emptied',
    ] as const;
    for (const name of events) video.addEventListener(name, sync);
    sync();
    return () => {
      for (const name of events) video.removeEventListener(name, sync);
    };
  }, [videoRef]);

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (video === null) return;
    if (video.paused) video.play()?.catch(() => undefined);
    else video.pause();
  }, [videoRef]);
  const toggleMute = useCallback(() => {
    const video = videoRef.current;
    if (video !== null) video.muted = !video.muted;
  }, [videoRef]);
  const seek = useCallback(
    (seconds: number) => {
      const video = videoRef.current;
      if (video !== null) video.currentTime = seconds;
    },
    [videoRef],
  );
  const setRate = useCallback(
    (rate: number) => {
      const video = videoRef.current;
      if (video !== null) video.playbackRate = rate;
    },
    [videoRef],
  );
  return { ...state, togglePlay, toggleMute, seek, setRate };
}
