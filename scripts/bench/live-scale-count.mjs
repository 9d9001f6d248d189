// Loaded into the server of `npm run bench:live-scale` (node --import): counts the live video
// requests that reach Node, so the bench reads them where they are answered rather than trusting
// the proxy in front. Every HTTP server of the process is counted as its requests come in (the
// 'request' event Fastify answers) and again as their answers finish, by kind: the live playlist
// (…/livevideo/hls/{folder}/live.m3u8), a segment under a signed path
// (…/livevideo/hls/{folder}/s/{token}/{file}), or anything else; signed segments also per file
// (the newest KEEP_FILES). The totals are written as JSON to LIVE_SCALE_COUNT_FILE every
// COUNT_WRITE_MS with the moment they were taken.
import { writeFileSync } from 'node:fs';
import http from 'node:http';

const FILE = process.env.LIVE_SCALE_COUNT_FILE;
const COUNT_WRITE_MS = 500;
const KEEP_FILES = 150;
const PLAYLIST = /\/livevideo\/hls\/[^/]+\/live\.m3u8(?:\?|$)/;
const SIGNED_SEGMENT = /\/livevideo\/hls\/[^/]+\/s\/[^/]+\/[^/?]+(?:\?|$)/;

const counts = {
  at: 0,
  playlistRequests: 0,
  playlistOk: 0,
  playlistRefused: 0,
  segmentRequests: 0,
  segmentOk: 0,
  segmentRefused: 0,
  otherRequests: 0,
  /** Signed segment requests per file name (seg_00042.ts → 3). */
  perSegment: {},
};
const files = [];

function countSegment(url) {
  const path = url.split('?')[0];
  const file = path.slice(path.lastIndexOf('/') + 1);
  if (counts.perSegment[file] === undefined) {
    files.push(file);
    counts.perSegment[file] = 0;
    if (files.length > KEEP_FILES) delete counts.perSegment[files.shift()];
  }
  counts.perSegment[file] += 1;
}

function kindOf(url) {
  if (PLAYLIST.test(url)) return 'playlist';
  if (SIGNED_SEGMENT.test(url)) return 'segment';
  return null;
}

if (FILE) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function countedEmit(event, request, response) {
    if (event === 'request') {
      const kind = kindOf(request.url ?? '');
      if (kind === null) counts.otherRequests += 1;
      else {
        counts[`${kind}Requests`] += 1;
        if (kind === 'segment') countSegment(request.url);
        response.once('finish', () => {
          if (response.statusCode >= 200 && response.statusCode < 300) counts[`${kind}Ok`] += 1;
          else counts[`${kind}Refused`] += 1;
        });
      }
    }
    // Every argument goes on, as emitted.
    return emit.apply(this, arguments);
  };
  const write = () => {
    counts.at = Date.now();
    try {
      writeFileSync(FILE, JSON.stringify(counts));
    } catch {
      // the bench removed its folder: the server is stopping
    }
  };
  setInterval(write, COUNT_WRITE_MS).unref();
  write();
}
