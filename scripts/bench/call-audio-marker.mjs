// The marked voice of `npm run bench:call-audio` (call-audio.mjs) and its measuring listener: a
// 3 s cycle of Opus packets encoded beforehand by ffmpeg (a 200 ms beep, the marker, or a steady
// tone), paced to the speakers' tracks in real time with each marker's send time noted, and the
// listener that follows the live playlist, decodes each segment with ffmpeg's silencedetect to
// find a marker's onset, and matches it to the marker sent.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveFfmpegPath } from '../../apps/server/src/live-video/built-in-provider.ts';
import { follow, now } from './call-audio-listeners.mjs';

const FFMPEG = resolveFfmpegPath(process.env.FFMPEG_PATH);
const FRAME_MS = 20;
const MARKER_EVERY_S = 3;
const CYCLE_PACKETS = (MARKER_EVERY_S * 1000) / FRAME_MS;
/** Louder than this (dBFS) is the beep; the mix's silence is far below, the beep about -6 dB. */
const ONSET_DB = -30;
/** After each marker heard, the measuring listener's reloads move by up to this (one reload). */
const RELOAD_SHIFT_MS = 500;

/** Runs ffmpeg to its end; resolves with its stderr. */
function ffmpeg(args, input) {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (data) => (stderr += data));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(stderr) : reject(new Error(`ffmpeg ${code}: ${stderr.slice(-400)}`)),
    );
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/** The Opus packets of an Ogg Opus file, OpusHead's pre-skip (samples) apart. */
function oggOpusPackets(ogg) {
  const packets = [];
  let pending = [];
  for (let i = 0; i < ogg.length;) {
    if (ogg.toString('latin1', i, i + 4) !== 'OggS') throw new Error('not an Ogg page');
    const count = ogg[i + 26];
    let at = i + 27 + count;
    for (const size of ogg.subarray(i + 27, i + 27 + count)) {
      pending.push(ogg.subarray(at, at + size));
      at += size;
      if (size < 255) {
        packets.push(Buffer.concat(pending));
        pending = [];
      }
    }
    i = at;
  }
  const [head, , ...audio] = packets;
  return { preSkip: head.readUInt16LE(10), audio };
}

/**
 * One 3 s cycle of Opus packets made by ffmpeg from an aevalsrc expression; for the marker, where
 * its onset falls in the packets (packet index and ms within it).
 */
export async function encodeCycle(expression, dir, name) {
  const file = join(dir, `${name}.ogg`);
  await ffmpeg([
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `aevalsrc='${expression}':s=48000:d=${MARKER_EVERY_S}`,
    '-c:a',
    'libopus',
    '-b:a',
    '64k',
    '-frame_duration',
    String(FRAME_MS),
    '-f',
    'ogg',
    file,
  ]);
  const { preSkip, audio } = oggOpusPackets(readFileSync(file));
  const packets = audio.slice(0, CYCLE_PACKETS);
  // ffmpeg's decoder drops the pre-skip; in the packets as sent (no Ogg header) it comes first.
  const log = await ffmpeg(
    ['-hide_banner', '-nostats', '-i', file, '-af', silenceDetect(), '-f', 'null', '-'],
    Buffer.alloc(0),
  );
  const end = /silence_end: ([\d.]+)/.exec(log);
  const onsetMs = end ? (Number(end[1]) + preSkip / 48000) * 1000 : null;
  return {
    packets,
    onset:
      onsetMs === null
        ? null
        : { packet: Math.floor(onsetMs / FRAME_MS), withinMs: onsetMs % FRAME_MS },
  };
}

const silenceDetect = () => `silencedetect=noise=${ONSET_DB}dB:d=0.1`;

/**
 * Writes every speaker's next packet each 20 ms of the wall clock (a late timer writes what is
 * due at once) and notes each marker's send time.
 */
export function createPacer(onset) {
  const voices = [];
  const markers = [];
  const t0 = now();
  let i = 0;
  let timer = null;
  const tick = () => {
    while (now() >= t0 + i * FRAME_MS) {
      const k = i % CYCLE_PACKETS;
      for (const v of voices) {
        const written = now();
        if (v.marks && k === onset.packet)
          markers.push({
            sentAt: written + onset.withinMs,
            lateMs: written - (t0 + i * FRAME_MS),
            heard: null,
          });
        v.speaker.sendOpus(v.packets[k]);
      }
      i += 1;
    }
    timer = setTimeout(tick, t0 + i * FRAME_MS - now());
  };
  tick();
  return {
    markers,
    add: (speaker, packets, marks) => voices.push({ speaker, packets, marks }),
    remove: (speaker) =>
      voices.splice(
        voices.findIndex((v) => v.speaker === speaker),
        1,
      ),
    stop: () => clearTimeout(timer),
  };
}

/** The PTS (s) of a segment's first audio PES: the moment its first sample plays. */
function firstPts(ts) {
  for (let i = 0; i + 188 <= ts.length; i += 188) {
    if (ts[i] !== 0x47 || (ts[i + 1] & 0x40) === 0) continue;
    const control = (ts[i + 3] >> 4) & 3;
    if (control === 2) continue;
    const p = control === 3 ? i + 5 + ts[i + 4] : i + 4;
    if (ts[p] !== 0 || ts[p + 1] !== 0 || ts[p + 2] !== 1) continue;
    if (ts[p + 3] < 0xc0 || ts[p + 3] > 0xdf || (ts[p + 7] & 0x80) === 0) continue;
    const b = ts.subarray(p + 9, p + 14);
    const pts =
      ((b[0] >> 1) & 7) * 2 ** 30 +
      ((b[1] << 7) | (b[2] >> 1)) * 2 ** 15 +
      ((b[3] << 7) | (b[4] >> 1));
    return pts / 90_000;
  }
  return null;
}

/** The measuring listener: follows the playlist, finds each marker's onset, matches it. */
export function measuringListener(client, playlistPath, markers, reloadMs) {
  const stats = {
    playlistMs: [],
    segments: 0,
    skipped: 0,
    errors: 0,
    lastError: '',
    unmatched: 0,
  };
  let stopping = false;
  let previous = null;
  let queue = Promise.resolve();
  let shiftMs = 0;

  function heard(segment, onsetS) {
    const mixAt = segment.pdt + onsetS * 1000;
    const sent = markers.filter((m) => m.sentAt <= segment.downloadedAt);
    if (sent.length === 0) return;
    const marker = Number.isFinite(mixAt)
      ? sent.reduce((a, b) => (Math.abs(b.sentAt - mixAt) < Math.abs(a.sentAt - mixAt) ? b : a))
      : sent.at(-1);
    if (Number.isFinite(mixAt) && Math.abs(mixAt - marker.sentAt) > (MARKER_EVERY_S * 1000) / 2) {
      stats.unmatched += 1;
      return;
    }
    if (marker.heard) return;
    const lastSampleSpoken = marker.sentAt + (segment.duration - onsetS) * 1000;
    // The next marker is met at another moment of the reload schedule.
    shiftMs = Math.random() * RELOAD_SHIFT_MS;
    marker.heard = {
      n: segment.n,
      lastSampleSpoken,
      edgeS: (segment.downloadedAt - lastSampleSpoken) / 1000,
      listedS: (segment.listedAt - lastSampleSpoken) / 1000,
      inHandS: (segment.downloadedAt - marker.sentAt) / 1000,
      downloadMs: segment.downloadedAt - segment.requestedAt,
      pdtOffsetS: (mixAt - marker.sentAt) / 1000,
    };
  }

  async function detect(before, segment) {
    if (segment.startPts === null) return;
    const input = before ? Buffer.concat([before.bytes, segment.bytes]) : segment.bytes;
    const log = await ffmpeg(
      [
        '-hide_banner',
        '-nostats',
        '-copyts',
        '-f',
        'mpegts',
        '-i',
        'pipe:0',
        '-af',
        silenceDetect(),
        '-f',
        'null',
        '-',
      ],
      input,
    );
    for (const found of log.matchAll(/silence_end: (-?[\d.]+)/g)) {
      const t = Number(found[1]);
      // Inside a segment only: the input's end, reached in silence, is reported as an end too.
      for (const owner of [before, segment])
        if (owner && t >= owner.startPts && t < owner.startPts + owner.duration - 0.001)
          heard(owner, t - owner.startPts);
    }
  }

  const done = follow(client, playlistPath, {
    stopped: () => stopping,
    reloadMs,
    shift: () => {
      const ms = shiftMs;
      shiftMs = 0;
      return ms;
    },
    onPlaylist: (ms) => stats.playlistMs.push(ms),
    onSkip: (count) => (stats.skipped += count),
    onSegment: (s, bytes, t) => {
      stats.segments += 1;
      const segment = { ...s, ...t, bytes, startPts: firstPts(bytes) };
      const before = previous?.n === s.n - 1 ? previous : null;
      previous = segment;
      queue = queue
        .then(() => detect(before, segment))
        .catch((error) => {
          stats.errors += 1;
          stats.lastError = String(error.message ?? error);
        });
    },
    onError: (error) => {
      stats.errors += 1;
      stats.lastError = String(error?.message ?? error).slice(0, 200);
    },
  });
  return {
    stats,
    /** Starts afresh the figures kept across a window (the markers keep their own). */
    reset() {
      stats.playlistMs = [];
      stats.segments = 0;
      stats.skipped = 0;
      stats.errors = 0;
      stats.unmatched = 0;
    },
    async stop() {
      stopping = true;
      await done;
      await queue;
    },
  };
}
