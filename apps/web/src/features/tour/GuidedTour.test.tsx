// SPEC §2 guided tour in the viewer: a live-video panelist on desktop sees it (driver.js, lazy),
// its stops are the viewer's slide area and side panel toggles, and completing it is
// remembered for the presentation in a 1-day cookie (SPEC §2, §9). The condition's every clause
// is proven in the domain (shouldShowTour); here, that the viewer wires it.
import { describe, expect, it } from 'vitest';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { tourCompletedCookie, type User } from '@podium/domain';
import { readCookie } from '../../shared/cookies.ts';
import { ViewerPage } from '../viewer/ViewerPage.tsx';
import { attendee, renderWithPresentation, setViewport } from '../viewer/test-utils.tsx';
import { PresentationContext } from '../presentation/presentation.context.ts';
import { setLiveVideoReplay } from './tour.store.ts';
import {
  cookieName,
  LAZY,
  liveVideo,
  panelist,
  PRES_ID,
  registerCleanTourPage,
} from './tour.test-fixtures.ts';
import { useTourEligible } from './useTourEligible.ts';

/** useTourEligible's answer for `user` in presentation `presId` (a live video webinar). */
function eligible(presId: number, user: User | null): boolean {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PresentationContext.Provider
      value={{
        presId,
        presentation: { ...liveVideo(), PresentationId: presId },
        user,
        logId: null,
      }}
    >
      {children}
    </PresentationContext.Provider>
  );
  const { result, unmount } = renderHook(() => useTourEligible(), { wrapper });
  const show = result.current.show;
  unmount();
  return show;
}

registerCleanTourPage();

describe('guided tour for live-video panelists (SPEC §2)', () => {
  // Closing the tour is tested in GuidedTour.close.test.tsx: driver.js keeps its state in its
  // module, so a second tour in one module instance is not a fresh start.
  it('shows its stops, and completing it is remembered per presentation for 1 day', async () => {
    renderWithPresentation(<ViewerPage />, liveVideo(), { user: panelist });
    const first = await screen.findByRole('dialog', { name: 'Your presentation' }, LAZY);
    expect(document.querySelector('.driver-active-element')).toHaveAttribute(
      'data-tour',
      'slide-area',
    );
    // No call, so no Questions stop; the live video view has no thumbnail bar yet.
    expect(first).toHaveTextContent('1 of 2');

    act(() => screen.getByRole('button', { name: 'Next' }).click());
    const second = await screen.findByRole('dialog', { name: 'Side panels' });
    expect(document.querySelector('.driver-active-element')).toHaveAttribute(
      'data-tour',
      'side-panels',
    );
    expect(second).toHaveTextContent('2 of 2');
    expect(readCookie(cookieName)).toBeNull();

    act(() => screen.getByRole('button', { name: 'Done' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readCookie(cookieName)).toBe('1');
    // Expires in a day: the cookie helper is given the SPEC §2 lifetime.
    expect(tourCompletedCookie(PRES_ID).days).toBe(1);

    // Remembered: the same viewer again is no longer eligible; another presentation still is.
    expect(eligible(PRES_ID, panelist)).toBe(false);
    expect(eligible(3004, panelist)).toBe(true);
  });

  it("the viewer feeds the condition its user's role and its layout", () => {
    expect(eligible(PRES_ID, panelist)).toBe(true);
    expect(eligible(PRES_ID, attendee)).toBe(false);
    expect(eligible(PRES_ID, null)).toBe(false);
    setViewport(390, 844);
    expect(eligible(PRES_ID, panelist)).toBe(false);
  });

  it('waits until the live video view knows whether a replay runs', () => {
    act(() => setLiveVideoReplay(null));
    expect(eligible(PRES_ID, panelist)).toBe(false);
    act(() => setLiveVideoReplay(true));
    expect(eligible(PRES_ID, panelist)).toBe(false);
    act(() => setLiveVideoReplay(false));
    expect(eligible(PRES_ID, panelist)).toBe(true);
  });

  it('a replay taking over removes the tour without completing it', async () => {
    renderWithPresentation(<ViewerPage />, liveVideo(), { user: panelist });
    await screen.findByRole('dialog', { name: 'Your presentation' }, LAZY);
    act(() => setLiveVideoReplay(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readCookie(cookieName)).toBeNull();
  });
});
