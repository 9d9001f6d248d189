// The NRS Direct slide (SPEC §4, §5): the active host turns the slides for everyone; attendees
// with PresPermissions.SlideNavigation page on their own in the free padding windows only, and
// come back with `Back to presenter`. During the tour their arrows are off and they follow. The
// bottom bar's thumbnails (NrsDirectThumbnailBar) show while this stage lets the viewer page.
import { useEffect } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation.ts';
import {
  isSlideNavigationAllowed,
  paddingAllowsNavigation,
  PresentationKind,
  type PaddingWindow,
} from '@podium/domain';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { BackToPresenter } from '../../slides/components/BackToPresenter.tsx';
import { SlideNavControls } from '../../slides/components/SlideNavControls.tsx';
import { clearLiveDeck, setLiveDeck } from '../../slides/live-deck.store.ts';
import { slideImageProtection } from '../../slides/slide-protection.ts';
import { slidePicture } from '../../slides/slide-picture.ts';
import { useSlideKeyboard } from '../../slides/useSlideKeyboard.ts';
import { useSlidePrefetch } from '../../slides/useSlidePrefetch.ts';
import { useConferenceDeck } from '../../conference/useConferenceDeck.ts';
import '../../slides/slides.css';
import { NoSlidesNotice } from '../../slides/components/NoSlidesNotice.tsx';

export function NrsDirectSlideStage({ window }: { readonly window: PaddingWindow }) {
  const { t } = useTranslation('slides');
  const { presentation, user } = usePresentation();
  const deck = useConferenceDeck();
  const { slides, index, current } = deck;
  const permitted = isSlideNavigationAllowed({
    kind: PresentationKind.NrsDirect,
    permissions: user?.PresPermissions ?? null,
    liveVideoEnded: false,
    replayAvailable: false,
  });
  const mayNavigate = deck.controlsSlides || (permitted && paddingAllowsNavigation(window));
  useSlideKeyboard(mayNavigate && current !== undefined, deck.previous, deck.next);
  useSlidePrefetch(slides, index ?? 0);
  const onScreen = current !== undefined && index !== null;
  const count = slides.length;
  useEffect(
    () =>
      setLiveDeck({
        mayNavigate: mayNavigate && onScreen,
        slideCount: count,
        liveVideoEnded: false,
        replayAvailable: false,
        replayType: null,
      }),
    [mayNavigate, onScreen, count],
  );
  useEffect(() => clearLiveDeck, []);

  if (current === undefined || index === null) return <NoSlidesNotice />;
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
      <SlideNavControls
        index={index}
        count={count}
        previousDisabled={!mayNavigate || index === 0}
        nextDisabled={!mayNavigate || index === count - 1}
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
