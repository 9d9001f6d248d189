// Closing the guided tour completes it too (SPEC §2). In a file of its own: driver.js keeps its
// state in its module, so a second tour in one module instance is not a fresh start.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { LiveVideoRole, tourCompletedCookie, type Presentation, type User } from '@podium/domain';
import { readCookie } from '../../shared/cookies.ts';
import { ViewerPage } from '../viewer/ViewerPage.tsx';
import {
  attendee,
  makeSlidesPresentation,
  renderWithPresentation,
  setViewport,
  stubFetch,
} from '../viewer/test-utils.tsx';
import { setLiveVideoReplay } from './tour.store.ts';

const LAZY = { timeout: 5000 } as const;
const PRES_ID = 3001;
const panelist: User = {
  ...attendee,
  PresPermissions: { PresentationRole: LiveVideoRole.Panelist, SlideNavigation: true },
};
const liveVideo = (): Presentation =>
  makeSlidesPresentation(8, { PresentationId: PRES_ID, LiveVideoData: {} });
const cookieName = tourCompletedCookie(PRES_ID).name;

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

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

describe('guided tour for live-video panelists (SPEC §2)', () => {
  it('closing the tour completes it too', async () => {
    renderWithPresentation(<ViewerPage />, liveVideo(), { user: panelist });
    await screen.findByRole('dialog', { name: 'Your presentation' }, LAZY);
    act(() => screen.getByRole('button', { name: 'Close the tour' }).click());
    // The popover fades for the hide delay first; the tour ends, and is remembered, after it.
    await waitFor(() => expect(readCookie(cookieName)).toBe('1'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
