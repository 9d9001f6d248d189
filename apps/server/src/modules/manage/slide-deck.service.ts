// Replacing an event's slide deck from a finished upload: the PDF is rendered whole into a
// scratch folder first, in the deck render pool's threads (bad files are refused there, before
// anything is stored), the images go
// to storage under a fresh folder, and the slide rows are replaced in one transaction. Open
// viewers get the new deck on slide.{rowGuid}.addUpdate and slide.public.{rowGuid}.addUpdate
// (SPEC §7) without a reload. The upload and the scratch folder are removed in every case.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Caller } from '../access/caller.ts';
import {
  hubTopics,
  MAX_SLIDE_DECK_BYTES,
  slideVariantKey,
  slideVariantWidths,
  visibleSlides,
  type ManagedSlide,
  ValidationError,
} from '@podium/domain';
import type { HubPublisher } from '../../realtime/hub.types.ts';
import type { Storage } from '../../storage/storage.ts';
import { toSlide } from '../presentation/presentation.mapper.ts';
import type { ManageAccess } from './manage-access.ts';
import type { DeckSlideRow, ManageRepository, NewSlideRow } from './manage.repository.ts';
import { toManagedSlide } from './manage.mapper.ts';
import type { DeckRenderPool } from './deck-render-pool.ts';
import type { UploadStaging } from './upload-staging.ts';

interface Dependencies {
  readonly repo: ManageRepository;
  readonly access: ManageAccess;
  readonly hub: HubPublisher;
  readonly storage: Storage;
  readonly uploads: UploadStaging;
  readonly renderPool: DeckRenderPool;
}

async function removeFiles(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove('slides', key)));
}

type StoredPictures = Pick<DeckSlideRow, 'imageKey' | 'thumbnailKey'> &
  Partial<Pick<DeckSlideRow, 'imageWidth' | 'thumbnailWidth'>>;

/** A slide's files in storage: its image and thumbnail, and their WebP copies. */
const keysOf = (rows: readonly StoredPictures[]) =>
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

export function createSlideDeckService(deps: Dependencies) {
  const { repo, access, hub, storage, uploads, renderPool } = deps;
  /** SPEC §7: open viewers get the deck (and its public cut) without a reload. */
  function publishDeck(
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

  async function renderAndStore(presId: number, source: string): Promise<NewSlideRow[]> {
    const scratch = await mkdtemp(join(tmpdir(), 'podium-deck-'));
    const deckId = randomUUID();
    const rows: NewSlideRow[] = [];
    try {
      const pages = await renderPool.render(source, scratch, () => undefined);
      for (const [index, page] of pages.entries()) {
        const base = `${presId}/deck-${deckId}/${String(index + 1).padStart(3, '0')}`;
        const row = {
          guid: randomUUID(),
          index,
          title: `Slide ${index + 1}`,
          imageKey: `${base}-slide.jpg`,
          thumbnailKey: `${base}-thumb.jpg`,
          text: page.text,
          ...page.sizes,
        };
        rows.push(row);
        await storage.putFile('slides', row.imageKey, page.imageFile);
        await storage.putFile('slides', row.thumbnailKey, page.thumbnailFile);
        for (const copy of page.variants) {
          const original = copy.kind === 'image' ? row.imageKey : row.thumbnailKey;
          await storage.putFile('slides', slideVariantKey(original, copy.width), copy.path);
        }
      }
      return rows;
    } catch (error) {
      await removeFiles(storage, keysOf(rows));
      throw error;
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  return {
    /** The slide sync tool's times: one per slide, each slide's start in the media. */
    async setTimes(
      caller: Caller,
      presId: number,
      times: readonly number[],
    ): Promise<ManagedSlide[]> {
      const { event } = await access.requireEvent(caller, presId);
      const current = await repo.listSlides(presId);
      if (times.length !== current.length)
        throw new ValidationError(
          `Invalid body field "Times": mark a time for each of the ${current.length} slides.`,
        );
      const stored = await repo.setSlideTimes(presId, times);
      publishDeck(event, stored);
      return stored.map((row) => toManagedSlide(presId, row));
    },

    async replace(caller: Caller, presId: number, uploadId: string): Promise<ManagedSlide[]> {
      const { session, event } = await access.requireEvent(caller, presId);
      const upload = await uploads.find(uploadId, session.userId);
      if (!upload) throw new ValidationError('Upload not found. Upload the file again.');
      try {
        if (!upload.complete) throw new ValidationError('The upload is not complete.');
        if (upload.size > MAX_SLIDE_DECK_BYTES)
          throw new ValidationError('The PDF is larger than a slide deck may be.');
        const newRows = await renderAndStore(presId, upload.path);
        const previous = await repo.listSlides(presId);
        let stored: DeckSlideRow[];
        try {
          stored = await repo.replaceSlides(presId, newRows);
        } catch (error) {
          await removeFiles(storage, keysOf(newRows));
          throw error;
        }
        await removeFiles(storage, keysOf(previous));
        publishDeck(event, stored);
        return stored.map((row) => toManagedSlide(presId, row));
      } finally {
        await uploads.remove(uploadId);
      }
    },

    /** Ends the render threads (server close). */
    stop(): Promise<void> {
      return renderPool.close();
    },
  };
}

export type SlideDeckService = ReturnType<typeof createSlideDeckService>;
