import { describe, expect, it } from 'vitest';
import { isInPrivatePortion, publicSlideIndex } from './public-slide.ts';

describe('SPEC §6 the shared slide index as a public participant receives it', () => {
  it('passes public slides through and holds private ones at the last public slide', () => {
    expect(publicSlideIndex(0, 7)).toBe(0);
    expect(publicSlideIndex(6, 7)).toBe(6);
    expect(publicSlideIndex(7, 7)).toBe(6);
    expect(publicSlideIndex(11, 7)).toBe(6);
  });

  it('no cut (no private slides) sends the index as it is', () => {
    expect(publicSlideIndex(11, null)).toBe(11);
    expect(publicSlideIndex(11, undefined)).toBe(11);
  });

  it('a deck that is private from the first slide sends nothing', () => {
    expect(publicSlideIndex(3, 0)).toBeNull();
  });
});

describe('SPEC §6 telling a public participant the presenter is on the private part', () => {
  it('only for a slide at or past the cut', () => {
    expect(isInPrivatePortion(6, 7)).toBe(false);
    expect(isInPrivatePortion(7, 7)).toBe(true);
    expect(isInPrivatePortion(11, 7)).toBe(true);
  });
  it('never without a cut, nor for a deck with no public slide (nothing is shown at all)', () => {
    expect(isInPrivatePortion(11, null)).toBe(false);
    expect(isInPrivatePortion(3, 0)).toBe(false);
  });
});
