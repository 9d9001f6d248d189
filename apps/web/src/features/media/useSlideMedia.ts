// SPEC §3 Slide media (IsSlideMedia, SlideMediaGuid): the clip each such slide plays in place,
// from GET presentation/{containerGuid}/slidemedia (its retail variant for a retail show). Fetched
// only when a slide needs it.
import { useMemo } from 'react';
import type { Slide } from '@podium/domain';
import { useAsyncData } from '../../shared/useAsyncData.ts';
import { usePresentation } from '../presentation/presentation.context.ts';
import { fetchSlideMedia } from './media.api.ts';
import { mediaUrl } from './media-url.ts';

/** Slide media Guid → the clip's address (its first, best resolution). */
export function useSlideMediaUrls(
  containerGuid: string | null,
  slides: readonly Slide[],
): ReadonlyMap<string, string> {
  const { isRetail = false, linkCode = null } = usePresentation();
  const needed = containerGuid !== null && slides.some((s) => s.IsSlideMedia);
  const data = useAsyncData(needed ? `slidemedia:${containerGuid}` : null, () =>
    fetchSlideMedia(containerGuid ?? '', isRetail ? { linkCode } : null),
  );
  return useMemo(() => {
    const urls = new Map<string, string>();
    if (data.status !== 'success') return urls;
    for (const item of data.data) {
      const url = item.VideoResolutions[0]?.Url;
      if (url) urls.set(item.Guid, mediaUrl(url));
    }
    return urls;
  }, [data]);
}
