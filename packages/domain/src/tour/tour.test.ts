import { describe, expect, it } from 'vitest';
import { PresentationKind } from '../presentation/kind.ts';
import { LiveVideoRole } from '../roles/roles.ts';
import { BrowserName } from '../system-check/browser.ts';
import { shouldShowTour, tourCompletedCookie, type TourConditions } from './tour.ts';

const shown: TourConditions = {
  kind: PresentationKind.LiveVideo,
  liveVideoRoles: LiveVideoRole.Panelist,
  isMobile: false,
  browser: { name: BrowserName.Chrome, major: 131 },
  isReplay: false,
  tourCompleted: false,
};

describe('SPEC §2 guided tour conditions', () => {
  it('shows to a live-video panelist on a modern desktop browser before completion', () => {
    expect(shouldShowTour(shown)).toBe(true);
    expect(
      shouldShowTour({ ...shown, liveVideoRoles: LiveVideoRole.Panelist | LiveVideoRole.Attendee }),
    ).toBe(true);
  });

  it('live video only: not on other kinds', () => {
    expect(shouldShowTour({ ...shown, kind: PresentationKind.CallWithSlides })).toBe(false);
    expect(shouldShowTour({ ...shown, kind: PresentationKind.SlidesOnly })).toBe(false);
  });

  it('panelists only (SPEC §6 "Panelists see the tour")', () => {
    expect(shouldShowTour({ ...shown, liveVideoRoles: LiveVideoRole.Attendee })).toBe(false);
    expect(shouldShowTour({ ...shown, liveVideoRoles: LiveVideoRole.EventCoordinator })).toBe(
      false,
    );
    expect(shouldShowTour({ ...shown, liveVideoRoles: LiveVideoRole.None })).toBe(false);
  });

  it('desktop only', () => {
    expect(shouldShowTour({ ...shown, isMobile: true })).toBe(false);
  });

  it('modern browsers only (not IE11)', () => {
    expect(
      shouldShowTour({ ...shown, browser: { name: BrowserName.InternetExplorer, major: 11 } }),
    ).toBe(false);
  });

  it('not NRS Direct', () => {
    expect(shouldShowTour({ ...shown, kind: PresentationKind.NrsDirect })).toBe(false);
  });

  it('no replay', () => {
    expect(shouldShowTour({ ...shown, isReplay: true })).toBe(false);
  });

  it('not video webinar', () => {
    expect(shouldShowTour({ ...shown, kind: PresentationKind.VideoWebinar })).toBe(false);
  });

  it('not once the tour is completed', () => {
    expect(shouldShowTour({ ...shown, tourCompleted: true })).toBe(false);
  });

  it('SPEC §2, §9: completion kept per presentation in a cookie lasting 1 day', () => {
    expect(tourCompletedCookie(3001)).toEqual({ name: 'P3001PtourCompleted', days: 1 });
    expect(tourCompletedCookie(3002).name).not.toBe(tourCompletedCookie(3001).name);
  });
});
