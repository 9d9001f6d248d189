// The bottom bar of an NRS Direct show (SPEC §2): a thumbnail turns to that slide for everyone
// when this viewer is the active host, else personally, and `Back to presenter` on the stage
// returns them (SPEC §4). The viewer shows the bar only while the stage lets this viewer page
// (NrsDirectSlideStage: the SlideNavigation permission in the free padding windows, SPEC §4, §5);
// during the guided tour attendees follow the host and the bar goes.
import { useCallback } from 'react';
import { usePresentation } from '../../presentation/presentation.context.ts';
import { ThumbnailStrip } from '../../slides/components/ThumbnailStrip.tsx';
import { useLiveDeckStore } from '../../slides/live-deck.store.ts';
import { useConferenceDeck } from '../../conference/useConferenceDeck.ts';

export function NrsDirectThumbnailBar() {
  const { presentation } = usePresentation();
  const mayNavigate = useLiveDeckStore((s) => s.mayNavigate);
  const { slides, index, goTo } = useConferenceDeck();
  // The padding window may have closed since the bar rendered: asked again at the click.
  const select = useCallback(
    (target: number) => {
      if (useLiveDeckStore.getState().mayNavigate) goTo(target);
    },
    [goTo],
  );
  if (index === null || !mayNavigate) return null;
  return (
    <ThumbnailStrip
      slides={slides}
      index={index}
      blockCopy={presentation.Security.BlockSlidesCopy}
      onSelect={select}
    />
  );
}
