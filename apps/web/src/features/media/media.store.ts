// The state of the one media player on screen, shared by the player, the slide stage, the
// speaker, the chapters and the thumbnail bar (which ViewerPage renders outside the kind view).
// The player engine writes it; components read narrow slices, so a frame that changes nothing
// visible re-renders nothing.
import { create } from 'zustand';
import { initialPlaybackState, type PlaybackState } from '@podium/domain';
import { emptySnapshot, sameSnapshot, type SyncSnapshot } from './media-sync.ts';

/** What the controls, chapters and thumbnails ask the player to do. */
export interface MediaController {
  play(): void;
  pause(): void;
  togglePlay(): void;
  /** `user` seeks are logged as Skip (SPEC §9); `system` ones (resume, start over) are not. */
  seekTo(seconds: number, origin: 'user' | 'system'): void;
  seekBy(deltaSeconds: number): void;
  setRate(rate: number): void;
  setMuted(muted: boolean): void;
  setSource(index: number): void;
}

export interface MediaViewState {
  readonly playback: PlaybackState;
  /** Seconds; follows timeupdate and seeks (about 4 Hz), for the time display and Seek slider. */
  readonly currentTime: number;
  /** Null until the element knows it. */
  readonly duration: number | null;
  readonly muted: boolean;
  readonly rate: number;
  readonly sourceIndex: number;
  /** The browser refused to start playback without a gesture: show `Start playback`. */
  readonly autoplayBlocked: boolean;
  readonly failed: boolean;
  readonly sync: SyncSnapshot;
  readonly controller: MediaController | null;
}

export const initialMediaViewState: MediaViewState = {
  playback: initialPlaybackState,
  currentTime: 0,
  duration: null,
  muted: false,
  rate: 1,
  sourceIndex: 0,
  autoplayBlocked: false,
  failed: false,
  sync: emptySnapshot,
  controller: null,
};

export const useMediaStore = create<MediaViewState>(() => initialMediaViewState);

export function resetMediaStore(): void {
  useMediaStore.setState(initialMediaViewState, true);
}

/** Stores a snapshot only when something in it changed (SPEC §3 cue points: update on change). */
export function applySnapshot(next: SyncSnapshot): void {
  if (!sameSnapshot(useMediaStore.getState().sync, next)) useMediaStore.setState({ sync: next });
}

export function patchMedia(patch: Partial<MediaViewState>): void {
  useMediaStore.setState(patch);
}
