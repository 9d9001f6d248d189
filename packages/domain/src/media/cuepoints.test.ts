import { describe, expect, it } from 'vitest';
import { DEFAULT_SLIDE_DURATION_MS, SLIDE_CUEPOINT_END_PADDING_S } from '../constants.ts';
import {
  allCuepoints,
  buildMediaActionCuepoints,
  buildMediaCuepoints,
  buildSlideCuepoints,
  buildSpeakerCuepoints,
  type SlideTiming,
} from './cuepoints.ts';
import {
  DEMO_DURATION_S,
  demoMediaActions,
  demoSlideGuid,
  demoSlideTimes,
  demoSlides,
  demoSpeakers,
} from './media.fixture.ts';

const slide = (Index: number, Time: number | null): SlideTiming => ({
  Guid: demoSlideGuid(Index),
  Index,
  Time,
});

describe('SPEC §3, §9 slide cue points', () => {
  it('demo 1002: each cue ends at the next start plus the 0.1 s padding, the last at the media end', () => {
    const cues = buildSlideCuepoints(demoSlides, DEMO_DURATION_S);
    expect(cues.map((c) => [c.slideIndex, c.start])).toEqual(demoSlideTimes.map((t, i) => [i, t]));
    expect(cues[0]).toEqual({
      type: 'slide',
      start: 0,
      end: 10 + SLIDE_CUEPOINT_END_PADDING_S,
      id: demoSlideGuid(0),
      slideIndex: 0,
    });
    expect(cues[6]?.end).toBeCloseTo(70.1);
    expect(cues[7]?.end).toBe(79);
  });

  it('the padding makes consecutive cues overlap, never leave a gap (SPEC §9)', () => {
    const cues = buildSlideCuepoints(demoSlides, DEMO_DURATION_S);
    for (let i = 1; i < cues.length; i++) {
      expect(cues[i - 1]!.end).toBeGreaterThan(cues[i]!.start);
    }
  });

  it('the last cue lasts the default slide duration when the media duration is unknown (SPEC §9)', () => {
    const cues = buildSlideCuepoints(demoSlides, null);
    expect(cues[7]?.end).toBe(70 + DEFAULT_SLIDE_DURATION_MS / 1000);
  });

  it('the last cue lasts the default duration when the media ends before it starts', () => {
    expect(buildSlideCuepoints([slide(0, 90)], DEMO_DURATION_S)[0]?.end).toBe(95);
    expect(buildSlideCuepoints([slide(0, 79)], DEMO_DURATION_S)[0]?.end).toBe(84);
  });

  it('slides without a Time get no cue; none timed gives no cues', () => {
    expect(buildSlideCuepoints([slide(0, null), slide(1, null)], 60)).toEqual([]);
    expect(buildSlideCuepoints([slide(0, null), slide(1, 5), slide(2, null)], 60)).toEqual([
      { type: 'slide', start: 5, end: 60, id: demoSlideGuid(1), slideIndex: 1 },
    ]);
    expect(buildSlideCuepoints([], 60)).toEqual([]);
  });

  it('sorts unsorted input by Time and keeps the higher Index when two slides share a Time', () => {
    const cues = buildSlideCuepoints([slide(2, 20), slide(0, 0), slide(3, 10), slide(1, 10)], 30);
    expect(cues.map((c) => [c.slideIndex, c.start, c.end])).toEqual([
      [0, 0, 10.1],
      [3, 10, 20.1],
      [2, 20, 30],
    ]);
  });

  it('ignores times that are not media times', () => {
    expect(
      buildSlideCuepoints([slide(0, Number.NaN), slide(1, -1), slide(2, 3)], 10).map(
        (c) => c.slideIndex,
      ),
    ).toEqual([2]);
  });
});

describe('SPEC §3 speaker cue points', () => {
  it('demo 1002: a speaker shows until the next appearance of any speaker, the last until the end', () => {
    expect(buildSpeakerCuepoints(demoSpeakers, DEMO_DURATION_S)).toEqual([
      { type: 'speaker', start: 0, end: 40, id: 'speaker-1@0', slideIndex: null, speakerId: 1 },
      { type: 'speaker', start: 40, end: 70, id: 'speaker-2@40', slideIndex: null, speakerId: 2 },
      { type: 'speaker', start: 70, end: 79, id: 'speaker-1@70', slideIndex: null, speakerId: 1 },
    ]);
  });

  it('merges back-to-back appearances of one speaker and lets the first listed win a tie', () => {
    const cues = buildSpeakerCuepoints(
      [
        { SpeakerId: 7, AppearanceTimes: [30, 0, 10, 10] },
        { SpeakerId: 8, AppearanceTimes: [0, 20] },
      ],
      null,
    );
    expect(cues.map((c) => [c.speakerId, c.start, c.end])).toEqual([
      [7, 0, 20],
      [8, 20, 30],
      [7, 30, 30 + DEFAULT_SLIDE_DURATION_MS / 1000],
    ]);
  });

  it('no appearance times give no cues', () => {
    expect(buildSpeakerCuepoints([{ SpeakerId: 1, AppearanceTimes: [] }], 60)).toEqual([]);
  });
});

describe('SPEC §3 media action cue points', () => {
  it('demo 1002: each timecode becomes a cue with end = start + 1, sorted by start', () => {
    expect(buildMediaActionCuepoints(demoMediaActions)).toEqual([
      {
        type: 'mediaAction',
        start: 40,
        end: 41,
        id: 'mediaAction-1@40',
        slideIndex: null,
        mediaActionId: 1,
        mediaActionType: 2,
      },
      {
        type: 'mediaAction',
        start: 50,
        end: 51,
        id: 'mediaAction-2@50',
        slideIndex: null,
        mediaActionId: 2,
        mediaActionType: 1,
      },
      {
        type: 'mediaAction',
        start: 70,
        end: 71,
        id: 'mediaAction-1@70',
        slideIndex: null,
        mediaActionId: 1,
        mediaActionType: 2,
      },
    ]);
  });

  it('skips invalid timecodes and keeps list order at equal starts', () => {
    const cues = buildMediaActionCuepoints([
      { Id: 1, MediaActionType: 2, TimecodeSequence: 'x, 5' },
      { Id: 2, MediaActionType: 1, TimecodeSequence: '5,,' },
      { Id: 3, MediaActionType: 0, TimecodeSequence: '' },
    ]);
    expect(cues.map((c) => c.id)).toEqual(['mediaAction-1@5', 'mediaAction-2@5']);
  });
});

describe('SPEC §3 all cue points of a presentation', () => {
  it('builds every list and flattens them by start, slide before speaker before media action', () => {
    const cues = buildMediaCuepoints({
      slides: demoSlides,
      speakers: demoSpeakers,
      mediaActions: demoMediaActions,
      mediaDurationSeconds: DEMO_DURATION_S,
    });
    expect([cues.slides.length, cues.speakers.length, cues.mediaActions.length]).toEqual([8, 3, 3]);
    const flat = allCuepoints(cues);
    expect(flat).toHaveLength(14);
    expect(flat.filter((c) => c.start === 40).map((c) => c.type)).toEqual([
      'slide',
      'speaker',
      'mediaAction',
    ]);
    expect(flat.every((c, i) => i === 0 || flat[i - 1]!.start <= c.start)).toBe(true);
  });
});
