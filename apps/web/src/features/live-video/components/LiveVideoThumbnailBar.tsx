// The bottom bar of a live video with slides (SPEC §2): a thumbnail turns to that slide for
// everyone when this viewer controls the slides, else personally, and `Back to presenter` on the
// stage returns them (SPEC §4). The viewer shows the bar only while the deck is on screen and
// SPEC §5 lets this viewer page through it (LiveDeckReport): an attendee without the
// SlideNavigation permission follows the presenter while live, and everyone may in the replay.
import { usePresentation } from '../../presentation/presentation.context.ts';
import { ThumbnailStrip } from '../../slides/components/ThumbnailStrip.tsx';
import { useLiveDeckStore } from '../../slides/live-deck.store.ts';
import { useConferenceDeck } from '../../conference/useConferenceDeck.ts';

export function LiveVideoThumbnailBar() {
  const { presentation } = usePresentation();
  const ended = useLiveDeckStore((s) => s.liveVideoEnded);
  const replayAvailable = useLiveDeckStore((s) => s.replayAvailable);
  const { slides, index, mayNavigate, goTo } = useConferenceDeck({ ended, replayAvailable });
  if (index === null || !mayNavigate) return null;
  return (
    <ThumbnailStrip
      slides={slides}
      index={index}
      blockCopy={presentation.Security.BlockSlidesCopy}
      onSelect={goTo}
    />
  );
}
