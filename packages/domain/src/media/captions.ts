// Caption tracks of on-demand media (WebVTT, one track per language): reading a WebVTT file into
// cues, the cue showing at a media time, and searching a transcript. The server checks a track
// with parseWebVtt before storing it; the player and the Transcript panel read the same cues.
import { lastIndexStartingBy } from './cuepoint-lookup.ts';

/** A caption cue: seconds from the start of the media, and its text without WebVTT markup. */
export interface CaptionCue {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export type WebVttResult =
  | { readonly ok: true; readonly cues: readonly CaptionCue[] }
  | { readonly ok: false; readonly error: string };

/** A caption file larger than this is refused (an hour of dense captions is about 100 KB). */
export const CAPTION_MAX_BYTES = 512 * 1024;

export { CAPTION_LANGUAGE } from './caption-language.ts';

const TIMING =
  /^((?:\d+:)?\d{2}:\d{2}\.\d{3})[ \t]+-->[ \t]+((?:\d+:)?\d{2}:\d{2}\.\d{3})(?:[ \t].*)?$/;

/** hh:mm:ss.ttt or mm:ss.ttt (minutes and seconds below 60) → seconds; null when malformed. */
export function parseVttTimestamp(value: string): number | null {
  const parts = value.split(':');
  const seconds = Number(parts.pop());
  const minutes = Number(parts.pop());
  const hours = parts.length > 0 ? Number(parts.pop()) : 0;
  if (![seconds, minutes, hours].every(Number.isFinite) || minutes >= 60 || seconds >= 60)
    return null;
  return Math.round((hours * 3600 + minutes * 60 + seconds) * 1000) / 1000;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00a0',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
};

/** Cue text as plain text: tags (<v Speaker>, <i>, <00:01.000>) dropped, entities decoded. */
export function plainCueText(payload: string): string {
  return payload
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity] ?? entity)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * Reads a WebVTT file (W3C WebVTT: the WEBVTT signature, then blank-line separated blocks; NOTE,
 * STYLE and REGION blocks are skipped; a cue is an optional identifier, a timing line and its
 * text). Cues come back sorted by start. A file without the signature, with a malformed timing
 * or a cue ending before it starts is refused with the line named.
 */
export function parseWebVtt(source: string): WebVttResult {
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const signature = lines[0] ?? '';
  if (!/^WEBVTT(?:[ \t].*)?$/.test(signature))
    return { ok: false, error: 'A caption file must start with "WEBVTT".' };
  const cues: CaptionCue[] = [];
  let i = 1;
  // The header (anything after the signature line) runs to the first blank line.
  while (i < lines.length && lines[i] !== '') i += 1;
  while (i < lines.length) {
    while (i < lines.length && (lines[i] ?? '').trim() === '') i += 1;
    if (i >= lines.length) break;
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && (lines[i] ?? '').trim() !== '') block.push(lines[i++] ?? '');
    const first = block[0] ?? '';
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first)) continue;
    const timingAt = first.includes('-->') ? 0 : 1;
    const timing = TIMING.exec((block[timingAt] ?? '').trim());
    const lineNo = blockStart + timingAt + 1;
    if (!timing) return { ok: false, error: `Line ${lineNo}: expected a cue timing.` };
    const start = parseVttTimestamp(timing[1] ?? '');
    const end = parseVttTimestamp(timing[2] ?? '');
    if (start === null || end === null)
      return { ok: false, error: `Line ${lineNo}: malformed timestamp.` };
    if (end < start) return { ok: false, error: `Line ${lineNo}: the cue ends before it starts.` };
    const text = plainCueText(block.slice(timingAt + 1).join('\n'));
    if (text !== '') cues.push({ start, end, text });
  }
  cues.sort((a, b) => a.start - b.start || a.end - b.end);
  return { ok: true, cues };
}

/**
 * The index of the cue showing at t (start ≤ t < end) in a start-sorted list, or -1 between
 * cues or before the first. Where cues overlap, the latest started one that still shows wins.
 */
export function captionIndexAtTime(cues: readonly CaptionCue[], t: number): number {
  for (let i = lastIndexStartingBy(cues, t, (c) => c.start); i >= 0; i -= 1) {
    if (t < (cues[i] as CaptionCue).end) return i;
  }
  return -1;
}

/** Lower case without accents, with runs of white space as one space: what a search compares. */
function searchForm(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Indexes of the cues whose text contains the query (case and accents ignored, white space
 * collapsed), in order; every index for an empty query.
 */
export function searchCaptions(cues: readonly CaptionCue[], query: string): number[] {
  const needle = searchForm(query);
  const all = cues.map((_, i) => i);
  if (needle === '') return all;
  return all.filter((i) => searchForm(cues[i]?.text ?? '').includes(needle));
}

/**
 * The track to show a viewer reading `language`: the same tag, else the same language (en for
 * en-us), else the first track; null when there are none.
 */
export function pickCaptionTrack<T extends { readonly Language: string }>(
  tracks: readonly T[],
  language: string,
): T | null {
  const wanted = language.toLowerCase();
  const primary = (tag: string) => tag.split('-')[0];
  return (
    tracks.find((t) => t.Language === wanted) ??
    tracks.find((t) => primary(t.Language) === primary(wanted)) ??
    tracks[0] ??
    null
  );
}
