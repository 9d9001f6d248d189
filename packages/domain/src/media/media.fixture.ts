// Test fixture mirroring demo 1002 (apps/server/src/demo/assets/1002/media.json; domain may not
// import from apps): 79 s of video, eight timed slides, two speakers, four chapters, two actions.
import type { MediaActionInput, SlideTiming, SpeakerTiming } from './cuepoints.ts';

export const DEMO_DURATION_S = 79;

export const demoSlideTimes = [0, 10, 19, 30, 40, 50, 59, 70] as const;

export function demoSlideGuid(index: number): string {
  return `00000000-0000-0000-0000-${index.toString(16).padStart(12, '0')}`;
}

export const demoSlides: SlideTiming[] = demoSlideTimes.map((Time, Index) => ({
  Guid: demoSlideGuid(Index),
  Index,
  Time,
}));

export const demoSpeakers: SpeakerTiming[] = [
  { SpeakerId: 1, AppearanceTimes: [0, 70] },
  { SpeakerId: 2, AppearanceTimes: [40] },
];

export const demoChapters = [
  { Title: 'Introduction', Time: 0 },
  { Title: 'Company and market', Time: 19 },
  { Title: 'Business model and financials', Time: 40 },
  { Title: 'Closing remarks', Time: 70 },
];

export const demoMediaActions: MediaActionInput[] = [
  { Id: 1, MediaActionType: 2, TimecodeSequence: '40,70' },
  { Id: 2, MediaActionType: 1, TimecodeSequence: '50' },
];
