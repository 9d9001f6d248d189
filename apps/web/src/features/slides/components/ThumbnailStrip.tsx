// SPEC §2 bottom bar with slide thumbnails (ARCHITECTURE §5: navigation "Slide thumbnails",
// buttons "Go to slide N"). The current slide is marked aria-current and kept in view. What a
// thumbnail does is the caller's: slides-only navigates, media with slides seeks the media.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { SLIDE_THUMBNAIL_SIZES, type Slide } from '@podium/domain';
import { slideImageProtection } from '../slide-protection.ts';
import '../slides.css';

interface ThumbnailStripProps {
  readonly slides: readonly Slide[];
  readonly index: number;
  readonly blockCopy: boolean;
  readonly onSelect: (index: number) => void;
}

export function ThumbnailStrip({ slides, index, blockCopy, onSelect }: ThumbnailStripProps) {
  const { t } = useTranslation('slides');
  const currentRef = useRef<HTMLButtonElement>(null);
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
      <ol className="thumbnails__list">
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
                  src={slide.ThumbnailUrl}
                  srcSet={slide.ThumbnailSrcSet ?? undefined}
                  sizes={slide.ThumbnailSrcSet ? SLIDE_THUMBNAIL_SIZES : undefined}
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
