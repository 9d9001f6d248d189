// The conference bridge provider (ARCHITECTURE §1: each provider an interface with a built-in
// implementation that runs on one machine). The conference module asks it for the call's audio;
// dial-in numbers live with each call, chosen from the bridge's directory.
import type { DialInNumber } from '@podium/domain';

export interface ConferenceBridge {
  /** Every number callers can dial (SPEC §7 GET conferencecallglobalphonedirectory). */
  readonly phoneDirectory: readonly DialInNumber[];
  readonly supportNumber: string;
  /** The live HLS playlist, `elapsedMs` after the call went LIVE (SPEC §7 livestream). */
  livePlaylist(elapsedMs: number): string;
  /**
   * The recorded call as a complete HLS playlist (SPEC §7 replay audio), dated from `startedAt`,
   * the moment the call went live, when known.
   */
  replayPlaylist(startedAt: Date | null): string;
  /** One audio file (initialization section or segment) by name; null when there is none. */
  segment(name: string): Buffer | null;
}
