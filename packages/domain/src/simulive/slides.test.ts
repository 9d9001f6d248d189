import { describe, expect, it } from 'vitest';
import { broadcastSlideIndex } from './slides.ts';

const deck = [0, 105, 210, 315].map((Time) => ({ Time }));

describe('SPEC §1/§5 the broadcast turns the slides at their cues', () => {
  it('shows the last slide whose cue the position reached', () => {
    expect(broadcastSlideIndex(deck, 0)).toBe(0);
    expect(broadcastSlideIndex(deck, 104.9)).toBe(0);
    expect(broadcastSlideIndex(deck, 105)).toBe(1);
    expect(broadcastSlideIndex(deck, 5000)).toBe(3);
  });
  it('answers positions in any order (a reload or a late joiner lands on the right slide)', () => {
    expect([300, 10, 220].map((p) => broadcastSlideIndex(deck, p))).toEqual([2, 0, 2]);
  });
  it('holds a public participant on the last slide they may see (SPEC §6)', () => {
    expect(broadcastSlideIndex(deck, 5000, 2)).toBe(1);
  });
  it('has no slide without slides', () => {
    expect(broadcastSlideIndex([], 10)).toBeNull();
    expect(broadcastSlideIndex(deck, 10, 0)).toBeNull();
  });
});
