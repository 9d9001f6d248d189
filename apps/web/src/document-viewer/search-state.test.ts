import { describe, expect, it } from 'vitest';
import {
  currentMatchPage,
  initialSearchState,
  needsText,
  pageHighlights,
  searchReducer,
  searchStatus,
  selectedStartOn,
  type SearchAction,
  type SearchState,
} from './search-state.ts';
import { searchablePage } from './text-search.ts';

/** A five-page document: "fleet" on pages 2 (twice) and 4. */
const TEXTS = ['Cover page', 'Fleet renewal. The fleet grows.', 'Markets', 'Fleet size', 'End'];
const page = (n: number) => searchablePage([{ str: TEXTS[n - 1]!, hasEOL: false }]);

function run(state: SearchState, ...actions: SearchAction[]): SearchState {
  return actions.reduce(searchReducer, state);
}

const opened = run(initialSearchState, { type: 'reset', pageCount: TEXTS.length });

/** Reads pages from the one after those read through `last`. */
function read(state: SearchState, last: number): SearchState {
  let next = state;
  for (let n = state.pages.length + 1; n <= last; n += 1)
    next = searchReducer(next, { type: 'pageText', pageNumber: n, page: page(n) });
  return next;
}

const searched = (query: string, shownPage = 1) =>
  read(run(opened, { type: 'search', query, shownPage }), TEXTS.length);

describe('document search state', () => {
  it('wants the pages only once there is a query, and until all are read', () => {
    expect(needsText(opened)).toBe(false);
    const asked = run(opened, { type: 'search', query: 'fleet', shownPage: 1 });
    expect(needsText(asked)).toBe(true);
    expect(searchStatus(asked)).toEqual({ kind: 'searching' });
    expect(needsText(read(asked, 5))).toBe(false);
    expect(needsText(run(asked, { type: 'search', query: '  ', shownPage: 1 }))).toBe(false);
  });

  it('shows the first match at or after the page shown, as soon as it is read', () => {
    const asked = run(opened, { type: 'search', query: 'FLEET', shownPage: 3 });
    expect(currentMatchPage(read(asked, 3))).toBeNull();
    const found = read(asked, 4);
    expect(currentMatchPage(found)).toBe(4);
    expect(searchStatus(read(found, 5))).toEqual({ kind: 'match', current: 3, count: 3 });
  });

  it('wraps to the first match when none follows the page shown', () => {
    const state = searched('fleet', 5);
    expect(currentMatchPage(state)).toBe(2);
    expect(searchStatus(state)).toEqual({ kind: 'match', current: 1, count: 3 });
  });

  it('says No matches once every page is read without one', () => {
    expect(searchStatus(searched('helicopter'))).toEqual({ kind: 'none' });
    expect(searchStatus(opened)).toEqual({ kind: 'idle' });
  });

  it('steps through the matches with Next and Previous, wrapping around', () => {
    let state = searched('fleet');
    expect(searchStatus(state)).toMatchObject({ current: 1 });
    state = run(state, { type: 'next', shownPage: 2 });
    expect(searchStatus(state)).toMatchObject({ current: 2 });
    state = run(state, { type: 'next', shownPage: 2 });
    expect([currentMatchPage(state), searchStatus(state)]).toEqual([
      4,
      { kind: 'match', current: 3, count: 3 },
    ]);
    state = run(state, { type: 'next', shownPage: 4 });
    expect(searchStatus(state)).toMatchObject({ current: 1 });
    state = run(state, { type: 'previous', shownPage: 2 });
    expect(searchStatus(state)).toMatchObject({ current: 3 });
    state = run(state, { type: 'previous', shownPage: 4 });
    expect(searchStatus(state)).toMatchObject({ current: 2 });
  });

  it('steps from the page shown once the reader paged away from the match', () => {
    const onTwo = searched('fleet');
    expect(currentMatchPage(run(onTwo, { type: 'next', shownPage: 3 }))).toBe(4);
    expect(searchStatus(run(onTwo, { type: 'previous', shownPage: 3 }))).toMatchObject({
      current: 2,
    });
  });

  it('counts a turn each time a match is chosen, even the same one again', () => {
    const once = run(opened, { type: 'search', query: 'size', shownPage: 1 });
    const found = read(once, 5);
    const again = run(found, { type: 'next', shownPage: 4 });
    expect(currentMatchPage(again)).toBe(4);
    expect(again.turn).toBe(found.turn + 1);
  });

  it('waits for the pages not read yet before going past the last match found', () => {
    const partly = read(run(opened, { type: 'search', query: 'fleet', shownPage: 1 }), 3);
    const second = run(partly, { type: 'next', shownPage: 2 });
    expect(searchStatus(second)).toEqual({ kind: 'searching' });
    const waiting = run(second, { type: 'next', shownPage: 2 });
    expect(currentMatchPage(waiting)).toBeNull();
    expect(run(waiting, { type: 'previous', shownPage: 2 })).toBe(waiting);
    expect(currentMatchPage(read(waiting, 4))).toBe(4);
  });

  it('ignores a page that is not the next one, and a failure waits for the next search', () => {
    const asked = run(opened, { type: 'search', query: 'fleet', shownPage: 1 });
    expect(run(asked, { type: 'pageText', pageNumber: 2, page: page(2) }).pages).toHaveLength(0);
    const failed = run(asked, { type: 'failed' });
    expect([searchStatus(failed), needsText(failed)]).toEqual([{ kind: 'failed' }, false]);
    expect(needsText(run(failed, { type: 'search', query: 'fleet', shownPage: 1 }))).toBe(true);
  });

  it('marks every match on the page shown, the current one apart', () => {
    const state = run(searched('fleet'), { type: 'next', shownPage: 2 });
    const marks = pageHighlights(state.pages[1], state.query, selectedStartOn(state, 2));
    expect(marks).toEqual([
      { item: 0, from: 0, to: 5, selected: false },
      { item: 0, from: 19, to: 24, selected: true },
    ]);
    expect(selectedStartOn(state, 4)).toBeNull();
    expect(pageHighlights(undefined, state.query, null)).toEqual([]);
  });
});
