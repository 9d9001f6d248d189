// The document viewer's search, wired to pdf.js: the pages' text is read only once a person
// searches (never on the first load's path), one page after another so the page on screen keeps
// the worker's attention, and the viewer turns to the page of the match shown.
import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { readPageText, type PdfDocument } from './pdf.ts';
import {
  currentMatchPage,
  initialSearchState,
  needsText,
  pageHighlights,
  searchReducer,
  searchStatus,
  selectedStartOn,
  type HighlightRange,
  type SearchStatus,
} from './search-state.ts';
import { searchablePage } from './text-search.ts';

export interface DocumentSearch {
  readonly status: SearchStatus;
  /** The query last searched for, folded; empty when none. */
  readonly query: string;
  /** Next match / Previous match have a match to go to. */
  readonly canStep: boolean;
  /** The marks for the page shown. */
  readonly highlights: readonly HighlightRange[];
  /** Moves on each time a match is chosen: the page brings the match shown into view. */
  readonly turn: number;
  search(query: string): void;
  next(): void;
  previous(): void;
}

/**
 * doc: null until the document is open. shownPage: the page on screen. onJump: turns to a page.
 */
export function useDocumentSearch(
  doc: PdfDocument | null,
  shownPage: number,
  onJump: (page: number) => void,
): DocumentSearch {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);

  useEffect(() => {
    dispatch({ type: 'reset', pageCount: doc?.numPages ?? 0 });
  }, [doc]);

  // Reads the next page not read yet while a search wants it; the reducer's answer asks for the
  // one after. A cleared query stops the reading, and the next search carries on from there.
  const nextPage = doc !== null && needsText(state) ? state.pages.length + 1 : null;
  useEffect(() => {
    if (doc === null || nextPage === null) return;
    let active = true;
    readPageText(doc, nextPage).then(
      (items) => {
        if (active)
          dispatch({ type: 'pageText', pageNumber: nextPage, page: searchablePage(items) });
      },
      () => {
        if (active) dispatch({ type: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [doc, nextPage]);

  // Turns to the match's page each time a match is chosen (not when more pages come in).
  const matchPage = currentMatchPage(state);
  const { turn } = state;
  useEffect(() => {
    if (matchPage !== null) onJump(matchPage);
    // matchPage changes only with turn; the turn alone says a match was chosen again.
  }, [turn, matchPage, onJump]);

  const pageText = state.pages[shownPage - 1];
  const selectedStart = selectedStartOn(state, shownPage);
  const highlights = useMemo(
    () => pageHighlights(pageText, state.query, selectedStart),
    [pageText, state.query, selectedStart],
  );

  const search = useCallback(
    (query: string) => dispatch({ type: 'search', query, shownPage }),
    [shownPage],
  );
  const next = useCallback(() => dispatch({ type: 'next', shownPage }), [shownPage]);
  const previous = useCallback(() => dispatch({ type: 'previous', shownPage }), [shownPage]);

  return {
    status: searchStatus(state),
    query: state.query,
    canStep: state.matches.length > 0,
    highlights,
    turn,
    search,
    next,
    previous,
  };
}
