// SPEC §2 bottom bar visibility for the slide views, through the domain rule. The foundation's
// kinds have no replay and no small group meeting, so those inputs are fixed here.
import { isBottomBarVisible } from '@podium/domain';
import { useSlideDeck } from './useSlideDeck.ts';

export function useBottomBarVisible(): boolean {
  const { canNavigate, slides } = useSlideDeck();
  return isBottomBarVisible({
    canNavigateSlides: canNavigate,
    slideCount: slides.length,
    liveAudioOnlyReplay: false,
    sgmPhase: 'none',
    sgmSlidesShown: false,
  });
}
