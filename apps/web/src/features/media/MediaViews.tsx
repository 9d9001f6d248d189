// The lazy chunk of the on-demand kinds (ARCHITECTURE §7: the player is not in the viewer's
// initial JS). ViewerPage and the openVideo page import this module with import() only.
import { RouteChild } from '@podium/domain';
import './media-i18n.ts';
import { MediaSlides } from './components/MediaSlides.tsx';
import { AudioOnly, VideoOnly } from './components/SingleMedia.tsx';

export { MediaThumbnailBar } from './components/MediaThumbnailBar.tsx';
export { OpenVideoPlayer } from './components/OpenVideoPlayer.tsx';

export function MediaKindView({ routeChild }: { readonly routeChild: RouteChild }) {
  switch (routeChild) {
    case RouteChild.MediaSlides:
      return <MediaSlides />;
    case RouteChild.AudioOnly:
      return <AudioOnly />;
    default:
      return <VideoOnly />;
  }
}
