// The thumbnail bar of the slides-only kind: a thumbnail navigates the personal slide deck.
import { usePresentation } from '../../presentation/presentation.context.ts';
import { useSlideDeck } from '../useSlideDeck.ts';
import { ThumbnailStrip } from './ThumbnailStrip.tsx';

export function ThumbnailBar() {
  const { presentation } = usePresentation();
  const { slides, index, goTo } = useSlideDeck();
  return (
    <ThumbnailStrip
      slides={slides}
      index={index}
      blockCopy={presentation.Security.BlockSlidesCopy}
      onSelect={goTo}
    />
  );
}
