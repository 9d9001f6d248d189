// The deck of the live kinds (live video with its replay, and NRS Direct) as the parts of the
// viewer outside their lazy chunks need it: the bottom bar (SPEC §2) and slide prefetching
// (SPEC §9). The kinds' views own their event's state and say it here; the shell only reads. A
// store of its own keeps their state and the call's out of the viewer's initial JS
// (ARCHITECTURE §7), as the call cut-off does.
import { create } from 'zustand';
import type { ReplayType } from '@podium/domain';

export interface LiveDeckState {
  /**
   * The deck is on screen and this viewer may page through it now (SPEC §5: live video and NRS
   * Direct by PresPermissions.SlideNavigation while live, everyone in the replay; NRS Direct's
   * attendees only in its free windows, SPEC §4; whoever controls the slides always).
   */
  readonly mayNavigate: boolean;
  /** The slides this viewer may see (SPEC §6 public/private split). */
  readonly slideCount: number;
  /** SPEC §5: the live video has ended (false for NRS Direct). */
  readonly liveVideoEnded: boolean;
  /** SPEC §4: the live video ended with its replay available. */
  readonly replayAvailable: boolean;
  /** The live video's replay type (SPEC §3 LiveVideoData), null for NRS Direct. */
  readonly replayType: ReplayType | null;
}

const initial: LiveDeckState = {
  mayNavigate: false,
  slideCount: 0,
  liveVideoEnded: false,
  replayAvailable: false,
  replayType: null,
};

export const useLiveDeckStore = create<LiveDeckState>(() => initial);

/** Said by a live kind's view whenever its deck's state changes. */
export function setLiveDeck(state: LiveDeckState): void {
  const now = useLiveDeckStore.getState();
  if (
    now.mayNavigate !== state.mayNavigate ||
    now.slideCount !== state.slideCount ||
    now.liveVideoEnded !== state.liveVideoEnded ||
    now.replayAvailable !== state.replayAvailable ||
    now.replayType !== state.replayType
  )
    useLiveDeckStore.setState(state, true);
}

/** Said by a live kind's view as it goes: no deck is left to page through. */
export function clearLiveDeck(): void {
  setLiveDeck(initial);
}
