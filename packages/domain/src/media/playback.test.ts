import { describe, expect, it } from 'vitest';
import type { PlaybackStatus } from '../realtime/payloads.ts';
import { LogEventTypes } from './log-event-types.ts';
import {
  PlaybackType,
  initialPlaybackState,
  playbackReducer,
  playbackTypeFor,
  type PlaybackEvent,
  type PlaybackState,
} from './playback.ts';

const at = (status: PlaybackStatus, offsetSeconds = 0): PlaybackState => ({
  status,
  offsetSeconds,
});
const run = (state: PlaybackState, ...events: PlaybackEvent[]): PlaybackState =>
  events.reduce((s, e) => playbackReducer(s, e).state, state);

describe('SPEC §4 playback states', () => {
  it('starts NotStarted; play at offset 0 starts and logs Play', () => {
    expect(initialPlaybackState).toEqual(at('NotStarted'));
    expect(playbackReducer(initialPlaybackState, { type: 'play', offsetSeconds: 0 })).toEqual({
      state: at('Playing'),
      effects: [
        { type: 'start' },
        { type: 'log', eventType: LogEventTypes.Play, offsetSeconds: 0 },
      ],
    });
  });

  it('"Playing with offset above 0 resumes, else starts"', () => {
    expect(
      playbackReducer(at('Paused', 12), { type: 'play', offsetSeconds: 12 }).effects[0],
    ).toEqual({
      type: 'resume',
      offsetSeconds: 12,
    });
    expect(playbackReducer(at('Paused'), { type: 'play', offsetSeconds: 0 }).effects[0]).toEqual({
      type: 'start',
    });
  });

  it('treats a NaN or negative offset as the start', () => {
    for (const offsetSeconds of [Number.NaN, -3, Number.POSITIVE_INFINITY]) {
      const t = playbackReducer(initialPlaybackState, { type: 'play', offsetSeconds });
      expect(t.state.offsetSeconds).toBe(0);
      expect(t.effects[0]).toEqual({ type: 'start' });
    }
  });

  it('"Playing after Stopped resets to slide 0", before it starts or resumes', () => {
    expect(playbackReducer(at('Stopped', 79), { type: 'play', offsetSeconds: 0 }).effects).toEqual([
      { type: 'resetSlide', slideIndex: 0 },
      { type: 'start' },
      { type: 'log', eventType: LogEventTypes.Play, offsetSeconds: 0 },
    ]);
    expect(
      playbackReducer(at('Stopped'), { type: 'play', offsetSeconds: 30 }).effects.slice(0, 2),
    ).toEqual([
      { type: 'resetSlide', slideIndex: 0 },
      { type: 'resume', offsetSeconds: 30 },
    ]);
  });

  it('playing from Paused or NotStarted does not reset the slide', () => {
    for (const from of [at('Paused', 5), initialPlaybackState]) {
      const types = playbackReducer(from, { type: 'play', offsetSeconds: 5 }).effects.map(
        (e) => e.type,
      );
      expect(types).not.toContain('resetSlide');
    }
  });

  it('"Pause or Stop halts the slide counter" and logs Pause or Stop', () => {
    expect(playbackReducer(at('Playing', 3), { type: 'pause', offsetSeconds: 20 })).toEqual({
      state: at('Paused', 20),
      effects: [
        { type: 'haltSlideCounter' },
        { type: 'log', eventType: LogEventTypes.Pause, offsetSeconds: 20 },
      ],
    });
    for (const from of [at('Playing'), at('Paused')]) {
      expect(playbackReducer(from, { type: 'stop', offsetSeconds: 33 })).toEqual({
        state: at('Stopped', 33),
        effects: [
          { type: 'haltSlideCounter' },
          { type: 'log', eventType: LogEventTypes.Stop, offsetSeconds: 33 },
        ],
      });
    }
  });

  it('the media end stops playback and logs End', () => {
    expect(playbackReducer(at('Playing', 70), { type: 'ended', offsetSeconds: 79 })).toEqual({
      state: at('Stopped', 79),
      effects: [
        { type: 'haltSlideCounter' },
        { type: 'log', eventType: LogEventTypes.End, offsetSeconds: 79 },
      ],
    });
  });

  it('"If the first load is paused, it resumes" — only on the first load', () => {
    expect(
      playbackReducer(initialPlaybackState, { type: 'firstLoadPaused', offsetSeconds: 42 }),
    ).toEqual({
      state: at('Playing', 42),
      effects: [
        { type: 'resume', offsetSeconds: 42 },
        { type: 'log', eventType: LogEventTypes.Play, offsetSeconds: 42 },
      ],
    });
    expect(
      playbackReducer(at('Paused', 42), { type: 'firstLoadPaused', offsetSeconds: 42 }).effects,
    ).toEqual([]);
  });

  it('events that do not apply change nothing and log nothing', () => {
    const ignored: [PlaybackState, PlaybackEvent][] = [
      [at('Playing', 4), { type: 'play', offsetSeconds: 9 }],
      [at('Paused', 4), { type: 'pause', offsetSeconds: 9 }],
      [initialPlaybackState, { type: 'pause', offsetSeconds: 0 }],
      [at('Stopped', 4), { type: 'pause', offsetSeconds: 9 }],
      [initialPlaybackState, { type: 'stop', offsetSeconds: 0 }],
      [at('Stopped', 4), { type: 'stop', offsetSeconds: 9 }],
      [initialPlaybackState, { type: 'ended', offsetSeconds: 0 }],
      [at('Stopped', 79), { type: 'ended', offsetSeconds: 79 }],
      [at('Playing', 4), { type: 'firstLoadPaused', offsetSeconds: 9 }],
    ];
    for (const [state, event] of ignored) {
      expect(playbackReducer(state, event), `${state.status} + ${event.type}`).toEqual({
        state,
        effects: [],
      });
    }
  });

  it('a whole session: play, pause, resume, end, replay from the top', () => {
    const end = run(
      initialPlaybackState,
      { type: 'play', offsetSeconds: 0 },
      { type: 'pause', offsetSeconds: 12 },
      { type: 'play', offsetSeconds: 12 },
      { type: 'ended', offsetSeconds: 79 },
    );
    expect(end).toEqual(at('Stopped', 79));
    expect(playbackReducer(end, { type: 'play', offsetSeconds: 0 }).effects[0]).toEqual({
      type: 'resetSlide',
      slideIndex: 0,
    });
  });
});

describe('SPEC §4 playback type', () => {
  it('public participants get the Public playback, everyone else Private', () => {
    expect(playbackTypeFor(true)).toBe(PlaybackType.Public);
    expect(playbackTypeFor(false)).toBe(PlaybackType.Private);
  });
});
