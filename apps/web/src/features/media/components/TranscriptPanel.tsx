// The `Transcript` panel: every cue of the caption track with its time, the
// cue playing now highlighted (aria-current) and kept in sight, a click seeks to a cue, and the
// `Search transcript` box narrows the list to the cues containing the words typed.
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { captionIndexAtTime, searchCaptions, type CaptionCue } from '@podium/domain';
import { useMediaStore } from '../media.store.ts';
import { formatClock } from '../time-format.ts';
import { keepInSight } from '../keep-in-sight.ts';
import type { Captions } from '../useCaptions.ts';
import './media-lists.css';
import './transcript.css';

function CueList({
  cues,
  query,
}: {
  readonly cues: readonly CaptionCue[];
  readonly query: string;
}) {
  const { t } = useTranslation('media');
  const controller = useMediaStore((s) => s.controller);
  const currentIndex = useMediaStore((s) => captionIndexAtTime(cues, s.currentTime));
  const shown = useMemo(() => searchCaptions(cues, query), [cues, query]);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (list && current) keepInSight(list, current);
  }, [currentIndex, shown]);

  if (shown.length === 0)
    return (
      <p className="media-transcript__empty" role="status">
        {t('captions.noMatches')}
      </p>
    );
  return (
    <>
      {query.trim() !== '' && (
        <p className="pd-visually-hidden" role="status">
          {t('captions.matches', { count: shown.length })}
        </p>
      )}
      <ol className="media-transcript__list" ref={listRef}>
        {shown.map((index) => {
          const cue = cues[index] as CaptionCue;
          const current = index === currentIndex;
          return (
            <li key={index}>
              <button
                type="button"
                className={
                  current
                    ? 'media-transcript__cue media-transcript__cue--current'
                    : 'media-transcript__cue'
                }
                aria-current={current ? 'true' : undefined}
                disabled={controller === null}
                onClick={() => controller?.seekTo(cue.start, 'user')}
              >
                <span className="media-transcript__time">{formatClock(cue.start)}</span>
                <span className="media-transcript__text">{cue.text}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}

export function TranscriptPanel({ captions }: { readonly captions: Captions }) {
  const { t } = useTranslation('media');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  let body;
  if (captions.failed) body = <p className="media-transcript__empty">{t('captions.failed')}</p>;
  else if (captions.cues === null)
    body = <p className="media-transcript__empty">{t('captions.loading')}</p>;
  else body = <CueList cues={captions.cues} query={deferredQuery} />;
  return (
    <aside className="media-transcript" aria-label={t('captions.transcript')}>
      <h2 className="media-transcript__heading">{t('captions.transcript')}</h2>
      <input
        type="search"
        className="media-transcript__search"
        aria-label={t('captions.search')}
        placeholder={t('captions.search')}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {body}
    </aside>
  );
}
