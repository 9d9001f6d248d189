// Where caption tracks enter storage (demo load, authoring): a WebVTT file of at most
// CAPTION_MAX_BYTES in UTF-8, checked with the same parser the player uses, stored in the media
// area under {presId}/captions/{containerGuid}/{language}.vtt.
import { readFile } from 'node:fs/promises';
import {
  CAPTION_LANGUAGE,
  CAPTION_MAX_BYTES,
  parseWebVtt,
  type CaptionCue,
  ValidationError,
} from '@podium/domain';
import type { Storage } from '../../storage/storage.ts';

export const CAPTION_CONTENT_TYPE = 'text/vtt; charset=utf-8';

export function captionStorageKey(presId: number, containerGuid: string, language: string): string {
  return `${presId}/captions/${containerGuid.toLowerCase()}/${language}.vtt`;
}

/** 400 for a bad language tag, and for a file that is not WebVTT text within the size limit. */
export function assertWebVtt(bytes: Uint8Array, language: string): readonly CaptionCue[] {
  if (!CAPTION_LANGUAGE.test(language))
    throw new ValidationError(`Invalid caption language ${JSON.stringify(language)}.`);
  if (bytes.byteLength > CAPTION_MAX_BYTES)
    throw new ValidationError(`A caption file may be at most ${CAPTION_MAX_BYTES / 1024} KB.`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ValidationError('A caption file must be UTF-8 text.');
  }
  const parsed = parseWebVtt(text);
  if (!parsed.ok) throw new ValidationError(parsed.error);
  return parsed.cues;
}

/** Checks the file, then copies it into the media area; returns its storage key. */
export async function storeCaptionFile(
  storage: Storage,
  track: { readonly presId: number; readonly containerGuid: string; readonly language: string },
  sourcePath: string,
): Promise<string> {
  assertWebVtt(await readFile(sourcePath), track.language);
  const key = captionStorageKey(track.presId, track.containerGuid, track.language);
  await storage.putFile('media', key, sourcePath);
  return key;
}
