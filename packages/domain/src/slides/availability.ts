// SPEC §3 slidesAvailableDateTime / slidesExpireDateTime: the window in which attendees see the
// deck. Before it the slides are not yet available, from its end on they are no longer; either
// bound may be absent. People with a role on the event (presenters, coordinators) and site admins
// see the deck whatever the window, so they can rehearse before and review after.

export type SlidesWindowState = 'open' | 'notYet' | 'expired';

export interface SlidesWindow {
  /** When attendees first see the slides, ms since the epoch; null: from the start. */
  readonly availableFromMs: number | null;
  /** When attendees stop seeing the slides, ms since the epoch; null: never. */
  readonly expiresAtMs: number | null;
}

/** Where `nowMs` falls in the window: the start is inside it, the end is not. */
export function slidesWindowState(window: SlidesWindow, nowMs: number): SlidesWindowState {
  if (window.availableFromMs !== null && nowMs < window.availableFromMs) return 'notYet';
  if (window.expiresAtMs !== null && nowMs >= window.expiresAtMs) return 'expired';
  return 'open';
}

/** Whether the server withholds the whole deck from this viewer at `nowMs`. */
export function withholdsDeck(
  window: SlidesWindow,
  viewer: { readonly isSiteAdmin: boolean; readonly hasEventRole: boolean },
  nowMs: number,
): boolean {
  if (viewer.isSiteAdmin || viewer.hasEventRole) return false;
  return slidesWindowState(window, nowMs) !== 'open';
}

/** The window of an ISO pair as the presentation payload carries it. */
export function slidesWindowOf(p: {
  readonly slidesAvailableDateTime: string | null;
  readonly slidesExpireDateTime: string | null;
}): SlidesWindow {
  const ms = (iso: string | null) => {
    if (iso === null) return null;
    const parsed = Date.parse(iso);
    return Number.isNaN(parsed) ? null : parsed;
  };
  return {
    availableFromMs: ms(p.slidesAvailableDateTime),
    expiresAtMs: ms(p.slidesExpireDateTime),
  };
}
