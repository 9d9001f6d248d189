// The slide of a conference call with slides (SPEC §2 SlidesConference), named like the other
// stages (`Slide N of M`, `Previous slide`, `Next slide`). Attendees follow the presenter and may
// page on their own where SPEC §5 allows it (a live video attendee by their SlideNavigation
// permission); the active presenter's paging moves everyone (SPEC §4). Where the domain offers
// `Search slides` (live video with slides), a result is such a page turn.
import { memo, useId } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { BackToPresenter } from '../../slides/components/BackToPresenter.tsx';
import { SlideNavControls } from '../../slides/components/SlideNavControls.tsx';
import { SlideImage } from '../../slides/components/SlideImage.tsx';
import { SlideSearchSlot } from '../../slides/components/SlideSearchSlot.tsx';
import { slidePicture } from '../../slides/slide-picture.ts';
import { useSlideKeyboard } from '../../slides/useSlideKeyboard.ts';
import { useSlidePrefetch } from '../../slides/useSlidePrefetch.ts';
import { useSlideUpdatedFlag } from '../../slides/useSlideUpdatedFlag.ts';
import { useConferenceDeck, type DeckLiveVideo } from '../useConferenceDeck.ts';
import '../../slides/slides.css';
import { NoSlidesNotice } from '../../slides/components/NoSlidesNotice.tsx';

interface Props {
  /** The live video event's state, when the stage shows its slides (SPEC §5 navigation). */
  readonly liveVideo?: DeckLiveVideo;
}

export const ConferenceSlideStage = memo(function ConferenceSlideStage({ liveVideo }: Props) {
  const { t } = useTranslation('slides');
  const { presentation } = usePresentation();
  const deck = useConferenceDeck(liveVideo);
  const titleId = useId();
  const { slides, index, current, mayNavigate } = deck;
  useSlideKeyboard(mayNavigate && current !== undefined, deck.previous, deck.next);
  useSlidePrefetch(slides, index ?? 0);
  // SPEC §4 slide-updated flag: the presenter turned the slide this viewer follows.
  const updated = useSlideUpdatedFlag(slides.length > 0 ? deck.presenterIndex : null);
  const { BlockSlidesCopy, BlockSlidesText } = presentation.Security;

  if (current === undefined || index === null) return <NoSlidesNotice />;
  const count = slides.length;
  return (
    <section className={BlockSlidesText ? 'slides slides--no-select' : 'slides'}>
      <SlideSearchSlot slides={slides} mayNavigate={mayNavigate} onJump={deck.goTo} />
      <div
        className={
          updated && !deck.offPresenter ? 'slides__frame slides__frame--updated' : 'slides__frame'
        }
        data-slide-updated={updated && !deck.offPresenter ? 'true' : undefined}
      >
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
        previousDisabled={!mayNavigate || index === 0}
        nextDisabled={!mayNavigate || index === count - 1}
        onPrevious={deck.previous}
        onNext={deck.next}
      >
        {deck.presenterInPrivatePortion && (
          <span className="slides__badge" role="status">
            {t('privatePortion')}
          </span>
        )}
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
});
