import { describe, expect, it } from 'vitest';
import {
  activeMediaActionAt,
  lastIndexStartingBy,
  mediaPlayerSizeAt,
  slideCueStart,
  slideIndexAtTime,
  speakerAtTime,
} from './cuepoint-lookup.ts';
import { buildMediaActionCuepoints, buildMediaCuepoints } from './cuepoints.ts';
import { DEMO_DURATION_S, demoMediaActions, demoSlides, demoSpeakers } from './media.fixture.ts';

const cues = buildMediaCuepoints({
  slides: demoSlides,
  speakers: demoSpeakers,
  mediaActions: demoMediaActions,
  mediaDurationSeconds: DEMO_DURATION_S,
});

describe('binary search for the last start at or before t', () => {
  const starts = [0, 10, 19, 30];
  const id = (n: number): number => n;
  it('counts a start equal to t, and gives -1 before the first, NaN, or an empty list', () => {
    expect(lastIndexStartingBy(starts, 10, id)).toBe(1);
    expect(lastIndexStartingBy(starts, 9.999, id)).toBe(0);
    expect(lastIndexStartingBy(starts, 1000, id)).toBe(3);
    expect(lastIndexStartingBy([5, 9], 4, id)).toBe(-1);
    expect(lastIndexStartingBy(starts, Number.NaN, id)).toBe(-1);
    expect(lastIndexStartingBy([], 3, id)).toBe(-1);
  });

  it('agrees with a linear scan at every tenth of a second', () => {
    const sorted = [0, 0.5, 3, 3, 7.25, 8, 20];
    for (let t = -1; t <= 21; t += 0.1) {
      const linear = sorted.reduce((found, s, i) => (s <= t ? i : found), -1);
      expect(lastIndexStartingBy(sorted, t, id)).toBe(linear);
    }
  });
});

describe('SPEC §3 slide at time (demo 1002)', () => {
  it('changes slide exactly on each cue start', () => {
    expect(slideIndexAtTime(cues.slides, 0)).toBe(0);
    expect(slideIndexAtTime(cues.slides, 9.99)).toBe(0);
    expect(slideIndexAtTime(cues.slides, 10)).toBe(1);
    expect(slideIndexAtTime(cues.slides, 58.9)).toBe(5);
    expect(slideIndexAtTime(cues.slides, 59)).toBe(6);
  });

  it('inside the 0.1 s padding overlap the new slide already shows', () => {
    expect(slideIndexAtTime(cues.slides, 10.05)).toBe(1);
  });

  it('keeps the last slide after the media end', () => {
    expect(slideIndexAtTime(cues.slides, 79)).toBe(7);
    expect(slideIndexAtTime(cues.slides, 500)).toBe(7);
  });

  it('is a pure function of t: seeking back and forth gives the cue at the target', () => {
    const path = [65, 12, 45, 0, 78, 19, 18.9];
    expect(path.map((t) => slideIndexAtTime(cues.slides, t))).toEqual([6, 1, 4, 0, 7, 2, 1]);
  });

  it('is null before the first cue and when no slide has a Time', () => {
    const late = buildMediaCuepoints({
      slides: [{ Guid: demoSlides[0]!.Guid, Index: 0, Time: 5 }],
      speakers: [],
      mediaActions: [],
      mediaDurationSeconds: null,
    });
    expect(slideIndexAtTime(late.slides, 4.9)).toBeNull();
    expect(slideIndexAtTime(late.slides, 5)).toBe(0);
    expect(slideIndexAtTime([], 5)).toBeNull();
  });

  it('finds where to seek for a slide', () => {
    expect(slideCueStart(cues.slides, 3)).toBe(30);
    expect(slideCueStart(cues.slides, 12)).toBeNull();
  });
});

describe('SPEC §3 speaker at time (demo 1002)', () => {
  it('follows the appearances, before, on and after each boundary', () => {
    expect(speakerAtTime(cues.speakers, 0)).toBe(1);
    expect(speakerAtTime(cues.speakers, 39.9)).toBe(1);
    expect(speakerAtTime(cues.speakers, 40)).toBe(2);
    expect(speakerAtTime(cues.speakers, 70)).toBe(1);
    expect(speakerAtTime(cues.speakers, 90)).toBe(1);
    expect(speakerAtTime(cues.speakers, 45)).toBe(2);
    expect(speakerAtTime(cues.speakers, -1)).toBeNull();
    expect(speakerAtTime([], 10)).toBeNull();
  });
});

describe('SPEC §3 media actions (demo 1002: large at 40 and 70, regular at 50)', () => {
  it('the player size is the last switch at or before t, regular before any', () => {
    const at = (t: number): string => mediaPlayerSizeAt(cues.mediaActions, t);
    expect([at(0), at(39.9), at(40), at(49), at(50), at(69.9), at(70), at(79)]).toEqual([
      'regular',
      'regular',
      'large',
      'large',
      'regular',
      'regular',
      'large',
      'large',
    ]);
  });

  it('seeking back past every switch returns to regular', () => {
    expect(mediaPlayerSizeAt(cues.mediaActions, 75)).toBe('large');
    expect(mediaPlayerSizeAt(cues.mediaActions, 5)).toBe('regular');
  });

  it('type None cues switch nothing', () => {
    const withNone = buildMediaActionCuepoints([
      { Id: 1, MediaActionType: 2, TimecodeSequence: '10' },
      { Id: 2, MediaActionType: 0, TimecodeSequence: '20' },
    ]);
    expect(mediaPlayerSizeAt(withNone, 25)).toBe('large');
    expect(mediaPlayerSizeAt([], 25)).toBe('regular');
  });

  it('a media action is active from its start for 1 s (end exclusive)', () => {
    expect(activeMediaActionAt(cues.mediaActions, 39.9)).toBeNull();
    expect(activeMediaActionAt(cues.mediaActions, 40)?.id).toBe('mediaAction-1@40');
    expect(activeMediaActionAt(cues.mediaActions, 40.99)?.mediaActionType).toBe(2);
    expect(activeMediaActionAt(cues.mediaActions, 41)).toBeNull();
    expect(activeMediaActionAt(cues.mediaActions, 50.5)?.mediaActionId).toBe(2);
  });
});
