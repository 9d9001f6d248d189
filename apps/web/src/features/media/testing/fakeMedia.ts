// A stand-in for the browser's media playback in jsdom (which implements none): the
// HTMLMediaElement properties and methods the player uses, with the events a browser fires, in
// the browser's order (a seek fires seeking, timeupdate, seeked; the end fires pause, ended).
// Tests drive time with advance() and metadata with loadMetadata().
import { vi } from 'vitest';

interface MediaState {
  time: number;
  paused: boolean;
  ended: boolean;
  duration: number;
  readyState: number;
  rate: number;
  defaultRate: number;
  muted: boolean;
  /** The MediaError code of the last failure, null while the source loads or plays. */
  errorCode: number | null;
}

const states = new WeakMap<HTMLMediaElement, MediaState>();

function stateOf(element: HTMLMediaElement): MediaState {
  let state = states.get(element);
  if (!state) {
    state = {
      time: 0,
      paused: true,
      ended: false,
      duration: Number.NaN,
      readyState: 0,
      rate: 1,
      defaultRate: 1,
      muted: false,
      errorCode: null,
    };
    states.set(element, state);
  }
  return state;
}

const fire = (element: HTMLMediaElement, type: string) => element.dispatchEvent(new Event(type));

export interface FakeMediaOptions {
  /** The first play() is refused as a browser refuses autoplay without a gesture. */
  readonly blockAutoplay?: boolean;
}

export interface FakeMedia {
  /** Every src the elements were given, in order. */
  readonly sources: string[];
  readonly play: ReturnType<typeof vi.fn>;
  restore(): void;
}

export function installFakeMedia(options: FakeMediaOptions = {}): FakeMedia {
  const proto = HTMLMediaElement.prototype;
  const saved = new Map<string, PropertyDescriptor | undefined>();
  const define = (name: string, descriptor: PropertyDescriptor) => {
    saved.set(name, Object.getOwnPropertyDescriptor(proto, name));
    Object.defineProperty(proto, name, { configurable: true, ...descriptor });
  };
  const sources: string[] = [];
  let refuseNext = options.blockAutoplay ?? false;

  define('currentTime', {
    get(this: HTMLMediaElement) {
      return stateOf(this).time;
    },
    set(this: HTMLMediaElement, value: number) {
      const state = stateOf(this);
      state.time = value;
      state.ended = false;
      fire(this, 'seeking');
      fire(this, 'timeupdate');
      fire(this, 'seeked');
    },
  });
  for (const name of ['paused', 'ended', 'duration', 'readyState'] as const) {
    define(name, {
      get(this: HTMLMediaElement) {
        return stateOf(this)[name];
      },
    });
  }
  define('playbackRate', {
    get(this: HTMLMediaElement) {
      return stateOf(this).rate;
    },
    set(this: HTMLMediaElement, value: number) {
      stateOf(this).rate = value;
      fire(this, 'ratechange');
    },
  });
  define('defaultPlaybackRate', {
    get(this: HTMLMediaElement) {
      return stateOf(this).defaultRate;
    },
    set(this: HTMLMediaElement, value: number) {
      stateOf(this).defaultRate = value;
    },
  });
  define('muted', {
    get(this: HTMLMediaElement) {
      return stateOf(this).muted;
    },
    set(this: HTMLMediaElement, value: boolean) {
      stateOf(this).muted = value;
      fire(this, 'volumechange');
    },
  });
  define('error', {
    get(this: HTMLMediaElement) {
      const code = stateOf(this).errorCode;
      return code === null ? null : { code, message: '' };
    },
  });
  define('src', {
    get(this: HTMLMediaElement) {
      return this.getAttribute('src') ?? '';
    },
    set(this: HTMLMediaElement, value: string) {
      this.setAttribute('src', value);
      sources.push(value);
      // The load algorithm: back to the start, paused without a pause event, no metadata yet.
      const state = stateOf(this);
      Object.assign(state, { time: 0, paused: true, ended: false, readyState: 0, duration: NaN });
      state.errorCode = null;
      state.rate = state.defaultRate;
    },
  });
  const play = vi.fn(function (this: HTMLMediaElement) {
    if (refuseNext) {
      refuseNext = false;
      return Promise.reject(new DOMException('Autoplay refused', 'NotAllowedError'));
    }
    const state = stateOf(this);
    if (state.ended) {
      state.time = 0;
      state.ended = false;
    }
    if (state.paused) {
      state.paused = false;
      fire(this, 'play');
      fire(this, 'playing');
    }
    return Promise.resolve();
  });
  define('play', { value: play, writable: true });
  define('pause', {
    writable: true,
    value(this: HTMLMediaElement) {
      const state = stateOf(this);
      if (state.paused) return;
      state.paused = true;
      fire(this, 'pause');
    },
  });
  define('load', { writable: true, value: () => undefined });

  return {
    sources,
    play,
    restore() {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(proto, name, descriptor);
        else Reflect.deleteProperty(proto, name);
      }
    },
  };
}

/** The browser read the file's header: duration known, seeks possible. */
export function loadMetadata(element: HTMLMediaElement, duration: number): void {
  const state = stateOf(element);
  state.duration = duration;
  state.readyState = 1;
  fire(element, 'durationchange');
  fire(element, 'loadedmetadata');
}

/** The source could not be fetched (MEDIA_ERR_NETWORK by default: a refused range request). */
export function failSource(element: HTMLMediaElement, code = 2): void {
  stateOf(element).errorCode = code;
  fire(element, 'error');
}

/** Playback moved on to `seconds` (as timeupdate reports it). */
export function playTo(element: HTMLMediaElement, seconds: number): void {
  stateOf(element).time = seconds;
  fire(element, 'timeupdate');
}

/** Played to the end: the element pauses, then fires ended. */
export function playToEnd(element: HTMLMediaElement): void {
  const state = stateOf(element);
  state.time = state.duration;
  state.ended = true;
  state.paused = true;
  fire(element, 'timeupdate');
  fire(element, 'pause');
  fire(element, 'ended');
}

/**
 * Wait options for the first look at the player: it is a lazy chunk (ARCHITECTURE §7), and on a
 * loaded test run its first import can take longer than testing-library's default second.
 */
export const LAZY = { timeout: 5000 } as const;
