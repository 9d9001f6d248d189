// The bottom bar of a conference call with slides (SPEC §2): a thumbnail goes to that slide,
// for everyone when this user is the active presenter, else personally (SPEC §4).
import { usePresentation } from '../../presentation/presentation.context.ts';
import { ThumbnailStrip } from '../../slides/components/ThumbnailStrip.tsx';
import { useConferenceDeck } from '../useConferenceDeck.ts';

export function ConferenceThumbnailBar() {
  const { presentation } = usePresentation();
  const { slides, index, goTo } = useConferenceDeck();
  if (index === null) return null;
  return (
    <ThumbnailStrip
      slides={slides}
      index={index}
      blockCopy={presentation.Security.BlockSlidesCopy}
      onSelect={goTo}
    />
  );
}
