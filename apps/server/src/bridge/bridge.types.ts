// The conference bridge provider (ARCHITECTURE §1: each provider an interface with a built-in
// implementation that runs on one machine). The conference module asks it for the call's audio:
// the live mix of those who have the floor, and its recording as the replay; dial-in numbers live
// with each call, chosen from the bridge's directory. A phone gateway (SIP trunk or PBX) would
// join here, each caller one more speaker of the mix (docs/operations.md).
import type { DialInNumber } from '@podium/domain';

/** The calls' mixes: begun when a call's audio is first needed, ended with the call. */
export interface CallAudioMix {
  /** The call's mix runs from now on in this process, if it did not. */
  ensure(confId: number): void;
  /** Calls whose mix runs in this process. */
  runningCalls(): number[];
  /** One Opus packet of the speaker in `slot` into the call's mix. */
  speak(confId: number, slot: number, payload: Buffer, sequence: number, timestamp: number): void;
  /** Ends the call's mix; its recording is complete. */
  stop(confId: number): Promise<void>;
}

export interface ConferenceBridge {
  /** Every number callers can dial (SPEC §7 GET conferencecallglobalphonedirectory). */
  readonly phoneDirectory: readonly DialInNumber[];
  readonly supportNumber: string;
  readonly mix: CallAudioMix;
  /**
   * The live HLS playlist of a call whose stream is on (SPEC §7 livestream): a window over the
   * newest segments of its mix, begun now if none runs. Null when the mix has written nothing
   * yet.
   */
  livePlaylist(confId: number): Promise<string | null>;
  /**
   * The recorded call from the moment it went live (SPEC §7 replay audio), as VOD; null when
   * nothing was recorded.
   */
  replayPlaylist(confId: number, liveStartedAt: Date): Promise<string | null>;
  /** One audio segment by its name in the playlists; null when there is none. */
  segment(confId: number, name: string): Promise<Buffer | null>;
  /** Ends every mix (server shutdown). */
  close(): Promise<void>;
}
