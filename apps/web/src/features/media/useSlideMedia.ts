// SPEC §3 Slide media (IsSlideMedia, SlideMediaGuid): the clip each such slide plays in place,
// from GET presentation/{containerGuid}/slidemedia (its retail variant for a retail show). Fetched
// only when a slide needs it. The addresses are signed and expire after an hour or two: a clip
// that fails to load has them asked for again, once per address; the clips held stay meanwhile.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Slide } from '@podium/domain';
import { useAsyncData } from '../../shared/useAsyncData.ts';
import { usePresentation } from '../presentation/presentation.context.ts';
import { fetchSlideMedia } from './media.api.ts';
import { mediaUrl } from './media-url.ts';

export interface SlideMediaUrls {
  /** Slide media Guid → the clip's address (its first, best resolution). */
  readonly urls: ReadonlyMap<string, string>;
  /** The clip at `url` failed to load: ask for the addresses again (once per address). */
  readonly renew: (url: string) => void;
}

const NONE: ReadonlyMap<string, string> = new Map();

export function useSlideMediaUrls(
  containerGuid: string | null,
  slides: readonly Slide[],
): SlideMediaUrls {
  const { isRetail = false, linkCode = null } = usePresentation();
  const needed = containerGuid !== null && slides.some((s) => s.IsSlideMedia);
  const [round, setRound] = useState(0);
  const failed = useRef(new Set<string>());
  const data = useAsyncData(needed ? `slidemedia:${containerGuid}:${round}` : null, () =>
    fetchSlideMedia(containerGuid ?? '', isRetail ? { linkCode } : null),
  );
  const held = useRef(NONE);
  const urls = useMemo(() => {
    if (data.status !== 'success') return null;
    const made = new Map<string, string>();
    for (const item of data.data) {
      const url = item.VideoResolutions[0]?.Url;
      if (url) made.set(item.Guid, mediaUrl(url));
    }
    return made;
  }, [data]);
  if (urls !== null) held.current = urls;
  const renew = useCallback((url: string) => {
    if (failed.current.has(url)) return;
    failed.current.add(url);
    setRound((n) => n + 1);
  }, []);
  return { urls: urls ?? (data.status === 'pending' ? held.current : NONE), renew };
}
