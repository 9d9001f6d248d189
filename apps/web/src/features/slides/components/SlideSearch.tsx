// `Search slides`: a searchbox over the slide stage; its results list the slides that mention
// every word, with the words around the first match, and a result jumps to its slide. Loaded
// lazily: the first screen does not need it.
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { SLIDE_SEARCH_MAX_QUERY_CHARS, type Slide } from '@podium/domain';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { useSlideSearch } from '../useSlideSearch.ts';
import { SLIDE_SEARCH_NAMESPACE } from '../slide-search-i18n.ts';
import '../slide-search.css';

interface SlideSearchProps {
  /** The deck as this viewer has it (a public participant's is cut, SPEC §6). */
  readonly slides: readonly Slide[];
  /** Shows the slide at this position of `slides`. */
  readonly onJump: (position: number) => void;
}

export function SlideSearch({ slides, onJump }: SlideSearchProps) {
  const { t } = useTranslation(SLIDE_SEARCH_NAMESPACE);
  const { presId } = usePresentation();
  const search = useSlideSearch(presId);
  const [query, setQuery] = useState('');
  const resultsId = useId();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    search.submit(query);
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && search.open) {
      event.stopPropagation();
      search.close();
    }
  }

  const results = search.results;
  return (
    <div className="slides__search" onKeyDown={onKeyDown}>
      <form role="search" aria-label={t('label')} onSubmit={onSubmit}>
        <input
          type="search"
          className="slides__search-input"
          aria-label={t('label')}
          placeholder={t('placeholder')}
          maxLength={SLIDE_SEARCH_MAX_QUERY_CHARS}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-controls={search.open ? resultsId : undefined}
        />
        <button type="submit" className="slides__search-button">
          {t('submit')}
        </button>
      </form>
      {search.open && (
        <div id={resultsId} className="slides__search-results">
          {results.status === 'pending' && <p role="status">{t('searching')}</p>}
          {results.status === 'error' && <p role="alert">{t('failed')}</p>}
          {results.status === 'success' && (
            <>
              <p role="status" className="slides__search-count">
                {results.data.length === 0
                  ? t('none', { query: search.submitted ?? '' })
                  : t('found', { count: results.data.length })}
              </p>
              {results.data.length > 0 && (
                <ul aria-label={t('results')}>
                  {results.data.map((result) => {
                    const position = slides.findIndex((s) => s.Guid === result.SlideGuid);
                    if (position < 0) return null;
                    return (
                      <li key={result.SlideGuid}>
                        <button
                          type="button"
                          onClick={() => {
                            onJump(position);
                            search.close();
                          }}
                        >
                          <span className="slides__search-slide">
                            {t('slide', { n: position + 1 })}
                          </span>
                          <span className="slides__search-snippet">{result.Snippet}</span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}
