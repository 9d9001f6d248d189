// The toolbar's `Search document` box with `Previous match` / `Next match` and the status
// ("Match k of n", "No matches"), as in a desktop PDF reader: the search runs as the person types
// (after a pause) or on Enter; Enter again goes to the next match, Shift+Enter to the previous;
// Escape clears the search; Ctrl+F (⌘F) comes here instead of the browser's find, which sees only
// the page on screen.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.ts';
import type { SearchStatus } from '../search-state.ts';
import { foldQuery } from '../text-search.ts';
import type { DocumentSearch } from '../use-document-search.ts';
import { useFindKey } from '../hooks.ts';
import { ChevronDownIcon, ChevronUpIcon, SearchIcon } from './icons.tsx';

/** Pause in typing after which the search runs by itself. */
export const SEARCH_TYPING_PAUSE_MS = 300;
/** Longest query the box takes. */
export const SEARCH_MAX_QUERY_CHARS = 200;

function useStatusText(status: SearchStatus): string {
  const { t } = useTranslation('documentViewer');
  switch (status.kind) {
    case 'idle':
      return '';
    case 'searching':
      return t('searching');
    case 'failed':
      return t('searchFailed');
    case 'none':
      return t('noMatches');
    case 'match':
      return t('matchStatus', { current: status.current, count: status.count });
  }
}

export function SearchBar({ search, ready }: { search: DocumentSearch; ready: boolean }) {
  const { t } = useTranslation('documentViewer');
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const statusText = useStatusText(search.status);
  useFindKey(ready, input);

  // What is typed differs from what was searched: Enter or a match button searches it first.
  const typed = foldQuery(draft);
  const pending = typed !== search.query;
  const { search: runSearch } = search;
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => runSearch(draft), SEARCH_TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [pending, draft, runSearch]);

  const step = (direction: 'next' | 'previous') => {
    if (pending) runSearch(draft);
    else if (direction === 'next') search.next();
    else search.previous();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    step('next');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && event.shiftKey) {
      event.preventDefault();
      step('previous');
    } else if (event.key === 'Escape' && draft !== '') {
      event.preventDefault();
      setDraft('');
      runSearch('');
    }
  };

  const canStep = ready && (pending ? typed !== '' : search.canStep);
  return (
    <form role="search" className="dv-search" onSubmit={onSubmit}>
      <span className="dv-search-field">
        <SearchIcon />
        <input
          ref={input}
          type="search"
          className="dv-search-input"
          aria-label={t('searchDocument')}
          placeholder={t('searchDocument')}
          maxLength={SEARCH_MAX_QUERY_CHARS}
          enterKeyHint="search"
          disabled={!ready}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </span>
      <span role="status" className="dv-search-status">
        {statusText}
      </span>
      <button
        type="button"
        className="dv-icon-button"
        aria-label={t('previousMatch')}
        title={t('previousMatch')}
        disabled={!canStep}
        onClick={() => step('previous')}
      >
        <ChevronUpIcon />
      </button>
      <button
        type="button"
        className="dv-icon-button"
        aria-label={t('nextMatch')}
        title={t('nextMatch')}
        disabled={!canStep}
        onClick={() => step('next')}
      >
        <ChevronDownIcon />
      </button>
    </form>
  );
}
