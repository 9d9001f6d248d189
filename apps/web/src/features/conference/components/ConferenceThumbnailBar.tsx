// The bottom bar of a conference call with slides (SPEC §2): a thumbnail goes to that slide,
// for everyone when this user is the active presenter, else personally (SPEC §4). A participant
// the call cut off (SPEC §6) has no deck left to page through.
import { usePresentation } from '../../presentation/presentation.context.ts';
import { ThumbnailStrip } from '../../slides/components/ThumbnailStrip.tsx';
import { selectCutOff, useConferenceStore } from '../conference.store.ts';
import { useConferenceDeck } from '../useConferenceDeck.ts';

export function ConferenceThumbnailBar() {
  const { presentation } = usePresentation();
  const { slides, index, goTo } = useConferenceDeck();
  // The viewer drops the whole bar for a cut-off viewer (isViewerBottomBarVisible); this covers
  // the moment before the shell hears of it.
  const cutOff = useConferenceStore(selectCutOff);
  if (index === null || cutOff !== null) return null;
  return (
    <ThumbnailStrip
      slides={slides}
      index={index}
      blockCopy={presentation.Security.BlockSlidesCopy}
      onSelect={goTo}
    />
  );
}
