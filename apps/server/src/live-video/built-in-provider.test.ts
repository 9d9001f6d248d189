import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_CHUNK_MS } from '@podium/domain';
import { createBuiltInLiveVideoProvider, resolveFfmpegPath } from './built-in-provider.ts';
import { FEED_CLOCK_EARLIEST_MS, FEED_CLOCK_FILE, PLAYLIST_FILE } from './ffmpeg-args.ts';
import { readDatedPlaylist } from './hls-playlist-file.ts';

const ffmpeg = resolveFfmpegPath(process.env.FFMPEG_PATH);
const files = { playlist: PLAYLIST_FILE, clock: FEED_CLOCK_FILE };
let root = '';
let webm = Buffer.alloc(0);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'live-video-'));
  // Three seconds of what a browser's MediaRecorder sends: WebM with VP8 and Opus.
  const file = join(root, 'feed.webm');
  execFileSync(ffmpeg, [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=30'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '3'],
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-c:a', 'libopus', '-f', 'webm', file],
  ]);
  webm = await readFile(file);
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

const beganAt = async (dir: string) => Number(await readFile(join(dir, FEED_CLOCK_FILE), 'utf8'));

describe('the recording is dated from the moment its media began', () => {
  it('a browser feed: one chunk before its first chunk arrived', async () => {
    const provider = createBuiltInLiveVideoProvider({ rootDir: root, ffmpegPath: ffmpeg });
    await provider.startBrowserFeed(1, 'r1');
    const before = Date.now();
    await provider.pushChunk(1, webm.subarray(0, 4096));
    const after = Date.now();
    await provider.pushChunk(1, webm.subarray(4096));
    await provider.stopFeed(1);
    const dir = join(root, '1', 'r1');
    const moment = await beganAt(dir);
    expect(moment).toBeGreaterThanOrEqual(before - STUDIO_CHUNK_MS);
    expect(moment).toBeLessThanOrEqual(after - STUDIO_CHUNK_MS);
    const playlist = await readDatedPlaylist(dir, files, FEED_CLOCK_EARLIEST_MS, new Map());
    expect(playlist?.segments.length).toBeGreaterThanOrEqual(2);
    expect(Date.parse(playlist?.segments[0]?.programDateTime ?? '')).toBe(moment);
    await provider.close();
  }, 60_000);

  it('an RTMP feed: the probe’s length before ffmpeg’s output began', async () => {
    const provider = createBuiltInLiveVideoProvider({ rootDir: root, ffmpegPath: ffmpeg });
    const port = 20000 + Math.floor(Math.random() * 20000);
    await provider.startRtmpFeed(2, 'r2', `rtmp://127.0.0.1:${port}/live/key`);
    const before = Date.now();
    // The listener binds a moment after the feed starts: a push refused before that is sent again.
    const push = () => {
      const encoder = spawn(ffmpeg, [
        ...['-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=30'],
        ...['-t', '3', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '30'],
        ...['-f', 'flv', `rtmp://127.0.0.1:${port}/live/key`],
      ]);
      return new Promise((resolve) => encoder.on('close', resolve));
    };
    let exit = await push();
    for (let tries = 1; exit !== 0 && tries < 20; tries += 1) exit = await push();
    expect(exit).toBe(0);
    const dir = join(root, '2', 'r2');
    const moment = await beganAt(dir);
    // The encoder's first frame is sent as it starts: ffmpeg's own start takes a moment.
    expect(moment).toBeGreaterThanOrEqual(before);
    expect(moment).toBeLessThan(before + 3_000);
    const playlist = await readDatedPlaylist(dir, files, FEED_CLOCK_EARLIEST_MS, new Map());
    expect(playlist?.segments.length).toBeGreaterThanOrEqual(2);
    expect(Date.parse(playlist?.segments[0]?.programDateTime ?? '')).toBe(moment);
    await provider.close();
  }, 60_000);
});
