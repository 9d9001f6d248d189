// SPEC §2 bottom bar visibility for the slide views, through the domain rule. The slides-only
// kinds page through their own deck; the live kinds (live video with its replay, NRS Direct) say
// through live-deck.store whether their viewer may page now, and the live video whether its
// replay runs, for the live-audio-only replay rule. Small group meetings show their slides in
// their own view, so the SGM inputs are fixed here.
import { isBottomBarVisible, isLiveAudioOnlyReplay, RouteChild } from '@podium/domain';
import { useViewerKind } from '../viewer/useViewerKind.ts';
import { useLiveDeckStore } from './live-deck.store.ts';
import { useSlideDeck } from './useSlideDeck.ts';

export function useBottomBarVisible(): boolean {
  const { canNavigate, slides } = useSlideDeck();
  const { routeChild } = useViewerKind();
  const live = routeChild === RouteChild.LiveVideo;
  const liveDeck = useLiveDeckStore();
  return isBottomBarVisible({
    canNavigateSlides: live ? liveDeck.mayNavigate : canNavigate,
    slideCount: live ? liveDeck.slideCount : slides.length,
    liveAudioOnlyReplay: isLiveAudioOnlyReplay(liveDeck.replayType, liveDeck.replayAvailable),
    sgmPhase: 'none',
    sgmSlidesShown: false,
  });
}
