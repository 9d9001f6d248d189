// The document viewer's search (`Search document`, `Next match`, `Previous match`): a pure
// reducer over the pages' text as it comes in, page after page from the first, so the rules of
// which match shows and what the status says are tested without pdf.js or a DOM.
//
// As in a desktop PDF reader: a search begins at the page shown, and its first match is the first
// at or after that page (wrapping to the document's start); Next and Previous step from the match
// shown, or, once the reader has paged elsewhere, from the page shown; both wrap around.
import {
  findInPage,
  foldQuery,
  itemRanges,
  type ItemRange,
  type SearchablePage,
} from './text-search.ts';

export interface SearchMatch {
  /** 1-based page. */
  readonly page: number;
  readonly start: number;
  readonly end: number;
}

export interface SearchState {
  readonly pageCount: number;
  /** The text of pages 1 … pages.length (read in page order). */
  readonly pages: readonly SearchablePage[];
  /** Reading a page's text failed; the next search tries again. */
  readonly failed: boolean;
  /** The query searched for, folded (text-search foldQuery); empty when there is none. */
  readonly query: string;
  /** The matches on the pages read so far, in document order. */
  readonly matches: readonly SearchMatch[];
  /** The match shown (an index into matches); null until one is chosen. */
  readonly current: number | null;
  /** While no match is chosen: the first one at or after this page will be. */
  readonly fromPage: number;
  /** Counts the matches shown: it moves on each time a match is chosen, even the same again. */
  readonly turn: number;
}

export type SearchAction =
  | { readonly type: 'reset'; readonly pageCount: number }
  | { readonly type: 'search'; readonly query: string; readonly shownPage: number }
  /** The text of page pageNumber, which must be the page after those read. */
  | { readonly type: 'pageText'; readonly pageNumber: number; readonly page: SearchablePage }
  | { readonly type: 'failed' }
  | { readonly type: 'next'; readonly shownPage: number }
  | { readonly type: 'previous'; readonly shownPage: number };

export const initialSearchState: SearchState = {
  pageCount: 0,
  pages: [],
  failed: false,
  query: '',
  matches: [],
  current: null,
  fromPage: 1,
  turn: 0,
};

/** Every page's text is in. */
export function isComplete(state: SearchState): boolean {
  return state.pages.length >= state.pageCount;
}

/** The pages' text is still wanted: there is a query and pages not yet read. */
export function needsText(state: SearchState): boolean {
  return state.query !== '' && !state.failed && !isComplete(state);
}

function matchesOf(page: SearchablePage, pageNumber: number, query: string): SearchMatch[] {
  return findInPage(page, query).map((m) => ({ page: pageNumber, ...m }));
}

/**
 * Chooses the match to show when none is: the first at or after fromPage. The pages come in
 * order, so the first found is the first there is; with every page in, the search wraps.
 */
function choose(state: SearchState): SearchState {
  if (state.current !== null) return state;
  const found = state.matches.findIndex((m) => m.page >= state.fromPage);
  if (found >= 0) return show(state, found);
  if (isComplete(state) && state.matches.length > 0) return show(state, 0);
  return state;
}

function show(state: SearchState, index: number): SearchState {
  return { ...state, current: index, turn: state.turn + 1 };
}

function currentMatch(state: SearchState): SearchMatch | null {
  return state.current === null ? null : (state.matches[state.current] ?? null);
}

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'reset':
      return { ...initialSearchState, pageCount: action.pageCount, turn: state.turn };
    case 'search': {
      const query = foldQuery(action.query);
      const matches =
        query === '' ? [] : state.pages.flatMap((page, i) => matchesOf(page, i + 1, query));
      return choose({
        ...state,
        failed: false,
        query,
        matches,
        current: null,
        fromPage: action.shownPage,
      });
    }
    case 'pageText': {
      if (action.pageNumber !== state.pages.length + 1 || isComplete(state)) return state;
      const pages = [...state.pages, action.page];
      const found = state.query === '' ? [] : matchesOf(action.page, pages.length, state.query);
      return choose({ ...state, pages, matches: [...state.matches, ...found] });
    }
    case 'failed':
      return { ...state, failed: true };
    case 'next': {
      if (state.query === '') return state;
      const shown = currentMatch(state);
      if (shown !== null && shown.page === action.shownPage) {
        const next = state.current! + 1;
        if (next < state.matches.length) return show(state, next);
        if (isComplete(state)) return show(state, 0);
        // The next match is on a page not read yet.
        return choose({ ...state, current: null, fromPage: action.shownPage + 1 });
      }
      return choose({ ...state, current: null, fromPage: action.shownPage });
    }
    case 'previous': {
      if (state.query === '') return state;
      const shown = currentMatch(state);
      const target =
        shown !== null && shown.page === action.shownPage
          ? state.current! - 1
          : state.matches.findLastIndex((m) => m.page < action.shownPage);
      if (target >= 0) return show(state, target);
      // Wrapping to the last match needs every page read.
      if (isComplete(state) && state.matches.length > 0)
        return show(state, state.matches.length - 1);
      return state;
    }
  }
}

export type SearchStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'searching' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'none' }
  | { readonly kind: 'match'; readonly current: number; readonly count: number };

/** What the status says: "Match k of n" once every page is read, "Searching…" until then. */
export function searchStatus(state: SearchState): SearchStatus {
  if (state.query === '') return { kind: 'idle' };
  if (state.failed) return { kind: 'failed' };
  if (!isComplete(state)) return { kind: 'searching' };
  if (state.current === null) return { kind: 'none' };
  return { kind: 'match', current: state.current + 1, count: state.matches.length };
}

/** The page of the match shown, if any. */
export function currentMatchPage(state: SearchState): number | null {
  return currentMatch(state)?.page ?? null;
}

/** Start of the match shown on this page in its folded text, or null when it is elsewhere. */
export function selectedStartOn(state: SearchState, page: number): number | null {
  const shown = currentMatch(state);
  return shown !== null && shown.page === page ? shown.start : null;
}

export interface HighlightRange extends ItemRange {
  /** Part of the match shown (the others on the page are marked more lightly). */
  readonly selected: boolean;
}

/** The parts of the page's text items to mark: every match on the page, the shown one apart. */
export function pageHighlights(
  page: SearchablePage | undefined,
  query: string,
  selectedStart: number | null,
): HighlightRange[] {
  if (page === undefined || query === '') return [];
  return findInPage(page, query).flatMap((match) =>
    itemRanges(page, match).map((range) => ({ ...range, selected: match.start === selectedStart })),
  );
}
