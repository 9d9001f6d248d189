// SPEC §2 bottom bar with slide thumbnails (ARCHITECTURE §5: navigation "Slide thumbnails",
// buttons "Go to slide N"). The current slide is marked aria-current and kept in view. What a
// thumbnail does is the caller's: slides-only navigates, media with slides seeks the media.
// Only the thumbnails within reach of the strip's visible part are fetched: a phone shows four
// of a deck's dozens, and the rest load as the strip scrolls towards them.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { SLIDE_THUMBNAIL_SIZES, type Slide } from '@podium/domain';
import { slideImageProtection } from '../slide-protection.ts';
import '../slides.css';

/**
 * How far beyond the strip's visible part thumbnails are fetched, as the observer's margin: half
 * the strip's width on either side, so a swipe finds the next ones already there.
 */
export const THUMBNAIL_REACH_MARGIN = '0px 50%';

/**
 * The indexes of the thumbnails that have come within reach of the strip's visible part (they
 * stay fetched once fetched); null where the browser cannot tell, and every thumbnail is fetched.
 */
function useThumbnailsInReach(
  listRef: RefObject<HTMLOListElement | null>,
  slides: readonly Slide[],
): ReadonlySet<number> | null {
  const observable = typeof IntersectionObserver === 'function';
  const [inReach, setInReach] = useState<ReadonlySet<number>>(() => new Set());
  useEffect(() => {
    const list = listRef.current;
    if (!observable || !list) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const reached = entries
          .filter((entry) => entry.isIntersecting)
          .map((entry) => Number((entry.target as HTMLElement).dataset.index));
        if (reached.length === 0) return;
        setInReach((held) =>
          reached.every((i) => held.has(i)) ? held : new Set([...held, ...reached]),
        );
      },
      { root: list, rootMargin: THUMBNAIL_REACH_MARGIN },
    );
    for (const item of list.children) observer.observe(item);
    return () => observer.disconnect();
  }, [listRef, slides, observable]);
  return observable ? inReach : null;
}

interface ThumbnailStripProps {
  readonly slides: readonly Slide[];
  readonly index: number;
  readonly blockCopy: boolean;
  readonly onSelect: (index: number) => void;
}

export function ThumbnailStrip({ slides, index, blockCopy, onSelect }: ThumbnailStripProps) {
  const { t } = useTranslation('slides');
  const currentRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const inReach = useThumbnailsInReach(listRef, slides);
  const protection = slideImageProtection(blockCopy);

  // Scrolling needs the page laid out: done in the next frame, it uses the frame's own layout
  // instead of forcing one in the middle of the commit's effects.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const button = currentRef.current;
      // jsdom and very old engines lack scrollIntoView; the bar then simply does not scroll.
      if (button && typeof button.scrollIntoView === 'function') {
        button.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [index]);

  return (
    <nav className="thumbnails" aria-label={t('thumbnails')}>
      <ol className="thumbnails__list" ref={listRef}>
        {slides.map((slide, i) => {
          const isCurrent = i === index;
          const fetched = inReach === null || inReach.has(i);
          return (
            <li key={slide.Guid} className="thumbnails__item" data-index={i}>
              <button
                type="button"
                ref={isCurrent ? currentRef : undefined}
                className={
                  isCurrent
                    ? 'thumbnails__button thumbnails__button--current'
                    : 'thumbnails__button'
                }
                aria-label={t('goTo', { n: i + 1 })}
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => onSelect(i)}
              >
                <img
                  className="thumbnails__image"
                  src={fetched ? slide.ThumbnailUrl : undefined}
                  srcSet={fetched ? (slide.ThumbnailSrcSet ?? undefined) : undefined}
                  sizes={fetched && slide.ThumbnailSrcSet ? SLIDE_THUMBNAIL_SIZES : undefined}
                  // the slide's proportions: the box is reserved before the picture loads
                  width={slide.Width ?? undefined}
                  height={slide.Height ?? undefined}
                  alt=""
                  loading="lazy"
                  {...protection}
                />
                <span className="thumbnails__number" aria-hidden="true">
                  {i + 1}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
