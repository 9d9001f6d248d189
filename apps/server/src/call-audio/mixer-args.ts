// The ffmpeg command of a call's mix: one Opus RTP input per speaker slot (each described by an
// SDP file and fed over loopback UDP by the mixer), mixed with amix, encoded as AAC and written
// as HLS in short MPEG-TS segments, each dated with EXT-X-PROGRAM-DATE-TIME. Every segment is
// kept: the segments between going LIVE and the end are the call's replay.
import { join } from 'node:path';

/** Seconds per HLS segment: short, so listeners stay close to the speakers. */
export const CALL_AUDIO_SEGMENT_SECONDS = 0.5;
export const CALL_AUDIO_PLAYLIST_FILE = 'index.m3u8';
/**
 * The moment (ms since the epoch, as text) the mix's output began: ffmpeg dates the first segment
 * with this moment cut to the whole second, and the recordings put the cut part back.
 */
export const CALL_AUDIO_CLOCK_FILE = 'began-at';
/** What ffmpeg writes to stderr (at `info`) once its output, and its first date, began. */
export const MIX_OUTPUT_BEGAN = /^Output #0, hls/m;
export const CALL_AUDIO_SEGMENT_PATTERN = 'seg_%06d.ts';
/** Segment file names as ffmpeg writes them (CALL_AUDIO_SEGMENT_PATTERN). */
export const CALL_AUDIO_SEGMENT_FILE = /^seg_\d{6,9}\.ts$/;
/** RTP payload type of the Opus the slots carry (as the SDP files say). */
export const SLOT_PAYLOAD_TYPE = 111;

/** The SDP that tells ffmpeg where a slot's Opus RTP arrives. */
export function slotSdp(port: number): string {
  return [
    'v=0',
    'o=- 0 0 IN IP4 127.0.0.1',
    's=podium-call-audio-slot',
    'c=IN IP4 127.0.0.1',
    't=0 0',
    `m=audio ${port} RTP/AVP ${SLOT_PAYLOAD_TYPE}`,
    `a=rtpmap:${SLOT_PAYLOAD_TYPE} opus/48000/2`,
    'a=recvonly',
    '',
  ].join('\r\n');
}

/**
 * amix scales each input by 1 / inputs: the volume after it restores one speaker's level, and the
 * limiter keeps several speakers at once from clipping.
 */
function mixFilter(slots: number): string {
  const inputs = Array.from({ length: slots }, (_, i) => `[${i}:a]`).join('');
  return `${inputs}amix=inputs=${slots}:duration=longest:dropout_transition=0,volume=${slots},alimiter=limit=0.95[mix]`;
}

export function mixerArgs(sdpFiles: readonly string[], outDir: string): string[] {
  const inputs = sdpFiles.flatMap((file) => [
    '-protocol_whitelist',
    'file,udp,rtp',
    // Little probing: the SDP names the codec; the first packet starts the mix.
    '-probesize',
    '32',
    '-analyzeduration',
    '0',
    '-reorder_queue_size',
    '0',
    '-f',
    'sdp',
    '-i',
    file,
  ]);
  return [
    '-hide_banner',
    // info, not error: the line that says the output began (MIX_OUTPUT_BEGAN) dates the mix.
    '-loglevel',
    'info',
    '-nostats',
    ...inputs,
    '-filter_complex',
    mixFilter(sdpFiles.length),
    '-map',
    '[mix]',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-ar',
    '48000',
    '-ac',
    '1',
    '-flush_packets',
    '1',
    '-f',
    'hls',
    '-hls_time',
    String(CALL_AUDIO_SEGMENT_SECONDS),
    '-hls_list_size',
    '0',
    '-hls_playlist_type',
    'event',
    '-hls_flags',
    'program_date_time+independent_segments',
    '-hls_segment_filename',
    join(outDir, CALL_AUDIO_SEGMENT_PATTERN),
    join(outDir, CALL_AUDIO_PLAYLIST_FILE),
  ];
}
