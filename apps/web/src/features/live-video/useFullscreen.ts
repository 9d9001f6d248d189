// Full screen for a video stage: the stage itself (the video with its own controls) where the
// browser can show an element full screen; the video alone through WebKit's player on an iPhone,
// whose Safari shows only videos full screen.
import { useCallback, useEffect, useState, type RefObject } from 'react';

interface WebKitVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void;
  readonly webkitSupportsFullscreen?: boolean;
}

export interface Fullscreen {
  /** Whether this browser can show the stage or its video full screen at all. */
  readonly available: boolean;
  /** The stage is full screen now. */
  readonly active: boolean;
  toggle(): void;
}

export function useFullscreen(
  stageRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
): Fullscreen {
  const [active, setActive] = useState(false);
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    const video = videoRef.current as WebKitVideo | null;
    setAvailable(
      document.fullscreenEnabled === true || typeof video?.webkitEnterFullscreen === 'function',
    );
    const follow = () =>
      setActive(
        document.fullscreenElement !== null && document.fullscreenElement === stageRef.current,
      );
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [stageRef, videoRef]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    const stage = stageRef.current;
    if (stage !== null && document.fullscreenEnabled) {
      void stage.requestFullscreen().catch(() => undefined);
      return;
    }
    (videoRef.current as WebKitVideo | null)?.webkitEnterFullscreen?.();
  }, [stageRef, videoRef]);

  return { available, active, toggle };
}
