import { describe, expect, it } from 'vitest';
import { deckRenderPercent, isDeckRenderUnderway } from './deck-render.ts';

describe('a deck render', () => {
  it('is underway while Queued or Rendering', () => {
    expect(isDeckRenderUnderway({ Status: 'Queued' })).toBe(true);
    expect(isDeckRenderUnderway({ Status: 'Rendering' })).toBe(true);
    expect(isDeckRenderUnderway({ Status: 'Done' })).toBe(false);
    expect(isDeckRenderUnderway({ Status: 'Failed' })).toBe(false);
    expect(isDeckRenderUnderway(null)).toBe(false);
  });

  it('is as far as its share of pages made, 0 until the page count is known', () => {
    expect(deckRenderPercent({ PagesDone: 0, PageCount: null })).toBe(0);
    expect(deckRenderPercent({ PagesDone: 0, PageCount: 0 })).toBe(0);
    expect(deckRenderPercent({ PagesDone: 1, PageCount: 3 })).toBe(33);
    expect(deckRenderPercent({ PagesDone: 3, PageCount: 3 })).toBe(100);
  });
});
