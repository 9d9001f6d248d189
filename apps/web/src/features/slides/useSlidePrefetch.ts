// SPEC §9 prefetch: the domain picks the window of slides around the current one; here each is
// requested once through an Image object so the next change paints from the browser cache
// (ARCHITECTURE §7: next slide painted within 50 ms of the click when prefetched). A live video
// attendee prefetches only once the replay is available, as the live video's view says it
// (live-deck.store): while live, their slides follow the presenter.
import { useEffect, useRef } from 'react';
import {
  effectiveLiveVideoRoles,
  isLiveVideoAttendeeOnly,
  prefetchSlideIndexes,
  type Slide,
} from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { useLiveDeckStore } from './live-deck.store.ts';
import { useViewerKind } from '../viewer/useViewerKind.ts';
import { useViewport } from '../viewer/useViewport.ts';

export function useSlidePrefetch(slides: readonly Slide[], currentIndex: number): void {
  const { user } = usePresentation();
  const { kind } = useViewerKind();
  const { width } = useViewport();
  // Held so the requests are not collected mid-flight and each image is asked for only once.
  const requested = useRef(new Map<string, HTMLImageElement>());
  const roles = effectiveLiveVideoRoles(user?.PresPermissions.PresentationRole ?? 0, kind);
  const isLiveVideoAttendee = isLiveVideoAttendeeOnly(roles);
  const replayAvailable = useLiveDeckStore((s) => s.replayAvailable);

  useEffect(() => {
    const indexes = prefetchSlideIndexes({
      currentIndex,
      slideCount: slides.length,
      windowWidth: width,
      isLiveVideoAttendee,
      replayAvailable,
    });
    for (const i of indexes) {
      const url = slides[i]?.ImageUrl;
      if (!url || requested.current.has(url)) continue;
      const image = new Image();
      image.decoding = 'async';
      image.src = url;
      requested.current.set(url, image);
      // Decoding ahead of time removes the decode step from the click-to-paint path.
      if (typeof image.decode === 'function') image.decode().catch(() => undefined);
    }
  }, [slides, currentIndex, width, isLiveVideoAttendee, replayAvailable]);
}
