// SPEC §2 bottom bar with slide thumbnails (ARCHITECTURE §5: navigation "Slide thumbnails",
// buttons "Go to slide N"). The current slide is marked aria-current and kept in view. What a
// thumbnail does is the caller's: slides-only navigates, media with slides seeks the media.
// Only the thumbnails within reach of the strip's visible part are fetched: a phone shows four
// of a deck's dozens, and the rest load as the strip scrolls towards them.
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { SLIDE_THUMBNAIL_SIZES, type Slide } from '@podium/domain';
import { slideImageProtection } from '../slide-protection.ts';
import '../slides.css';

/**
 * How far beyond the strip's visible part thumbnails are fetched, as the observer's margin: half
 * the strip's width on either side, so a swipe finds the next ones already there.
 */
export const THUMBNAIL_REACH_MARGIN = '0px 50%';

/** Where a thumbnail's picture waits until the observer gives it to the image. */
const PENDING = { src: 'data-src', srcSet: 'data-srcset', sizes: 'data-sizes' } as const;

interface Picture {
  readonly src: string;
  readonly srcSet: string | undefined;
  readonly sizes: string | undefined;
}

function pictureOf(slide: Slide): Picture {
  return {
    src: slide.ThumbnailUrl,
    srcSet: slide.ThumbnailSrcSet ?? undefined,
    sizes: slide.ThumbnailSrcSet ? SLIDE_THUMBNAIL_SIZES : undefined,
  };
}

/** The picture as data attributes, for the observer to give the image later. */
function pending({ src, srcSet, sizes }: Picture): Record<string, string | undefined> {
  return { [PENDING.src]: src, [PENDING.srcSet]: srcSet, [PENDING.sizes]: sizes };
}

/** Gives a waiting thumbnail its picture (srcset and sizes before src, as the browser reads them). */
function fetchThumbnail(image: HTMLImageElement): void {
  const { src, srcset, sizes } = image.dataset;
  if (sizes) image.sizes = sizes;
  if (srcset) image.srcset = srcset;
  if (src) image.src = src;
}

/**
 * Fetches the thumbnails as they come within reach of the strip's visible part: an observer
 * moves each one's picture from its data attributes onto it, without a render of the strip.
 * False where the browser has no observer: the strip then gives every thumbnail its picture.
 */
function useThumbnailsInReach(
  listRef: RefObject<HTMLOListElement | null>,
  slides: readonly Slide[],
): boolean {
  const observable = typeof IntersectionObserver === 'function';
  useEffect(() => {
    const list = listRef.current;
    if (!observable || !list) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const image = entry.target.querySelector('img');
          if (image) fetchThumbnail(image);
          observer.unobserve(entry.target);
        }
      },
      { root: list, rootMargin: THUMBNAIL_REACH_MARGIN },
    );
    for (const item of list.children) observer.observe(item);
    return () => observer.disconnect();
  }, [listRef, slides, observable]);
  return observable;
}

interface ThumbnailStripProps {
  readonly slides: readonly Slide[];
  readonly index: number;
  readonly blockCopy: boolean;
  readonly onSelect: (index: number) => void;
}

/**
 * Scrolls the strip itself so the current thumbnail sits in its middle, never the page: an
 * element's scrollIntoView moves every scrolling ancestor too, and a slide change would carry a
 * viewer's page down to the strip, past the video above it. Without motion for those who asked
 * the system for less.
 */
function centerInStrip(list: HTMLElement, item: HTMLElement): void {
  const box = list.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  const by = itemBox.left + itemBox.width / 2 - (box.left + box.width / 2);
  if (Math.abs(by) < 1) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  if (typeof list.scrollBy === 'function')
    list.scrollBy({ left: by, behavior: still ? 'auto' : 'smooth' });
  else list.scrollLeft += by;
}

export function ThumbnailStrip({ slides, index, blockCopy, onSelect }: ThumbnailStripProps) {
  const { t } = useTranslation('slides');
  const currentRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const observed = useThumbnailsInReach(listRef, slides);
  const protection = slideImageProtection(blockCopy);

  // Scrolling needs the page laid out: done in the next frame, it uses the frame's own layout
  // instead of forcing one in the middle of the commit's effects.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const button = currentRef.current;
      if (list && button) centerInStrip(list, button);
    });
    return () => cancelAnimationFrame(frame);
  }, [index]);

  // The strip's box changes (a turned phone, a scrollbar coming or going, the room beside a
  // panel): the current thumbnail is brought back to its middle, where it may have left the view.
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const button = currentRef.current;
      if (button) centerInStrip(list, button);
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  return (
    <nav className="thumbnails" aria-label={t('thumbnails')}>
      <ol className="thumbnails__list" ref={listRef}>
        {slides.map((slide, i) => {
          const isCurrent = i === index;
          return (
            <li key={slide.Guid} className="thumbnails__item">
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
                  {...(observed ? pending(pictureOf(slide)) : pictureOf(slide))}
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
