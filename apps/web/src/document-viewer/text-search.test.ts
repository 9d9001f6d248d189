import { describe, expect, it } from 'vitest';
import { findInPage, foldQuery, itemRanges, searchablePage, type TextItem } from './text-search.ts';

const item = (str: string, hasEOL = false): TextItem => ({ str, hasEOL });

/** The item text each match covers, joined, as the marks on the text layer would show it. */
function marked(items: readonly TextItem[], query: string): string[] {
  const page = searchablePage(items);
  return findInPage(page, foldQuery(query)).map((match) =>
    itemRanges(page, match)
      .map((r) => items[r.item]!.str.slice(r.from, r.to))
      .join('|'),
  );
}

describe('document text search', () => {
  it('finds every occurrence regardless of case and accents, in reading order', () => {
    const items = [item('Goldfield Sachs & Co.', true), item('GOLDFIELD and Café goldfield')];
    expect(marked(items, 'goldfield')).toEqual(['Goldfield', 'GOLDFIELD', 'goldfield']);
    expect(marked(items, 'cafe')).toEqual(['Café']);
    expect(marked(items, 'CAFÉ')).toEqual(['Café']);
  });

  it('reads a line end or a run of blanks as one space, across text items', () => {
    const items = [item('Harbor Point', true), item('Securities'), item('  '), item('and more')];
    expect(marked(items, 'point securities')).toEqual(['Point|Securities']);
    expect(marked(items, 'securities   and')).toEqual(['Securities|  |and']);
    expect(searchablePage(items).folded).toBe('harbor point securities and more');
  });

  it('joins a word hyphenated at a line end, and CJK text wrapped without a space', () => {
    expect(marked([item('forward-', true), item('looking statements')], 'forward-looking')).toEqual(
      ['forward-|looking'],
    );
    expect(marked([item('目論見', true), item('書の概要')], '目論見書')).toEqual(['目論見|書']);
    // a real space stays a space
    expect(marked([item('forward- '), item('looking')], 'forward-looking')).toEqual([]);
  });

  it('finds a ligature by its letters and marks the whole ligature', () => {
    expect(marked([item('Oﬃce')], 'office')).toEqual(['Oﬃce']);
    expect(marked([item('Oﬃce')], 'of')).toEqual(['Oﬃ']);
  });

  it('marks characters outside the basic plane whole', () => {
    expect(marked([item('x 𠀋𠀌 y')], '𠀌')).toEqual(['𠀌']);
    expect(marked([item('x 𠀋𠀌 y')], '𠀋𠀌 Y')).toEqual(['𠀋𠀌 y']);
  });

  it('takes no matches from an empty query or overlapping ones', () => {
    expect(foldQuery('   ')).toBe('');
    expect(findInPage(searchablePage([item('aaaa')]), '')).toEqual([]);
    expect(marked([item('aaaa')], 'aa')).toEqual(['aa', 'aa']);
  });
});
