// Reads assets/{presId}/media.json, the timing manifest scripts/media-assets writes (format in
// scripts/media-assets/README.md), and checks its shape so a broken regeneration fails at start
// with the field named rather than as a bad payload later. Only the fields the demo uses are read.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSETS_ROOT } from './demo-assets.ts';

export interface ManifestVideo {
  readonly file: string;
  readonly width: number;
  readonly height: number;
}
export interface ManifestAudio {
  readonly file: string;
  readonly bitrateKbps: number;
}
export interface ManifestMediaSlide {
  readonly index: number;
  readonly slideFile: string;
  readonly thumbFile: string;
  readonly title: string;
  readonly timeSeconds: number;
}
export interface ManifestSlideMedia {
  readonly slideIndex: number;
  readonly file: string;
  readonly width: number;
  readonly height: number;
  readonly durationSeconds: number;
}
export interface ManifestSpeaker {
  readonly name: string;
  readonly title: string;
  readonly company: string;
  readonly appearanceTimes: readonly number[];
  readonly slideIndexes: readonly number[];
}
export interface ManifestChapter {
  readonly title: string;
  readonly timeSeconds: number;
}
export interface ManifestMediaAction {
  readonly id: number;
  readonly type: 0 | 1 | 2;
  readonly timecodeSequence: string;
}

export interface MediaManifest {
  readonly presId: number;
  readonly title: string;
  readonly durationSeconds: number;
  readonly video: readonly ManifestVideo[];
  readonly audio: readonly ManifestAudio[];
  readonly slides: readonly ManifestMediaSlide[];
  readonly slideMedia: readonly ManifestSlideMedia[];
  readonly speakers: readonly ManifestSpeaker[];
  readonly chapters: readonly ManifestChapter[];
  readonly mediaActions: readonly ManifestMediaAction[];
}

type Json = Record<string, unknown>;

class ManifestReader {
  constructor(private readonly source: string) {}

  fail(path: string, expected: string): never {
    throw new Error(`${this.source}: "${path}" must be ${expected}`);
  }

  object(value: unknown, path: string): Json {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      this.fail(path, 'an object');
    return value as Json;
  }

  string(o: Json, key: string, path: string): string {
    const value = o[key];
    return typeof value === 'string' && value !== ''
      ? value
      : this.fail(`${path}.${key}`, 'a string');
  }

  number(o: Json, key: string, path: string): number {
    const value = o[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0
      ? value
      : this.fail(`${path}.${key}`, 'a number ≥ 0');
  }

  list<T>(o: Json, key: string, path: string, item: (value: Json, path: string) => T): T[] {
    const value = o[key];
    if (!Array.isArray(value)) this.fail(`${path}.${key}`, 'an array');
    return value.map((entry, i) =>
      item(this.object(entry, `${path}.${key}[${i}]`), `${path}.${key}[${i}]`),
    );
  }

  numbers(o: Json, key: string, path: string): number[] {
    const value = o[key];
    if (!Array.isArray(value) || !value.every((n) => typeof n === 'number' && n >= 0))
      this.fail(`${path}.${key}`, 'an array of numbers ≥ 0');
    return value as number[];
  }
}

/** SPEC §3 MediaActionType: None 0, SwitchToRegularMediaPlayer 1, SwitchToLargeMediaPlayer 2. */
function mediaActionType(value: number): ManifestMediaAction['type'] | null {
  return value === 0 || value === 1 || value === 2 ? value : null;
}

function parseManifest(raw: unknown, source: string): MediaManifest {
  const r = new ManifestReader(source);
  const m = r.object(raw, '$');
  const manifest: MediaManifest = {
    presId: r.number(m, 'presId', '$'),
    title: r.string(m, 'title', '$'),
    durationSeconds: r.number(m, 'durationSeconds', '$'),
    video: r.list(m, 'video', '$', (v, p) => ({
      file: r.string(v, 'file', p),
      width: r.number(v, 'width', p),
      height: r.number(v, 'height', p),
    })),
    audio: r.list(m, 'audio', '$', (v, p) => ({
      file: r.string(v, 'file', p),
      bitrateKbps: r.number(v, 'bitrateKbps', p),
    })),
    slides: r.list(m, 'slides', '$', (v, p) => ({
      index: r.number(v, 'index', p),
      slideFile: r.string(v, 'slideFile', p),
      thumbFile: r.string(v, 'thumbFile', p),
      title: r.string(v, 'title', p),
      timeSeconds: r.number(v, 'timeSeconds', p),
    })),
    slideMedia: r.list(m, 'slideMedia', '$', (v, p) => ({
      slideIndex: r.number(v, 'slideIndex', p),
      file: r.string(v, 'file', p),
      width: r.number(v, 'width', p),
      height: r.number(v, 'height', p),
      durationSeconds: r.number(v, 'durationSeconds', p),
    })),
    speakers: r.list(m, 'speakers', '$', (v, p) => ({
      name: r.string(v, 'name', p),
      title: r.string(v, 'title', p),
      company: r.string(v, 'company', p),
      appearanceTimes: r.numbers(v, 'appearanceTimes', p),
      slideIndexes: r.numbers(v, 'slideIndexes', p),
    })),
    chapters: r.list(m, 'chapters', '$', (v, p) => ({
      title: r.string(v, 'title', p),
      timeSeconds: r.number(v, 'timeSeconds', p),
    })),
    mediaActions: r.list(m, 'mediaActions', '$', (v, p) => ({
      id: r.number(v, 'id', p),
      type: mediaActionType(r.number(v, 'type', p)) ?? r.fail(`${p}.type`, 'a MediaActionType'),
      timecodeSequence: r.string(v, 'timecodeSequence', p),
    })),
  };
  if (manifest.video.length > 0 === manifest.audio.length > 0)
    r.fail('$', 'a manifest with either video or audio renditions');
  if (manifest.slides.some((slide, i) => slide.index !== i))
    r.fail('$.slides', 'in index order from 0');
  const slideCount = manifest.slides.length;
  const outside = (i: number) => !Number.isInteger(i) || i >= slideCount;
  if (manifest.speakers.some((s) => s.slideIndexes.some(outside)))
    r.fail('$.speakers[].slideIndexes', 'indexes of "slides"');
  if (manifest.slideMedia.some((s) => outside(s.slideIndex)))
    r.fail('$.slideMedia[].slideIndex', 'an index of "slides"');
  return manifest;
}

/** Reads {assetDir}/media.json synchronously: event factories are synchronous (titles at start). */
export function readMediaManifest(assetDir: string): MediaManifest {
  const path = join(ASSETS_ROOT, assetDir, 'media.json');
  return parseManifest(JSON.parse(readFileSync(path, 'utf8')), path);
}
