// SPEC §2 Slides child: the current slide with Previous/Next controls (ARCHITECTURE §5 names).
// The <img> element stays mounted and only its src changes, so a prefetched slide paints from
// cache without a remount (ARCHITECTURE §7).
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { SlideImage } from './SlideImage.tsx';
import { slidePicture } from '../slide-picture.ts';
import { useSlideDeck } from '../useSlideDeck.ts';
import { useSlideKeyboard } from '../useSlideKeyboard.ts';
import { useSlidePrefetch } from '../useSlidePrefetch.ts';
import { SlideNavControls } from './SlideNavControls.tsx';
import { SlideSearchSlot } from './SlideSearchSlot.tsx';
import '../slides.css';
import { NoSlidesNotice } from './NoSlidesNotice.tsx';

export function Slides() {
  const { t } = useTranslation('slides');
  const { presentation } = usePresentation();
  const { slides, index, current, canNavigate, next, previous, goTo } = useSlideDeck();
  const titleId = useId();
  useSlideKeyboard(canNavigate, previous, next);
  useSlidePrefetch(slides, index);
  const { BlockSlidesCopy, BlockSlidesText } = presentation.Security;

  if (!current) return <NoSlidesNotice />;
  const count = slides.length;
  return (
    <section className={BlockSlidesText ? 'slides slides--no-select' : 'slides'}>
      <SlideSearchSlot
        slides={slides}
        mayNavigate={canNavigate}
        onJump={(position) => goTo(position)}
      />
      <div className="slides__frame">
        <SlideImage
          {...slidePicture(current)}
          alt={t('slideOf', { n: index + 1, m: count })}
          describedBy={titleId}
          blockCopy={BlockSlidesCopy}
        />
        <span id={titleId} className="viewer-sr-only">
          {current.Title}
        </span>
      </div>
      {canNavigate && (
        <SlideNavControls
          index={index}
          count={count}
          previousDisabled={index === 0}
          nextDisabled={index === count - 1}
          onPrevious={previous}
          onNext={next}
        />
      )}
    </section>
  );
}
