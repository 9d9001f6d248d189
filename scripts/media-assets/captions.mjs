// English WebVTT captions of the narrated demo media (1002 and 1005), from the timed narration
// segments in each media.json: every segment is split into phrases of at most two lines, and the
// segment's measured speech time is shared among its phrases by their length, so each cue shows
// while its words are spoken. `generate.mjs` calls writeCaptions after each manifest; run this
// file alone (`node scripts/media-assets/captions.mjs`) to rewrite the captions from the committed
// manifests without re-rendering the media.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = resolve(here, '../../apps/server/src/demo/assets');

/** The events whose video carries captions, and the caption file each gets. */
export const CAPTIONED_EVENTS = ['1002', '1005'];
export const CAPTION_FILE = 'captions-en-us.vtt';

/** Broadcast caption practice: at most two lines of about 42 characters per cue. */
const LINE_CHARS = 42;
const CUE_CHARS = LINE_CHARS * 2;

function timestamp(seconds) {
  const ms = Math.round(seconds * 1000);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Sentences; a stop after a single capital (the "U.S." of the narration) ends none. */
function sentences(text) {
  const out = [];
  for (const piece of text.split(/(?<=[.!?])\s+/)) {
    const last = out.length - 1;
    if (last >= 0 && /\b[A-Z]\.$/.test(out[last])) out[last] = `${out[last]} ${piece}`;
    else out.push(piece);
  }
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Splits words into the fewest near-equal runs that each fit a cue. */
function byWords(phrase) {
  const words = phrase.split(' ');
  const runs = Math.ceil(phrase.length / CUE_CHARS);
  const target = phrase.length / runs;
  const out = [];
  let current = '';
  for (const word of words) {
    const joined = current ? `${current} ${word}` : word;
    if (current && joined.length > target && out.length < runs - 1) {
      out.push(current);
      current = word;
    } else {
      current = joined;
    }
  }
  out.push(current);
  return out;
}

/** Splits at sentence ends, then at commas and colons, then between words, until phrases fit. */
function phrases(text) {
  const out = [];
  for (const sentence of sentences(text)) {
    if (sentence.length <= CUE_CHARS) {
      out.push(sentence);
      continue;
    }
    let current = '';
    const flush = () => {
      if (current) out.push(...(current.length > CUE_CHARS ? byWords(current) : [current]));
    };
    for (const part of sentence.split(/(?<=[,:])\s+/)) {
      const joined = current ? `${current} ${part}` : part;
      if (joined.length > CUE_CHARS && current) {
        flush();
        current = part;
      } else {
        current = joined;
      }
    }
    flush();
  }
  return out;
}

/** Breaks a phrase into lines of about LINE_CHARS at spaces, balancing two lines. */
function lines(phrase) {
  if (phrase.length <= LINE_CHARS) return phrase;
  const middle = phrase.length / 2;
  let best = -1;
  for (let i = phrase.indexOf(' '); i !== -1; i = phrase.indexOf(' ', i + 1)) {
    if (best === -1 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  }
  return best === -1 ? phrase : `${phrase.slice(0, best)}\n${phrase.slice(best + 1)}`;
}

export function captionsVtt(manifest) {
  const names = new Map(manifest.speakers.map((s) => [s.speakerId, s.name]));
  const cues = [];
  for (const segment of manifest.segments) {
    const parts = phrases(segment.text);
    const total = parts.reduce((sum, p) => sum + p.length, 0);
    let start = segment.startSeconds;
    parts.forEach((part, i) => {
      const end =
        i === parts.length - 1
          ? segment.startSeconds + segment.speechSeconds
          : start + (segment.speechSeconds * part.length) / total;
      const speaker = names.get(segment.speakerId);
      const text = lines(part);
      cues.push(
        `${cues.length + 1}\n${timestamp(start)} --> ${timestamp(end)}\n` +
          (speaker ? `<v ${speaker}>${text}` : text),
      );
      start = end;
    });
  }
  return `WEBVTT - ${manifest.title}\nKind: captions\nLanguage: en-US\n\n${cues.join('\n\n')}\n`;
}

export function writeCaptions(presId) {
  const manifest = JSON.parse(readFileSync(join(OUT, presId, 'media.json'), 'utf8'));
  const path = join(OUT, presId, CAPTION_FILE);
  writeFileSync(path, captionsVtt(manifest));
  return path;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const presId of CAPTIONED_EVENTS) console.log(writeCaptions(presId));
}
