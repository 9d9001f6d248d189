import { describe, expect, it } from 'vitest';
import { replaySlideIndex } from './replay-slides.ts';

const slides = [{ Guid: 'A' }, { Guid: 'B' }, { Guid: 'C' }];
const transitions = [
  { PresId: 3001, SlideGuid: 'a', TransitionDateUtc: '2030-01-01T15:00:00.000Z' },
  { PresId: 3001, SlideGuid: 'c', TransitionDateUtc: '2030-01-01T15:00:10.000Z' },
  { PresId: 3001, SlideGuid: 'b', TransitionDateUtc: '2030-01-01T15:00:20.000Z' },
];

describe('SPEC §4, §7 replay slides at the recorded transitions', () => {
  it('shows the slide of the last transition at or before the moment', () => {
    expect(replaySlideIndex(transitions, slides, new Date('2030-01-01T14:59:59Z'))).toBe(0);
    expect(replaySlideIndex(transitions, slides, new Date('2030-01-01T15:00:09Z'))).toBe(0);
    expect(replaySlideIndex(transitions, slides, new Date('2030-01-01T15:00:10Z'))).toBe(2);
    expect(replaySlideIndex(transitions, slides, new Date('2030-01-01T15:00:25Z'))).toBe(1);
  });
  it('a transition to a slide no longer in the deck shows the first', () => {
    const gone = [{ PresId: 3001, SlideGuid: 'z', TransitionDateUtc: '2030-01-01T15:00:00Z' }];
    expect(replaySlideIndex(gone, slides, new Date('2030-01-01T15:00:05Z'))).toBe(0);
  });
});
