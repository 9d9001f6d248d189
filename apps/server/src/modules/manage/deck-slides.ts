// An event's deck as the manage area changes it: the files each slide has in storage (its image,
// thumbnail and their WebP copies), and the announcement of a changed deck to open viewers on
// slide.{rowGuid}.addUpdate and slide.public.{rowGuid}.addUpdate (SPEC §7), without a reload.
import { hubTopics, slideVariantKey, slideVariantWidths, visibleSlides } from '@podium/domain';
import type { HubPublisher } from '../../realtime/hub.types.ts';
import type { Storage } from '../../storage/storage.ts';
import { toSlide } from '../presentation/presentation.mapper.ts';
import type { DeckSlideRow } from './manage.repository.ts';

type StoredPictures = Pick<DeckSlideRow, 'imageKey' | 'thumbnailKey'> &
  Partial<Pick<DeckSlideRow, 'imageWidth' | 'thumbnailWidth'>>;

/** A slide's files in storage: its image and thumbnail, and their WebP copies. */
export const deckFileKeys = (rows: readonly StoredPictures[]) =>
  rows.flatMap((row) => [
    row.imageKey,
    row.thumbnailKey,
    ...slideVariantWidths('image', row.imageWidth ?? 0).map((w) =>
      slideVariantKey(row.imageKey, w),
    ),
    ...slideVariantWidths('thumbnail', row.thumbnailWidth ?? 0).map((w) =>
      slideVariantKey(row.thumbnailKey, w),
    ),
  ]);

export async function removeDeckFiles(
  storage: Storage,
  rows: readonly StoredPictures[],
): Promise<void> {
  await Promise.all(deckFileKeys(rows).map((key) => storage.remove('slides', key)));
}

/** SPEC §7: open viewers get the deck (and its public cut) without a reload. */
export function publishDeck(
  hub: HubPublisher,
  event: { rowguid: string; privateSlidesBeginAt: number | null; id: number },
  rows: readonly DeckSlideRow[],
): void {
  const slides = rows.map((row) => toSlide(event.id, row));
  const privateAt = event.privateSlidesBeginAt;
  hub.publish(hubTopics.slidesUpdate(event.rowguid), {
    Slides: slides,
    PrivateSlidesBeginAt: privateAt,
  });
  hub.publish(hubTopics.publicSlidesUpdate(event.rowguid), {
    Slides: visibleSlides(slides, privateAt, true),
    PrivateSlidesBeginAt: privateAt,
  });
}
