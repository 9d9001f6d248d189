// The meeting's slides: the host, the call's active presenter, turns them for everyone; the
// others follow (SPEC §6 SGM host).
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { SlideNavControls } from '../../slides/components/SlideNavControls.tsx';
import { slideImageProtection } from '../../slides/slide-protection.ts';
import { slidePicture } from '../../slides/slide-picture.ts';
import { useSlideKeyboard } from '../../slides/useSlideKeyboard.ts';
import { useSlidePrefetch } from '../../slides/useSlidePrefetch.ts';
import { useConferenceDeck } from '../../conference/useConferenceDeck.ts';
import '../../slides/slides.css';
import { NoSlidesNotice } from '../../slides/components/NoSlidesNotice.tsx';

export function MeetingSlideStage() {
  const { t } = useTranslation('slides');
  const { presentation } = usePresentation();
  const deck = useConferenceDeck();
  const { slides, index, current } = deck;
  useSlideKeyboard(deck.controlsSlides && current !== undefined, deck.previous, deck.next);
  useSlidePrefetch(slides, index ?? 0);
  if (current === undefined || index === null) return <NoSlidesNotice />;
  const count = slides.length;
  return (
    <section
      className={presentation.Security.BlockSlidesText ? 'slides slides--no-select' : 'slides'}
    >
      <div className="slides__frame">
        <img
          className="slides__image"
          {...slidePicture(current)}
          alt={t('slideOf', { n: index + 1, m: count })}
          {...slideImageProtection(presentation.Security.BlockSlidesCopy)}
        />
      </div>
      {deck.controlsSlides && (
        <SlideNavControls
          index={index}
          count={count}
          previousDisabled={index === 0}
          nextDisabled={index === count - 1}
          onPrevious={deck.previous}
          onNext={deck.next}
        />
      )}
    </section>
  );
}
