// SPEC §2 /{presId}/openVideo/{url}: the player for one plain video, with no cue points, no
// resume and no activity log (there is no presentation visit behind it).
import { useMemo } from 'react';
import type { MediaSourceOption } from '../media-sources.ts';
import { MediaPlayer } from './MediaPlayer.tsx';

export function OpenVideoPlayer({ src }: { readonly src: string }) {
  const sourceUrls = useMemo(() => [src], [src]);
  return (
    <MediaPlayer
      kind="video"
      sources={NO_CHOICES}
      sourceUrls={sourceUrls}
      durationSeconds={null}
      sync={null}
      autoplay
      className="media-player--page"
    />
  );
}

/** One address, no Quality choice to offer. */
const NO_CHOICES: MediaSourceOption[] = [];
