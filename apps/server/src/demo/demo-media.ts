// The on-demand media of a demo event (SPEC §3 Media): its container, the rendition files (each
// checked as .mp4 on the way into storage, SPEC §3), chapters and slide media, plus the media
// actions and watermark the presentation payload carries.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Database } from '../db/database.ts';
import {
  mediaCaptions,
  mediaChapters,
  mediaContainers,
  mediaRenditions,
  slideMedia,
  type MediaKind,
  type PresentationExtras,
} from '../db/schema/index.ts';
import type { Storage } from '../storage/storage.ts';
import { brandingFileUrl } from '../modules/branding/branding-urls.ts';
import { storeMediaFile } from '../modules/media/media-files.ts';
import { storeCaptionFile } from '../modules/media/caption-files.ts';
import { ASSETS_ROOT } from './demo-assets.ts';
import type { DemoEvent, DemoMedia } from './demo-types.ts';

/** Guids chosen before any row is written, so slides can point at their slide media. */
export interface MediaPlan {
  readonly containerGuid: string;
  readonly kind: MediaKind;
  /** Slide index → slide media guid. */
  readonly slideMediaGuids: ReadonlyMap<number, string>;
}

export function planMedia(media: DemoMedia): MediaPlan {
  return {
    containerGuid: randomUUID(),
    kind: media.manifest.video.length > 0 ? 'video' : 'audio',
    slideMediaGuids: new Map(
      media.manifest.slideMedia.map((clip) => [clip.slideIndex, randomUUID()]),
    ),
  };
}

/** SPEC §3 MediaActions and Watermark; watermarkKey is the stored branding file, if any. */
export function mediaExtras(media: DemoMedia, watermarkKey: string | null): PresentationExtras {
  return {
    MediaActions: media.manifest.mediaActions.map((action) => ({
      Id: action.id,
      MediaActionType: action.type,
      TimecodeSequence: action.timecodeSequence,
    })),
    mediaWatermark: {
      HasWatermark: watermarkKey !== null,
      WatermarkImage: watermarkKey === null ? null : brandingFileUrl(watermarkKey),
    },
  };
}

/** After the presentation row: stores the files and writes the media rows. */
export async function insertMedia(
  db: Database,
  event: DemoEvent,
  media: DemoMedia,
  plan: MediaPlan,
  storage: Storage,
): Promise<void> {
  const { manifest } = media;
  const presId = event.presId;
  const source = (file: string) => join(ASSETS_ROOT, event.assetDir, file);
  const store = (file: string) => storeMediaFile(storage, presId, file, source(file));
  const containerGuid = plan.containerGuid;
  await db.insert(mediaContainers).values({
    guid: containerGuid,
    presId,
    kind: plan.kind,
    durationSeconds: manifest.durationSeconds,
  });
  for (const video of manifest.video) await store(video.file);
  for (const audio of manifest.audio) await store(audio.file);
  const renditions = [
    ...manifest.video.map((v) => ({ fileName: v.file, width: v.width, height: v.height })),
    ...manifest.audio.map((a) => ({ fileName: a.file, bitRateKbps: a.bitrateKbps })),
  ];
  await db
    .insert(mediaRenditions)
    .values(renditions.map((rendition) => ({ containerGuid, presId, ...rendition })));
  if (manifest.chapters.length > 0) {
    await db.insert(mediaChapters).values(
      manifest.chapters.map((chapter) => ({
        containerGuid,
        title: chapter.title,
        timeSeconds: chapter.timeSeconds,
      })),
    );
  }
  for (const track of media.captions) {
    const storageKey = await storeCaptionFile(
      storage,
      { presId, containerGuid, language: track.language },
      source(track.file),
    );
    await db.insert(mediaCaptions).values({
      containerGuid,
      presId,
      language: track.language,
      label: track.label,
      storageKey,
    });
  }
  for (const clip of manifest.slideMedia) {
    const guid = plan.slideMediaGuids.get(clip.slideIndex);
    if (!guid) throw new Error(`no planned slide media for slide ${clip.slideIndex}`);
    await store(clip.file);
    await db.insert(slideMedia).values({
      guid,
      containerGuid,
      presId,
      fileName: clip.file,
      width: clip.width,
      height: clip.height,
      durationSeconds: clip.durationSeconds,
    });
  }
}
