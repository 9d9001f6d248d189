// SPEC §2, §6 guided tour: who sees it and how its completion is remembered. One function holds
// the whole condition so the viewer never re-derives a clause of it.
import { TOUR_COOKIE_DAYS } from '../constants.ts';
import { PresentationKind } from '../presentation/kind.ts';
import { hasRole, LiveVideoRole } from '../roles/roles.ts';
import { storageKey } from '../storage/keys.ts';
import { isModernBrowser, type BrowserInfo } from '../system-check/browser.ts';

export interface TourConditions {
  readonly kind: PresentationKind;
  /** SPEC §6 live video role bits of the user for this presentation. */
  readonly liveVideoRoles: number;
  /** SPEC §2 mobile layout (width 768 or less, or taller than wide). */
  readonly isMobile: boolean;
  readonly browser: BrowserInfo;
  /** A replay is what the user watches (live video ended with its replay available). */
  readonly isReplay: boolean;
  /** The tour of this presentation was completed (the per-presentation cookie is set). */
  readonly tourCompleted: boolean;
}

/**
 * SPEC §2: shown to live-video panelists on desktop, modern browsers (not IE11), not NRS Direct,
 * no replay, not video webinar, tour not yet completed. A video webinar and NRS Direct count as
 * live video elsewhere (SPEC §6 roles); the tour is for the live video webinar alone.
 */
export function shouldShowTour(c: TourConditions): boolean {
  return (
    c.kind === PresentationKind.LiveVideo &&
    hasRole(c.liveVideoRoles, LiveVideoRole.Panelist) &&
    !c.isMobile &&
    isModernBrowser(c.browser) &&
    !c.isReplay &&
    !c.tourCompleted
  );
}

/** SPEC §2, §9: completion is kept per presentation (P{presId}P prefix) in a 1-day cookie. */
export function tourCompletedCookie(presId: number): { name: string; days: number } {
  return { name: storageKey(presId, 'tourCompleted'), days: TOUR_COOKIE_DAYS };
}
