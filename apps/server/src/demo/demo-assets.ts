// Reads a demo event's files from src/demo/assets and copies them into storage. Slides come from
// the event's manifest (slides.json: [{file, thumb, title}] with paths relative to the event's
// folder, or the slides of media.json with their cue times), so regenerating the assets never
// needs a code change. Every event gets its own copy of its slide files, even those media.json
// borrows from 1001, so deleting or replacing one event's slides never touches another's. The
// WebP copies the generator made beside a slide's files (slide-01.w480.webp, …) go with them.
import { access, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { slideVariantKey, slideVariantWidths } from '@podium/domain';
import type { Storage } from '../storage/storage.ts';
import { contentTypeFor } from '../storage/content-types.ts';
import { brandingStorageKey } from '../modules/branding/branding-urls.ts';
import type { DemoEvent } from './demo-types.ts';

export const ASSETS_ROOT = fileURLToPath(new URL('./assets/', import.meta.url));

export interface ManifestSlide {
  readonly file: string;
  readonly thumb: string;
  readonly title: string;
}

export interface StoredSlide {
  readonly title: string;
  readonly imageKey: string;
  readonly thumbnailKey: string;
  /** SPEC §3 Slide.Time: seconds into the media; null without media. */
  readonly timeSeconds: number | null;
  /** The pictures' sizes when their WebP copies were stored too; null otherwise. */
  readonly imageWidth: number | null;
  readonly imageHeight: number | null;
  readonly thumbnailWidth: number | null;
}

/** Width and height of a baseline or progressive JPEG, read from its frame header. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      const height = ((bytes[at + 5] ?? 0) << 8) | (bytes[at + 6] ?? 0);
      const width = ((bytes[at + 7] ?? 0) << 8) | (bytes[at + 8] ?? 0);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** Stores the WebP copies beside a slide's files, when all of them are there; their sizes. */
async function storeSlideCopies(
  storage: Storage,
  files: { image: string; thumbnail: string },
  keys: { image: string; thumbnail: string },
): Promise<Pick<StoredSlide, 'imageWidth' | 'imageHeight' | 'thumbnailWidth'>> {
  const none = { imageWidth: null, imageHeight: null, thumbnailWidth: null };
  const [image, thumbnail] = await Promise.all([
    readFile(files.image).then(jpegSize),
    readFile(files.thumbnail).then(jpegSize),
  ]);
  if (!image || !thumbnail) return none;
  const copies = [
    ...slideVariantWidths('image', image.width).map((w) => ({ kind: 'image' as const, w })),
    ...slideVariantWidths('thumbnail', thumbnail.width).map((w) => ({
      kind: 'thumbnail' as const,
      w,
    })),
  ].map(({ kind, w }) => ({
    path: slideVariantKey(files[kind], w),
    key: slideVariantKey(keys[kind], w),
  }));
  const present = await Promise.all(copies.map((copy) => exists(copy.path)));
  if (!present.every(Boolean)) return none;
  await Promise.all(copies.map((copy) => storage.putFile('slides', copy.key, copy.path)));
  return { imageWidth: image.width, imageHeight: image.height, thumbnailWidth: thumbnail.width };
}

export interface StoredDocument {
  readonly storageKey: string;
  readonly fileName: string;
  readonly contentType: string;
}

function isManifestSlide(value: unknown): value is ManifestSlide {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.file === 'string' &&
    typeof entry.thumb === 'string' &&
    typeof entry.title === 'string'
  );
}

export async function readSlidesManifest(event: DemoEvent): Promise<ManifestSlide[]> {
  if (!event.slidesManifest) return [];
  const path = join(ASSETS_ROOT, event.assetDir, event.slidesManifest);
  const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
  if (!Array.isArray(parsed) || !parsed.every(isManifestSlide)) {
    throw new Error(`${path} must be a JSON array of {file, thumb, title}`);
  }
  return parsed;
}

async function eventSlides(
  event: DemoEvent,
): Promise<(ManifestSlide & { timeSeconds: number | null })[]> {
  if (event.media) {
    return event.media.manifest.slides.map((slide) => ({
      file: slide.slideFile,
      thumb: slide.thumbFile,
      title: slide.title,
      timeSeconds: slide.timeSeconds,
    }));
  }
  return (await readSlidesManifest(event)).map((slide) => ({ ...slide, timeSeconds: null }));
}

export async function storeSlides(event: DemoEvent, storage: Storage): Promise<StoredSlide[]> {
  const slides = await eventSlides(event);
  return Promise.all(
    slides.map(async (slide) => {
      const imageKey = `${event.presId}/${basename(slide.file)}`;
      const thumbnailKey = `${event.presId}/thumbs/${basename(slide.thumb)}`;
      const files = {
        image: join(ASSETS_ROOT, event.assetDir, slide.file),
        thumbnail: join(ASSETS_ROOT, event.assetDir, slide.thumb),
      };
      await storage.putFile('slides', imageKey, files.image);
      await storage.putFile('slides', thumbnailKey, files.thumbnail);
      const sizes = await storeSlideCopies(storage, files, {
        image: imageKey,
        thumbnail: thumbnailKey,
      });
      return {
        title: slide.title,
        imageKey,
        thumbnailKey,
        timeSeconds: slide.timeSeconds,
        ...sizes,
      };
    }),
  );
}

export async function storeDocument(
  event: DemoEvent,
  file: string,
  storage: Storage,
): Promise<StoredDocument> {
  const fileName = basename(file);
  const storageKey = `${event.presId}/${fileName}`;
  await storage.putFile('documents', storageKey, join(ASSETS_ROOT, event.assetDir, file));
  return { storageKey, fileName, contentType: contentTypeFor(fileName) };
}

/** Branding files are stored per presentation, so each event's logo URLs stand alone. */
export async function storeBrandingFile(
  event: DemoEvent,
  file: string,
  storage: Storage,
): Promise<string> {
  const key = brandingStorageKey(event.presId, basename(file));
  await storage.putFile('branding', key, join(ASSETS_ROOT, 'branding', file));
  return key;
}
