// SPEC §4 video-only focus as the slide change path sees it. A live video view says here how to
// read its focus view and what to do once an allowed change leaves video-only; the other kinds
// say nothing, and their slide changes pass with no focus view, as before.
import type { FocusedView } from '@podium/domain';

export interface SlideFocusReading {
  readonly focusedView: FocusedView;
  /** The view this one replaced (the viewer's own choice's, else the shared view's). */
  readonly previousFocusedView: FocusedView;
  /** SPEC §4: the replay plays (its viewers may change slides in video-only focus). */
  readonly isReplayViewer: boolean;
  readonly isEventCoordinator: boolean;
}

export interface SlideFocus {
  read(): SlideFocusReading;
  /**
   * A slide change left video-only focus: `view` shows again, for everyone when the change moved
   * everyone's slide (`forEveryone`), else for this viewer.
   */
  leaveVideoOnly(view: FocusedView, forEveryone: boolean): void;
}

let current: SlideFocus | null = null;

/** Said by the live video view while it is on screen; returns how to take it back. */
export function provideSlideFocus(focus: SlideFocus): () => void {
  current = focus;
  return () => {
    if (current === focus) current = null;
  };
}

export function currentSlideFocus(): SlideFocus | null {
  return current;
}
