// One call's mix: an ffmpeg process (mixer-args.ts) with a fixed number of speaker slots, each an
// Opus RTP stream it receives over loopback UDP. The mixer keeps every slot flowing in real time:
// a speaker's packets go into their slot renumbered as one continuous stream, and a slot with no
// speaker (or a muted or late one) is filled with Opus silence frames, so amix always has every
// input and the mix keeps the wall clock. Decoding, mixing and encoding are ffmpeg's.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createSocket, type Socket } from 'node:dgram';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RtpHeader, RtpPacket } from 'werift';
import {
  CALL_AUDIO_CLOCK_FILE,
  MIX_OUTPUT_BEGAN,
  mixerArgs,
  SLOT_PAYLOAD_TYPE,
  slotSdp,
} from './mixer-args.ts';

/** RTP clock of Opus (RFC 7587) and the 20 ms frame browsers send. */
const OPUS_CLOCK = 48_000;
const FRAME_MS = 20;
const FRAME_TICKS = (OPUS_CLOCK * FRAME_MS) / 1000;
/** An Opus packet that decodes to 20 ms of silence (CELT, fullband, one frame). */
const OPUS_SILENCE = Buffer.from([0xf8, 0xff, 0xfe]);
/**
 * How far (in frames) a slot may fall behind the clock before silence fills it: a speaker's
 * packet this late still goes in as spoken, so network jitter does not cut words.
 */
export const SLOT_JITTER_FRAMES = 3;
/** How far a slot may run ahead of the clock (a speaker whose clock is fast): beyond, dropped. */
export const SLOT_MAX_AHEAD_FRAMES = 10;
/** How long a stopping mix may take to write its last segment before it is killed. */
export const MIX_STOP_TIMEOUT_MS = 6_000;
/** How often slots are topped up with silence. */
const TICK_MS = 10;

interface Slot {
  readonly port: number;
  readonly ssrc: number;
  sequence: number;
  timestamp: number;
  /** Frames sent into this slot since the mix began. */
  frames: number;
  /** Last RTP sequence number and timestamp of the speaker feeding it, to keep frame lengths. */
  lastSpeakerSequence: number | null;
  lastSpeakerTimestamp: number;
}

export interface CallMixerOptions {
  readonly ffmpegPath: string;
  readonly outDir: string;
  readonly slots: number;
  readonly log?: (message: string) => void;
}

export interface CallMixer {
  /** Sends one Opus packet of the speaker in `slot` (its RTP sequence number and timestamp). */
  speak(slot: number, payload: Buffer, sequence: number, timestamp: number): void;
  /** Resolves when ffmpeg exited: true when it ended cleanly (its playlist is complete). */
  readonly exited: Promise<boolean>;
  /** Ends the mix; its playlist gets EXT-X-ENDLIST. */
  stop(): Promise<void>;
}

/** Free loopback UDP ports for the slots (bound and released; ffmpeg binds them next). */
async function freePorts(count: number): Promise<number[]> {
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = createSocket('udp4');
          socket.once('error', reject);
          socket.bind(0, '127.0.0.1', () => resolve(socket));
        }),
    ),
  );
  const ports = sockets.map((s) => s.address().port);
  await Promise.all(sockets.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  return ports;
}

export async function startCallMixer(options: CallMixerOptions): Promise<CallMixer> {
  await mkdir(options.outDir, { recursive: true });
  const ports = await freePorts(options.slots);
  const sdpFiles = await Promise.all(
    ports.map(async (port, i) => {
      const file = join(options.outDir, `slot-${i}.sdp`);
      await writeFile(file, slotSdp(port));
      return file;
    }),
  );
  const child: ChildProcessWithoutNullStreams = spawn(
    options.ffmpegPath,
    mixerArgs(sdpFiles, options.outDir),
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let errors = '';
  let began = false;
  child.stderr.on('data', (data: Buffer) => {
    errors = (errors + data.toString()).slice(-2000);
    if (began || !MIX_OUTPUT_BEGAN.test(errors)) return;
    // ffmpeg dated its first segment just now, cut to the second; this keeps the milliseconds.
    began = true;
    void writeFile(join(options.outDir, CALL_AUDIO_CLOCK_FILE), String(Date.now())).catch(
      (error: unknown) => options.log?.(`call audio mix clock: ${String(error)}`),
    );
  });
  child.stdout.resume();
  child.stdin.on('error', () => undefined);
  const exited = new Promise<boolean>((resolve) => {
    child.on('error', (error) => {
      errors += String(error);
      resolve(false);
    });
    child.on('close', (code) => resolve(code === 0));
  });
  void exited.then((ok) => {
    if (!ok) options.log?.(`call audio mix ended: ${errors.trim()}`);
  });

  const socket = createSocket('udp4');
  socket.on('error', () => undefined);
  const slots: Slot[] = ports.map((port) => ({
    port,
    ssrc: (Math.random() * 0xffffffff) >>> 0,
    sequence: Math.floor(Math.random() * 0xffff),
    timestamp: (Math.random() * 0xffffffff) >>> 0,
    frames: 0,
    lastSpeakerSequence: null,
    lastSpeakerTimestamp: 0,
  }));
  const startedAt = Date.now();
  let stopped = false;

  function send(slot: Slot, payload: Buffer, ticks: number): void {
    const header = new RtpHeader({
      version: 2,
      payloadType: SLOT_PAYLOAD_TYPE,
      sequenceNumber: slot.sequence,
      timestamp: slot.timestamp,
      ssrc: slot.ssrc,
      marker: false,
    });
    slot.sequence = (slot.sequence + 1) & 0xffff;
    slot.timestamp = (slot.timestamp + ticks) >>> 0;
    slot.frames += ticks / FRAME_TICKS;
    socket.send(new RtpPacket(header, payload).serialize(), slot.port, '127.0.0.1');
  }

  const expectedFrames = () => Math.floor((Date.now() - startedAt) / FRAME_MS);

  const timer = setInterval(() => {
    const due = expectedFrames() - SLOT_JITTER_FRAMES;
    for (const slot of slots)
      while (slot.frames < due) {
        slot.lastSpeakerSequence = null;
        send(slot, OPUS_SILENCE, FRAME_TICKS);
      }
  }, TICK_MS);

  return {
    exited,
    speak(index, payload, sequence, timestamp) {
      const slot = slots[index];
      if (!slot || stopped) return;
      if (slot.frames > expectedFrames() + SLOT_MAX_AHEAD_FRAMES) return;
      // The speaker's own frame length when this packet follows their last one; else 20 ms.
      const follows = slot.lastSpeakerSequence === ((sequence - 1) & 0xffff);
      const delta = (timestamp - slot.lastSpeakerTimestamp) >>> 0;
      const ticks = follows && delta > 0 && delta <= 6 * FRAME_TICKS ? delta : FRAME_TICKS;
      slot.lastSpeakerSequence = sequence;
      slot.lastSpeakerTimestamp = timestamp;
      send(slot, payload, ticks);
    },
    async stop() {
      if (stopped) return exited.then(() => undefined);
      stopped = true;
      // ffmpeg's own quit key ends the mix cleanly: the last segment and EXT-X-ENDLIST written.
      child.stdin.end('q');
      const interrupt = setTimeout(() => child.kill('SIGINT'), MIX_STOP_TIMEOUT_MS / 2);
      const kill = setTimeout(() => child.kill('SIGKILL'), MIX_STOP_TIMEOUT_MS);
      await exited;
      clearInterval(timer);
      socket.close();
      clearTimeout(interrupt);
      clearTimeout(kill);
    },
  };
}
