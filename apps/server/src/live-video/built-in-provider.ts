// The built-in live video provider: one ffmpeg process per event with a feed (ffmpeg-args.ts).
// The browser studio's chunks are written to ffmpeg's stdin in order, with back-pressure, so a
// slow encoder slows the upload instead of filling memory; an RTMP feed is read by ffmpeg itself.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { STUDIO_CHUNK_MS } from '@podium/domain';
import {
  FEED_CLOCK_FILE,
  FEED_OUTPUT_BEGAN,
  FEED_PROBE_MS,
  ffmpegHlsArgs,
  RTMP_WRONG_STREAM,
  type FeedInput,
} from './ffmpeg-args.ts';
import type {
  FeedEnd,
  FeedSource,
  FeedState,
  FeedStatus,
  LiveVideoProvider,
} from './provider.types.ts';

/** How long a stopping feed may take to write its last segment before it is killed. */
export const FEED_STOP_TIMEOUT_MS = 10_000;

/** FFMPEG_PATH when set, else the static ffmpeg of @ffmpeg-installer/ffmpeg. */
export function resolveFfmpegPath(override: string | null | undefined): string {
  return override && override.length > 0 ? override : ffmpegInstaller.path;
}

interface Feed {
  readonly presId: number;
  readonly folder: string;
  /** The recording's folder on disk: {root}/{presId}/{folder}. */
  readonly outDir: string;
  readonly source: FeedSource;
  readonly process: ChildProcessWithoutNullStreams;
  readonly exited: Promise<boolean>;
  state: FeedState;
  /** Whether the moment its media began is written (FEED_CLOCK_FILE). */
  dated: boolean;
}

export interface BuiltInProviderOptions {
  readonly rootDir: string;
  readonly ffmpegPath: string;
  readonly log?: (message: string) => void;
}

export function createBuiltInLiveVideoProvider(options: BuiltInProviderOptions): LiveVideoProvider {
  const feeds = new Map<number, Feed>();
  /** The last state of an event whose feed process is gone. */
  const finished = new Map<number, FeedStatus>();
  const listeners: Array<(end: FeedEnd) => void> = [];
  const refusedListeners: Array<(presId: number) => void> = [];

  async function start(presId: number, folder: string, input: FeedInput): Promise<void> {
    const running = feeds.get(presId);
    if (running) await stop(running);
    const outDir = join(options.rootDir, String(presId), folder);
    await mkdir(outDir, { recursive: true });
    launch(presId, folder, input, outDir);
  }

  /** Spawns the feed's ffmpeg and makes it the event's feed, at once. */
  function launch(presId: number, folder: string, input: FeedInput, outDir: string): void {
    const child = spawn(options.ffmpegPath, ffmpegHlsArgs(input, outDir), {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let errors = '';
    /** An encoder published with a wrong stream key: cut it off and listen again. */
    let intruder = false;
    child.stderr.on('data', (data: Buffer) => {
      errors = (errors + data.toString()).slice(-2000);
      if (input.kind === 'rtmp' && !intruder && RTMP_WRONG_STREAM.test(errors)) {
        intruder = true;
        child.kill('SIGKILL');
      }
      // An encoder streams in real time, so its first frame came the probe's length before
      // ffmpeg's output began.
      if (input.kind === 'rtmp' && !intruder && !feed.dated && FEED_OUTPUT_BEGAN.test(errors))
        writeClock(feed, Date.now() - FEED_PROBE_MS);
    });
    child.stdout.resume();
    // A feed that stops while a chunk is being written: the write fails, the exit says why.
    child.stdin.on('error', () => undefined);
    const feed: Feed = {
      presId,
      folder,
      outDir,
      source: input.kind,
      process: child,
      state: 'receiving',
      dated: false,
      exited: new Promise<boolean>((resolve) => {
        child.on('error', (error) => {
          errors += String(error);
          resolve(false);
        });
        child.on('close', (code) => resolve(code === 0));
      }),
    };
    feeds.set(presId, feed);
    finished.delete(presId);
    void feed.exited.then((ok) => {
      if (intruder && feeds.get(presId) === feed) {
        // Killed before it wrote a segment: the same recording listens again for the right key,
        // with no moment in between where the event has no feed.
        options.log?.(`live video of ${presId}: refused an RTMP encoder with a wrong stream key`);
        for (const listener of refusedListeners) listener(presId);
        launch(presId, folder, input, outDir);
        return;
      }
      feed.state = ok ? 'stopped' : 'failed';
      if (!ok) options.log?.(`live video feed of ${presId} failed: ${errors.trim()}`);
      if (feeds.get(presId) === feed) {
        feeds.delete(presId);
        finished.set(presId, { state: feed.state, source: feed.source, folder });
      }
      for (const listener of listeners) listener({ presId, folder, ok });
    });
  }

  function writeClock(feed: Feed, beganAtMs: number): void {
    feed.dated = true;
    void writeFile(join(feed.outDir, FEED_CLOCK_FILE), String(Math.round(beganAtMs))).catch(
      (error) =>
        options.log?.(`live video of ${feed.presId}: the recording's start not kept: ${error}`),
    );
  }

  async function stop(feed: Feed): Promise<void> {
    if (feed.source === 'browser') feed.process.stdin.end();
    // An RTMP listener still waiting for its encoder, or a feed that will not finish, is ended;
    // SIGINT lets ffmpeg write the end of its playlist.
    else feed.process.kill('SIGINT');
    const timer = setTimeout(() => feed.process.kill('SIGKILL'), FEED_STOP_TIMEOUT_MS);
    await feed.exited;
    clearTimeout(timer);
  }

  return {
    rootDir: options.rootDir,

    startBrowserFeed: (presId, folder) => start(presId, folder, { kind: 'browser' }),

    startRtmpFeed: (presId, folder, listenUrl) =>
      start(presId, folder, { kind: 'rtmp', listenUrl }),

    async pushChunk(presId, chunk) {
      const feed = feeds.get(presId);
      if (!feed || feed.source !== 'browser' || feed.state !== 'receiving')
        throw new Error('no browser feed is running for this event');
      // The studio's first chunk arrives about one chunk after its first frame was taken.
      if (!feed.dated) writeClock(feed, Date.now() - STUDIO_CHUNK_MS);
      const stdin = feed.process.stdin;
      if (stdin.write(chunk)) return;
      await new Promise<void>((resolve) => {
        const done = () => {
          stdin.off('drain', done);
          stdin.off('close', done);
          resolve();
        };
        stdin.on('drain', done);
        stdin.on('close', done);
      });
    },

    async stopFeed(presId) {
      const feed = feeds.get(presId);
      if (feed) await stop(feed);
    },

    status(presId) {
      const feed = feeds.get(presId);
      if (feed) return { state: feed.state, source: feed.source, folder: feed.folder };
      return finished.get(presId) ?? { state: 'idle', source: null, folder: null };
    },

    onFeedEnd(listener) {
      listeners.push(listener);
    },

    onRefused(listener) {
      refusedListeners.push(listener);
    },

    async close() {
      await Promise.all([...feeds.values()].map((feed) => stop(feed)));
    },
  };
}
