import { describe, expect, it } from 'vitest';
import { PresentationKind } from '../presentation/kind.ts';
import { isSlideSearchOffered } from './search-offer.ts';
import {
  searchSlides,
  SLIDE_SEARCH_MAX_RESULTS,
  SlideSearchQuerySchema,
  slideSearchTerms,
  type SearchableSlide,
} from './search.ts';

const deck: SearchableSlide[] = [
  { guid: 'g0', index: 0, title: 'Harbor Logistics', text: 'Investor Day 2026\nAgenda' },
  {
    guid: 'g1',
    index: 1,
    title: 'Market',
    text: 'Container volumes grew 12% while the fleet’s fuel use fell. Our Café terminal in Montréal opened in May.',
  },
  { guid: 'g2', index: 2, title: 'Fleet Renewal', text: '' },
  {
    guid: 'g3',
    index: 3,
    title: null,
    text: 'Guidance: revenue of $1.2bn; fleet renewal completes in 2028.',
  },
];

describe('slide search', () => {
  it('finds the slides that contain every word, in deck order, ignoring case', () => {
    expect(searchSlides(deck, 'FLEET').map((r) => r.Index)).toEqual([1, 2, 3]);
    expect(searchSlides(deck, 'fleet renewal').map((r) => r.Index)).toEqual([2, 3]);
    expect(searchSlides(deck, 'fleet 2029')).toEqual([]);
  });

  it('ignores accents both ways', () => {
    expect(searchSlides(deck, 'montreal cafe').map((r) => r.Index)).toEqual([1]);
    expect(searchSlides(deck, 'Montréal').map((r) => r.Index)).toEqual([1]);
  });

  it('searches titles, so a deck stored without text is still searchable', () => {
    const [hit] = searchSlides(deck, 'renewal');
    expect(hit).toEqual({
      SlideGuid: 'g2',
      Index: 2,
      Title: 'Fleet Renewal',
      Snippet: 'Fleet Renewal',
    });
  });

  it('snips the text around the first match, whitespace collapsed, cut ends marked', () => {
    const [hit] = searchSlides(deck, 'montreal');
    expect(hit?.Snippet).toBe('…fuel use fell. Our Café terminal in Montréal opened in May.');
    expect(searchSlides(deck, 'agenda')[0]?.Snippet).toBe('Investor Day 2026 Agenda');
  });

  it('answers at most the maximum, and nothing for a blank query', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      guid: `m${i}`,
      index: 29 - i,
      title: null,
      text: 'revenue',
    }));
    const results = searchSlides(many, 'revenue');
    expect(results).toHaveLength(SLIDE_SEARCH_MAX_RESULTS);
    expect(results[0]?.Index).toBe(0);
    expect(searchSlides(deck, '   ')).toEqual([]);
    expect(slideSearchTerms('  Fleet   Café ')).toEqual(['fleet', 'cafe']);
  });

  it('validates the query with a clear message', () => {
    expect(SlideSearchQuerySchema.safeParse({ q: ' ' }).error?.issues[0]?.message).toBe(
      'Enter words to search for.',
    );
    expect(SlideSearchQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
    expect(SlideSearchQuerySchema.parse({ q: ' fleet ' })).toEqual({ q: 'fleet' });
  });
});

describe('which slide stages offer Search slides', () => {
  it('slides only, media with slides and live video with slides offer it', () => {
    expect(isSlideSearchOffered(PresentationKind.SlidesOnly, true)).toBe(true);
    expect(isSlideSearchOffered(PresentationKind.MediaWithSlides, true)).toBe(true);
    expect(isSlideSearchOffered(PresentationKind.LiveVideo, true)).toBe(true);
  });

  it('not to a viewer who may not page on their own (a result moves to its slide)', () => {
    expect(isSlideSearchOffered(PresentationKind.LiveVideo, false)).toBe(false);
    expect(isSlideSearchOffered(PresentationKind.SlidesOnly, false)).toBe(false);
  });

  it('not on the other kinds', () => {
    const offering = Object.values(PresentationKind).filter((kind) =>
      isSlideSearchOffered(kind, true),
    );
    expect(offering.sort()).toEqual(['LiveVideo', 'MediaWithSlides', 'SlidesOnly']);
  });
});
