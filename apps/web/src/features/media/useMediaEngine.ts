// Ties a media engine to the rendered <video>/<audio>: one engine per element and source list,
// its controller published in the media store, the latest callbacks read through refs so a new
// render never rebuilds the engine, and the SPEC §4 save on leave (tab hidden or closed, or the
// player unmounted). The same files handed out under newer signed addresses keep the engine: it
// takes the new addresses for its next load.
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ResumeSaveTrigger } from '@podium/domain';
import type { ActivityEvent } from '../viewer/activity-log.ts';
import { createMediaEngine, type MediaEngine } from './media-engine.ts';
import { patchMedia, resetMediaStore } from './media.store.ts';
import type { SyncModel } from './media-sync.ts';
import { mediaSourceKey } from './media-url.ts';

export interface MediaEngineHookOptions {
  readonly sourceUrls: readonly string[];
  readonly sync: SyncModel | null;
  /** True once nothing (a resume question) stands before playback: the player tries to start. */
  readonly autoplay: boolean;
  readonly log?: (event: ActivityEvent) => void;
  readonly savePosition?: (trigger: ResumeSaveTrigger, positionSeconds: number) => void;
  /** The sources' addresses asked for again, when the ones held have expired. */
  readonly renewSources?: () => Promise<readonly string[] | null>;
}

export function useMediaEngine(
  elementRef: RefObject<HTMLMediaElement | null>,
  options: MediaEngineHookOptions,
): MediaEngine | null {
  const { sourceUrls, sync, autoplay, log, savePosition, renewSources } = options;
  const [engine, setEngine] = useState<MediaEngine | null>(null);
  const logRef = useRef(log);
  const saveRef = useRef(savePosition);
  const syncRef = useRef(sync);
  const urlsRef = useRef(sourceUrls);
  const renewRef = useRef(renewSources);
  const autoplayed = useRef(false);
  useEffect(() => {
    logRef.current = log;
    saveRef.current = savePosition;
    syncRef.current = sync;
    urlsRef.current = sourceUrls;
    renewRef.current = renewSources;
  });

  const urlsKey = JSON.stringify(sourceUrls.map(mediaSourceKey));
  useEffect(() => {
    const element = elementRef.current;
    if (!element) return undefined;
    resetMediaStore();
    const created = createMediaEngine({
      element,
      sourceUrls: urlsRef.current,
      sync: syncRef.current,
      log: (event) => logRef.current?.(event),
      savePosition: (trigger, position) => saveRef.current?.(trigger, position),
      renewSources: () => renewRef.current?.() ?? Promise.resolve(null),
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
    engine?.updateSources(sourceUrls);
  }, [engine, sourceUrls]);

  useEffect(() => {
    if (engine === null || !autoplay || autoplayed.current) return;
    autoplayed.current = true;
    engine.attemptAutoplay();
  }, [engine, autoplay]);

  return engine;
}
