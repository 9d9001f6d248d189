// SPEC §4: in video-only focus the slides are off the stage, but whoever may still change them
// (replay viewers, coordinators, the active presenter) pages with the arrow keys as on the
// stage; the change brings the previous view back (useVideoOnlySlides). A component of its own:
// it renders again on each slide change, the kind's view does not.
import { useConferenceDeck, type DeckLiveVideo } from '../../conference/useConferenceDeck.ts';
import { useSlideKeyboard } from '../../slides/useSlideKeyboard.ts';

export function VideoOnlySlideKeys({ liveVideo }: { readonly liveVideo: DeckLiveVideo }) {
  const deck = useConferenceDeck(liveVideo);
  useSlideKeyboard(deck.mayNavigate && deck.index !== null, deck.previous, deck.next);
  return null;
}
