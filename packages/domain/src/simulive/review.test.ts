import { describe, expect, it } from 'vitest';
import { PresentationKind, RouteChild } from '../presentation/kind.ts';
import { cutsAtPrivateStart, simuLiveReviewRouteChild } from './review.ts';

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

describe('SPEC §4/§6 who sees the deck cut at the private start', () => {
  const review = {
    isPublicParticipant: false,
    kind: PresentationKind.SimuLiveConferenceCallWithSlides,
    reviewMode: true,
    askForPublicPrivate: true,
  };

  it('a review of a simulated-live call that asks public/private is cut', () => {
    expect(cutsAtPrivateStart(review)).toBe(true);
    expect(
      cutsAtPrivateStart({ ...review, kind: PresentationKind.SimuLiveConferenceCallOnly }),
    ).toBe(true);
  });

  it('not when the call does not ask public/private, nor outside review mode', () => {
    expect(cutsAtPrivateStart({ ...review, askForPublicPrivate: false })).toBe(false);
    expect(cutsAtPrivateStart({ ...review, reviewMode: false })).toBe(false);
  });

  it('review mode of another kind is not cut (the rule is the simulated-live review)', () => {
    for (const kind of [
      PresentationKind.CallWithSlides,
      PresentationKind.SimuLiveVideo,
      PresentationKind.MediaWithSlides,
    ])
      expect(cutsAtPrivateStart({ ...review, kind })).toBe(false);
  });

  it('a public participant is always cut, whatever the kind or mode', () => {
    expect(
      cutsAtPrivateStart({
        isPublicParticipant: true,
        kind: PresentationKind.CallWithSlides,
        reviewMode: false,
        askForPublicPrivate: false,
      }),
    ).toBe(true);
  });
});
