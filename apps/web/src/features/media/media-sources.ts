// SPEC §3 Media: what the player can play for a presentation. Video Resolutions and audio
// BitRates both arrive highest first; the player offers each as a Quality choice and starts with
// the first (best) one.
import type { Presentation } from '@podium/domain';

export type MediaElementKind = 'video' | 'audio';

/** A Quality choice; the select words it through i18n ("360p", "64 kbps"). */
export type MediaSourceOption =
  | { readonly url: string; readonly kind: 'video'; readonly height: number }
  | { readonly url: string; readonly kind: 'audio'; readonly kbps: number };

export interface PresentationMedia {
  readonly kind: MediaElementKind;
  readonly containerGuid: string;
  readonly durationSeconds: number | null;
  readonly sources: readonly MediaSourceOption[];
}

/** Video wins when a presentation carries both (its audio track plays with it). Null: nothing to play. */
export function presentationMedia(
  presentation: Pick<Presentation, 'Video' | 'Audio'>,
): PresentationMedia | null {
  const { Video, Audio } = presentation;
  if (Video !== null) {
    return {
      kind: 'video',
      containerGuid: Video.ContainerGuid,
      durationSeconds: Video.DurationSeconds > 0 ? Video.DurationSeconds : null,
      sources: Video.Resolutions.map((r) => ({ kind: 'video', height: r.Height, url: r.Url })),
    };
  }
  if (Audio !== null) {
    return {
      kind: 'audio',
      containerGuid: Audio.ContainerGuid,
      durationSeconds: Audio.DurationSeconds > 0 ? Audio.DurationSeconds : null,
      sources: Audio.BitRates.map((b) => ({ kind: 'audio', kbps: b.BitRate, url: b.Url })),
    };
  }
  return null;
}
