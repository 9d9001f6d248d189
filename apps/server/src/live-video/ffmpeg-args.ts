// The ffmpeg command lines of the built-in live video provider: a feed (the browser studio's
// WebM on stdin, or an encoder pushing RTMP) in, low-latency HLS out — H.264/AAC in MPEG-TS
// segments of about one second, a key frame starting each, the wall-clock time of each segment
// written as EXT-X-PROGRAM-DATE-TIME, and every segment kept (the recording is the replay).
import { join } from 'node:path';

/** Seconds per HLS segment: short segments keep attendees close to the live edge. */
export const HLS_SEGMENT_SECONDS = 1;
/** Output frame rate; key frames every HLS_SEGMENT_SECONDS so every segment starts with one. */
export const OUTPUT_FPS = 30;
export const PLAYLIST_FILE = 'index.m3u8';
export const SEGMENT_PATTERN = 'seg_%05d.ts';
/** Segment file names as ffmpeg writes them (SEGMENT_PATTERN). */
export const SEGMENT_FILE = /^seg_\d{5,9}\.ts$/;
/**
 * How much of a feed ffmpeg reads before its output begins, to learn the feed's streams: the
 * first frames wait this long before the first segment starts (ffmpeg's default is 5 s).
 */
export const FEED_PROBE_MS = 1_000;
/**
 * The moment (ms since the epoch, as text) a recording's media began, beside its playlist.
 * ffmpeg dates the first segment with the moment its output began, cut to the whole second: the
 * feed's first frame was taken more than FEED_PROBE_MS before that. The recording's dates are
 * moved to this moment.
 */
export const FEED_CLOCK_FILE = 'began-at';
/** How much earlier than ffmpeg's first date the moment in FEED_CLOCK_FILE may lie. */
export const FEED_CLOCK_EARLIEST_MS = 5_000;
/** What ffmpeg writes to stderr (at `info`) once its output, and its first date, began. */
export const FEED_OUTPUT_BEGAN = /^Output #0, hls/m;

export type FeedInput =
  { readonly kind: 'browser' } | { readonly kind: 'rtmp'; readonly listenUrl: string };

function inputArgs(input: FeedInput): string[] {
  switch (input.kind) {
    case 'browser':
      // WebM from MediaRecorder arrives as it is recorded: probe little so the first segment is
      // written soon after the first chunk, and generate timestamps where the recorder left gaps.
      return [
        '-fflags',
        '+genpts',
        '-probesize',
        '256000',
        '-analyzeduration',
        String(FEED_PROBE_MS * 1000),
        '-f',
        'webm',
        '-i',
        'pipe:0',
      ];
    case 'rtmp':
      // Waits for one encoder to connect, then reads its stream until it disconnects.
      return [
        '-analyzeduration',
        String(FEED_PROBE_MS * 1000),
        '-listen',
        '1',
        '-f',
        'flv',
        '-i',
        input.listenUrl,
      ];
  }
}

/**
 * What ffmpeg's RTMP listener says (at info level) when an encoder publishes another stream name
 * or application than it listens for: ffmpeg takes the stream anyway, so the provider ends it.
 */
export const RTMP_WRONG_STREAM = /Unexpected stream \S*, expecting|App field don't match up/;

export function ffmpegHlsArgs(input: FeedInput, outDir: string): string[] {
  return [
    '-hide_banner',
    // An RTMP listener logs at info level to report a wrong stream key (RTMP_WRONG_STREAM);
    // -nostats keeps the progress lines out.
    '-loglevel',
    input.kind === 'rtmp' ? 'info' : 'error',
    '-nostats',
    // Interactive keys on stdin only where stdin is not the feed.
    ...(input.kind === 'browser' ? [] : ['-nostdin']),
    ...inputArgs(input),
    '-map',
    '0:v:0?',
    '-map',
    '0:a:0?',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-tune',
    'zerolatency',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-vf',
    // Even dimensions for 4:2:0, at most 720p.
    "scale='min(1280,iw)':-2",
    '-r',
    String(OUTPUT_FPS),
    '-g',
    String(OUTPUT_FPS * HLS_SEGMENT_SECONDS),
    '-keyint_min',
    String(OUTPUT_FPS * HLS_SEGMENT_SECONDS),
    '-sc_threshold',
    '0',
    '-b:v',
    '1500k',
    '-maxrate',
    '1800k',
    '-bufsize',
    '1500k',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-ar',
    '48000',
    '-ac',
    '2',
    // Audio may arrive well before the first video frame is decoded.
    '-max_muxing_queue_size',
    '4096',
    '-f',
    'hls',
    '-hls_time',
    String(HLS_SEGMENT_SECONDS),
    '-hls_list_size',
    '0',
    '-hls_playlist_type',
    'event',
    '-hls_flags',
    'program_date_time+independent_segments',
    '-hls_segment_filename',
    join(outDir, SEGMENT_PATTERN),
    join(outDir, PLAYLIST_FILE),
  ];
}
