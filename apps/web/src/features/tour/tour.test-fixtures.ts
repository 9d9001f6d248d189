// Fixtures and hooks shared by the guided tour's test files: a live video webinar, a panelist,
// and a clean page (no cookies, desktop size, no replay, no leftover driver.js popovers).
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { LiveVideoRole, tourCompletedCookie, type Presentation, type User } from '@podium/domain';
import { attendee, makeSlidesPresentation, setViewport, stubFetch } from '../viewer/test-utils.tsx';
import { setLiveVideoReplay } from './tour.store.ts';

export const LAZY = { timeout: 5000 } as const;
export const PRES_ID = 3001;
export const panelist: User = {
  ...attendee,
  PresPermissions: { PresentationRole: LiveVideoRole.Panelist, SlideNavigation: true },
};
export const liveVideo = (): Presentation =>
  makeSlidesPresentation(8, { PresentationId: PRES_ID, LiveVideoData: {} });
export const cookieName = tourCompletedCookie(PRES_ID).name;

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Registers the hooks every tour test file runs around each test. */
export function registerCleanTourPage(): void {
  beforeEach(() => {
    clearCookies();
    setViewport(1366, 768);
    stubFetch();
    setLiveVideoReplay(false);
    // jsdom lays nothing out; driver.js scrolls each stop into view.
    Element.prototype.scrollIntoView = vi.fn();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.querySelectorAll('.driver-popover, .driver-overlay').forEach((node) => node.remove());
  });
}
