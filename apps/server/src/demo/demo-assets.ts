// Reads a demo event's files from src/demo/assets and copies them into storage. Slides come from
// the event's manifest (slides.json: [{file, thumb, title}] with paths relative to the event's
// folder, or the slides of media.json with their cue times), so regenerating the assets never
// needs a code change. Every event gets its own copy of its slide files, even those media.json
// borrows from 1001, so deleting or replacing one event's slides never touches another's.
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
      await storage.putFile('slides', imageKey, join(ASSETS_ROOT, event.assetDir, slide.file));
      await storage.putFile('slides', thumbnailKey, join(ASSETS_ROOT, event.assetDir, slide.thumb));
      return { title: slide.title, imageKey, thumbnailKey, timeSeconds: slide.timeSeconds };
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
