// SPEC §3 chapters per container: a jump list. The chapter playing now (domain chapterAtTime,
// followed by the player) carries aria-current, and is kept in sight where the list scrolls
// inside itself (beside the player on desktop, chapter-nav.css).
import { memo, useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { useMediaStore } from '../media.store.ts';
import type { TimedChapter } from '../media-sync.ts';
import { formatClock } from '../time-format.ts';
import { keepInSight } from '../keep-in-sight.ts';
import './media-lists.css';
import './chapter-nav.css';

export const ChapterNav = memo(function ChapterNav({
  chapters,
}: {
  readonly chapters: readonly TimedChapter[];
}) {
  const { t } = useTranslation('media');
  const controller = useMediaStore((s) => s.controller);
  const currentId = useMediaStore((s) => s.sync.chapterId);
  const listRef = useRef<HTMLOListElement>(null);

  // On a chapter change, and whenever the list's box changes: a media action resizes the player
  // (SPEC §3) as the chapter changes, and the list's room with it.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const follow = () => {
      const current = list.querySelector<HTMLElement>('[aria-current="true"]');
      if (current) keepInSight(list, current);
    };
    if (typeof ResizeObserver === 'undefined') {
      follow();
      return undefined;
    }
    // The observer's first report, after the page's own layout and before its paint, follows at
    // once without forcing a layout of its own.
    const observer = new ResizeObserver(follow);
    observer.observe(list);
    return () => observer.disconnect();
  }, [currentId]);

  if (chapters.length === 0) return null;
  return (
    <nav className="media-chapters" aria-label={t('chapters')}>
      <h2 className="media-chapters__heading" aria-hidden="true">
        {t('chapters')}
      </h2>
      <ol className="media-chapters__list" ref={listRef}>
        {chapters.map((chapter) => {
          const current = chapter.ChapterId === currentId;
          return (
            <li key={chapter.ChapterId}>
              <button
                type="button"
                className={
                  current
                    ? 'media-chapters__button media-chapters__button--current'
                    : 'media-chapters__button'
                }
                aria-current={current ? 'true' : undefined}
                disabled={controller === null}
                onClick={() => controller?.seekTo(chapter.Time, 'user')}
              >
                <span className="media-chapters__title">{chapter.Title}</span>
                <span className="media-chapters__time" aria-hidden="true">
                  {formatClock(chapter.Time)}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
