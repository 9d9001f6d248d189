import { describe, expect, it } from 'vitest';
import { PresentationKind, RouteChild } from '../presentation/kind.ts';
import { simuLiveReviewRouteChild } from './review.ts';

describe('SPEC §1/§2 review of a simulated-live call', () => {
  it('plays the recording on demand, with slides when the show has them', () => {
    expect(
      simuLiveReviewRouteChild(PresentationKind.SimuLiveConferenceCallWithSlides, true, true),
    ).toBe(RouteChild.MediaSlides);
    expect(simuLiveReviewRouteChild(PresentationKind.SimuLiveConferenceCallOnly, true, false)).toBe(
      RouteChild.AudioOnly,
    );
  });
  it('leaves the live broadcast and other kinds to their own route', () => {
    expect(
      simuLiveReviewRouteChild(PresentationKind.SimuLiveConferenceCallWithSlides, false, true),
    ).toBeNull();
    expect(simuLiveReviewRouteChild(PresentationKind.CallWithSlides, true, true)).toBeNull();
  });
});
