// Drives one <video>/<audio> element: turns its events into SPEC §4 playback transitions (the
// domain playbackReducer) and carries out their effects, keeps slide, speaker, chapter and player
// size in step with the media (SPEC §3 cue points), posts the SPEC §9 activity events, and
// reports positions for the resume save. It is plain TypeScript so the rules of "when" sit in one
// place; useMediaEngine ties it to React.
//
// Sync: timeupdate fires only about 4 times a second, too coarse for the 0.25 s budget
// (ARCHITECTURE §7), so while the media plays a requestAnimationFrame loop reads currentTime on
// every frame; seeks and rate changes sync at once. The store is written only when the snapshot
// changes, so frames that change nothing cost no render.
//
// Addresses: the server hands out media addresses that expire (signed, an hour or two). When the
// element fails to fetch its source, the engine asks for the addresses again (renewSources) and,
// handed a new one, continues there as a Quality switch does; the same address again, or none,
// is a failure the player shows.
import {
  LogEventTypes,
  playbackReducer,
  type PlaybackEffect,
  type PlaybackEvent,
  type ResumeSaveTrigger,
} from '@podium/domain';
import type { ActivityEvent } from '../viewer/activity-log.ts';
import { MEDIA_KEEPALIVE_INTERVAL_MS, SKIP_LOG_SETTLE_MS } from './media.constants.ts';
import { applySnapshot, patchMedia, useMediaStore, type MediaController } from './media.store.ts';
import { snapshotAt, type SyncModel } from './media-sync.ts';

export interface MediaEngineOptions {
  readonly element: HTMLMediaElement;
  /** Resolved URLs of the Quality choices, best first. */
  readonly sourceUrls: readonly string[];
  /** Null for a plain player (openVideo): nothing to follow. */
  readonly sync: SyncModel | null;
  /** Posts an activity event (SPEC §7 logevent); absent when the visit is not logged. */
  readonly log?: (event: ActivityEvent) => void;
  /** Offered every position worth saving (SPEC §4 resume); the caller applies the save rule. */
  readonly savePosition?: (trigger: ResumeSaveTrigger, positionSeconds: number) => void;
  /** The Quality choices' addresses asked for again (resolved); null when none can be had. */
  readonly renewSources?: () => Promise<readonly string[] | null>;
}

export interface MediaEngine {
  readonly controller: MediaController;
  /** Tries to start playback; a refusal shows `Start playback` instead. */
  attemptAutoplay(): void;
  /** Re-reads the cue points (chapters and speaker media arrive after the player starts). */
  setSync(model: SyncModel | null): void;
  /** The position now, for a save on leave. */
  position(): number;
  /** Newer addresses of the same choices: used from the next load on, the current one plays on. */
  updateSources(urls: readonly string[]): void;
  dispose(): void;
}

/** Seconds with one decimal, for the Skip detail "from→to". */
const tenths = (seconds: number) => (Math.round(seconds * 10) / 10).toString();

const HAVE_METADATA = 1;
/** MediaError codes that mean the source could not be fetched (an expired address among them). */
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_SRC_NOT_SUPPORTED = 4;

export function createMediaEngine(options: MediaEngineOptions): MediaEngine {
  const { element, log, savePosition, renewSources } = options;
  let sources = [...options.sourceUrls];
  /** The address whose failure was last answered by asking for the addresses again. */
  let renewedFrom: string | null = null;
  let disposed = false;
  let sync = options.sync;
  let frame: number | null = null;
  let keepAlive: ReturnType<typeof setInterval> | null = null;
  /** A seek asked for before the element knew its duration, applied on loadedmetadata. */
  let pendingSeek: number | null = null;
  /** Set while a Quality switch reloads the element: its interim events are not real ones. */
  let switching: { time: number; play: boolean } | null = null;
  let skip: { from: number; timer: ReturnType<typeof setTimeout> } | null = null;

  const elementTime = () => (Number.isFinite(element.currentTime) ? element.currentTime : 0);
  /** Where the media is, or is about to be once a seek asked for before metadata applies. */
  const now = () => pendingSeek ?? elementTime();
  const post = (event: ActivityEvent) => log?.(event);

  function syncNow(): void {
    if (sync === null || switching !== null) return;
    applySnapshot(snapshotAt(sync, now()));
  }

  function tick(): void {
    frame = requestAnimationFrame(tick);
    syncNow();
  }

  function runSlideCounter(): void {
    syncNow();
    if (frame === null && sync !== null) frame = requestAnimationFrame(tick);
  }

  function haltSlideCounter(): void {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
  }

  function startKeepAlive(): void {
    if (keepAlive !== null || !log) return;
    keepAlive = setInterval(
      () => post({ EventType: LogEventTypes.KeepAlive, MediaTimeSeconds: now() }),
      MEDIA_KEEPALIVE_INTERVAL_MS,
    );
  }

  function stopKeepAlive(): void {
    if (keepAlive !== null) clearInterval(keepAlive);
    keepAlive = null;
  }

  function playElement(): void {
    const started = element.play();
    // Old engines return undefined from play(); only a promise can report a refusal.
    if (started === undefined) return;
    started.catch((error: unknown) => {
      // NotAllowedError: autoplay policy. AbortError: a pause or source change cut in; not a refusal.
      if (error instanceof DOMException && error.name === 'NotAllowedError') {
        patchMedia({ autoplayBlocked: true });
      }
    });
  }

  function carryOut(effect: PlaybackEffect): void {
    switch (effect.type) {
      case 'resetSlide':
        applySnapshot({ ...useMediaStore.getState().sync, slideIndex: effect.slideIndex });
        return;
      case 'start':
      case 'resume':
        if (element.paused) playElement();
        runSlideCounter();
        startKeepAlive();
        return;
      case 'haltSlideCounter':
        haltSlideCounter();
        stopKeepAlive();
        syncNow();
        return;
      case 'log':
        post({ EventType: effect.eventType, MediaTimeSeconds: effect.offsetSeconds });
        return;
    }
  }

  /** The source failed to load: ask for fresh addresses and go on where the media was. */
  function renewSource(): void {
    const index = useMediaStore.getState().sourceIndex;
    const failing = sources[index];
    if (renewSources === undefined || failing === undefined || failing === renewedFrom) {
      patchMedia({ failed: true });
      return;
    }
    renewedFrom = failing;
    const resume = { time: now(), play: !element.paused };
    const fail = () => {
      if (!disposed) patchMedia({ failed: true });
    };
    renewSources().then((fresh) => {
      const url = fresh?.[index];
      if (disposed) return;
      if (fresh === null || url === undefined || url === failing) return fail();
      sources = [...fresh];
      switching = resume;
      pendingSeek = null;
      element.src = url;
    }, fail);
  }

  function dispatch(event: PlaybackEvent): void {
    const { state, effects } = playbackReducer(useMediaStore.getState().playback, event);
    patchMedia({ playback: state });
    effects.forEach(carryOut);
  }

  function flushSkip(): void {
    if (skip === null) return;
    clearTimeout(skip.timer);
    const from = skip.from;
    const to = now();
    skip = null;
    if (tenths(from) === tenths(to)) return;
    post({
      EventType: LogEventTypes.Skip,
      MediaTimeSeconds: to,
      Detail: `${tenths(from)}→${tenths(to)}`,
    });
  }

  const listeners: Record<string, () => void> = {
    play: () => {
      if (switching !== null) return;
      patchMedia({ autoplayBlocked: false });
      dispatch({ type: 'play', offsetSeconds: now() });
    },
    pause: () => {
      // At the end the element pauses before it fires ended: that is an End, not a Pause.
      if (switching !== null || element.ended) return;
      dispatch({ type: 'pause', offsetSeconds: now() });
      savePosition?.('pause', now());
    },
    ended: () => {
      flushSkip();
      dispatch({ type: 'ended', offsetSeconds: now() });
      savePosition?.('ended', now());
    },
    timeupdate: () => {
      if (switching !== null) return;
      patchMedia({ currentTime: now() });
      syncNow();
      // The last timeupdate comes at the end, just before ended saves 0: nothing to save then.
      if (useMediaStore.getState().playback.status === 'Playing' && !element.ended) {
        savePosition?.('timeupdate', now());
      }
    },
    seeking: () => {
      if (switching !== null) return;
      patchMedia({ currentTime: now() });
      syncNow();
    },
    seeked: () => {
      if (switching !== null) return;
      patchMedia({ currentTime: now() });
      syncNow();
    },
    ratechange: () => {
      patchMedia({ rate: element.playbackRate });
      syncNow();
    },
    volumechange: () => patchMedia({ muted: element.muted }),
    durationchange: () => {
      if (Number.isFinite(element.duration) && element.duration > 0) {
        patchMedia({ duration: element.duration });
      }
    },
    loadedmetadata: () => {
      listeners.durationchange?.();
      if (switching !== null) {
        const { time, play } = switching;
        switching = null;
        element.currentTime = time;
        if (play) playElement();
      } else if (pendingSeek !== null) {
        element.currentTime = pendingSeek;
      }
      pendingSeek = null;
    },
    error: () => {
      const code = element.error?.code;
      if (code === undefined) return;
      if (code === MEDIA_ERR_NETWORK || code === MEDIA_ERR_SRC_NOT_SUPPORTED) renewSource();
      else patchMedia({ failed: true });
    },
  };

  for (const [type, listener] of Object.entries(listeners)) {
    element.addEventListener(type, listener);
  }
  if (sources[0] !== undefined) element.src = sources[0];

  const controller: MediaController = {
    play: playElement,
    pause: () => element.pause(),
    togglePlay: () => (element.paused ? playElement() : element.pause()),
    seekTo(seconds, origin) {
      const duration = useMediaStore.getState().duration;
      const upper = duration ?? Number.POSITIVE_INFINITY;
      const target = Math.min(Math.max(0, seconds), upper);
      if (origin === 'user') {
        if (skip === null) {
          skip = { from: now(), timer: setTimeout(flushSkip, SKIP_LOG_SETTLE_MS) };
        } else {
          clearTimeout(skip.timer);
          skip.timer = setTimeout(flushSkip, SKIP_LOG_SETTLE_MS);
        }
      }
      if (switching !== null) {
        switching.time = target;
        return;
      }
      if (element.readyState < HAVE_METADATA) {
        pendingSeek = target;
        patchMedia({ currentTime: target });
        syncNow();
        return;
      }
      element.currentTime = target;
    },
    seekBy(delta) {
      controller.seekTo(now() + delta, 'user');
    },
    setRate(rate) {
      // A source change resets playbackRate to the default rate, so both are set.
      element.defaultPlaybackRate = rate;
      element.playbackRate = rate;
    },
    setMuted(muted) {
      element.muted = muted;
    },
    setSource(index) {
      const url = sources[index];
      if (url === undefined || index === useMediaStore.getState().sourceIndex) return;
      // SPEC §3 resolution/bitrate choice: the new source continues where the old one was,
      // playing if it played.
      switching = { time: now(), play: !element.paused };
      pendingSeek = null;
      patchMedia({ sourceIndex: index, failed: false });
      element.src = url;
    },
  };

  return {
    controller,
    attemptAutoplay: playElement,
    setSync(model) {
      sync = model;
      syncNow();
    },
    position: now,
    updateSources(urls) {
      sources = [...urls];
    },
    dispose() {
      disposed = true;
      flushSkip();
      haltSlideCounter();
      stopKeepAlive();
      for (const [type, listener] of Object.entries(listeners)) {
        element.removeEventListener(type, listener);
      }
    },
  };
}
