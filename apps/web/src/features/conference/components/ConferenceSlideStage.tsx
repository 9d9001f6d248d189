// The slide of a conference call with slides (SPEC §2 SlidesConference), named like the other
// stages (`Slide N of M`, `Previous slide`, `Next slide`). Attendees follow the presenter and may
// page on their own; the active presenter's paging moves everyone (SPEC §4).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { BackToPresenter } from '../../slides/components/BackToPresenter.tsx';
import { SlideNavControls } from '../../slides/components/SlideNavControls.tsx';
import { SlideImage } from '../../slides/components/SlideImage.tsx';
import { slidePicture } from '../../slides/slide-picture.ts';
import { useSlideKeyboard } from '../../slides/useSlideKeyboard.ts';
import { useSlidePrefetch } from '../../slides/useSlidePrefetch.ts';
import { useConferenceDeck } from '../useConferenceDeck.ts';
import '../../slides/slides.css';

export function ConferenceSlideStage() {
  const { t } = useTranslation('slides');
  const { presentation } = usePresentation();
  const deck = useConferenceDeck();
  const titleId = useId();
  const { slides, index, current } = deck;
  useSlideKeyboard(current !== undefined, deck.previous, deck.next);
  useSlidePrefetch(slides, index ?? 0);
  const { BlockSlidesCopy, BlockSlidesText } = presentation.Security;

  if (current === undefined || index === null)
    return <p className="slides-empty">{t('noSlides')}</p>;
  const count = slides.length;
  return (
    <section className={BlockSlidesText ? 'slides slides--no-select' : 'slides'}>
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
      <SlideNavControls
        index={index}
        count={count}
        previousDisabled={index === 0}
        nextDisabled={index === count - 1}
        onPrevious={deck.previous}
        onNext={deck.next}
      >
        {!deck.controlsSlides && (
          <BackToPresenter
            offPresenter={deck.offPresenter}
            presenterIndex={deck.presenterIndex}
            onBack={deck.followPresenter}
          />
        )}
      </SlideNavControls>
    </section>
  );
}
