// The bottom bar of media with slides (SPEC §2): a thumbnail seeks the media to that slide's cue.
import { usePresentation } from '../../presentation/presentation.context.ts';
import { ThumbnailStrip } from '../../slides/components/ThumbnailStrip.tsx';
import { useMediaSlideNavigation } from '../useMediaSlideNavigation.ts';

export function MediaThumbnailBar() {
  const { presentation } = usePresentation();
  const { slides, position, goTo } = useMediaSlideNavigation();
  return (
    <ThumbnailStrip
      slides={slides}
      index={position}
      blockCopy={presentation.Security.BlockSlidesCopy}
      onSelect={goTo}
    />
  );
}
