// Ties a media engine to the rendered <video>/<audio>: one engine per element and source list,
// its controller published in the media store, the latest callbacks read through refs so a new
// render never rebuilds the engine, and the SPEC §4 save on leave (tab hidden or closed, or the
// player unmounted).
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ResumeSaveTrigger } from '@podium/domain';
import type { ActivityEvent } from '../viewer/activity-log.ts';
import { createMediaEngine, type MediaEngine } from './media-engine.ts';
import { patchMedia, resetMediaStore } from './media.store.ts';
import type { SyncModel } from './media-sync.ts';

export interface MediaEngineHookOptions {
  readonly sourceUrls: readonly string[];
  readonly sync: SyncModel | null;
  /** True once nothing (a resume question) stands before playback: the player tries to start. */
  readonly autoplay: boolean;
  readonly log?: (event: ActivityEvent) => void;
  readonly savePosition?: (trigger: ResumeSaveTrigger, positionSeconds: number) => void;
}

export function useMediaEngine(
  elementRef: RefObject<HTMLMediaElement | null>,
  options: MediaEngineHookOptions,
): MediaEngine | null {
  const { sourceUrls, sync, autoplay, log, savePosition } = options;
  const [engine, setEngine] = useState<MediaEngine | null>(null);
  const logRef = useRef(log);
  const saveRef = useRef(savePosition);
  const syncRef = useRef(sync);
  const autoplayed = useRef(false);
  useEffect(() => {
    logRef.current = log;
    saveRef.current = savePosition;
    syncRef.current = sync;
  });

  const urlsKey = JSON.stringify(sourceUrls);
  useEffect(() => {
    const element = elementRef.current;
    if (!element) return undefined;
    resetMediaStore();
    const created = createMediaEngine({
      element,
      sourceUrls: JSON.parse(urlsKey) as string[],
      sync: syncRef.current,
      log: (event) => logRef.current?.(event),
      savePosition: (trigger, position) => saveRef.current?.(trigger, position),
    });
    patchMedia({ controller: created.controller, muted: element.muted });
    setEngine(created);

    const leave = () => saveRef.current?.('leave', created.position());
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibility);
      leave();
      created.dispose();
      patchMedia({ controller: null });
    };
  }, [elementRef, urlsKey]);

  useEffect(() => {
    engine?.setSync(sync);
  }, [engine, sync]);

  useEffect(() => {
    if (engine === null || !autoplay || autoplayed.current) return;
    autoplayed.current = true;
    engine.attemptAutoplay();
  }, [engine, autoplay]);

  return engine;
}
