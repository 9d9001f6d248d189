import { describe, expect, it } from 'vitest';
import { PresentationKind, RouteChild } from '../presentation/kind.ts';
import { EntryStep, isSimuLiveConferenceReview, planEntry, type EntryPlanInput } from './entry.ts';

const conference: EntryPlanInput = {
  route: RouteChild.Conference,
  isRetail: false,
  isSimuLiveReview: false,
  callEndedWithPublishedReplay: false,
  registrationEnabled: false,
};

describe('SPEC §2 entry setup', () => {
  it.each([RouteChild.LiveVideo, RouteChild.Slides, RouteChild.SimuLive])(
    '%s creates a socket token',
    (route) => {
      expect(planEntry({ ...conference, route })).toEqual([EntryStep.CreateSocketToken]);
    },
  );

  it.each([RouteChild.Conference, RouteChild.SlidesConference])(
    '%s: token, status, then register the participant when registration is off',
    (route) => {
      expect(planEntry({ ...conference, route })).toEqual([
        'createSocketToken',
        'fetchCallStatus',
        'registerParticipant',
      ]);
    },
  );

  it('fetches the registered participant when registration is enabled', () => {
    expect(planEntry({ ...conference, registrationEnabled: true })).toEqual([
      'createSocketToken',
      'fetchCallStatus',
      'fetchRegisteredParticipant',
    ]);
  });

  it('skips the status when the call ended with a published replay', () => {
    expect(planEntry({ ...conference, callEndedWithPublishedReplay: true })).toEqual([
      'createSocketToken',
      'registerParticipant',
    ]);
  });

  it('skips all setup for a review of a simulated-live conference call', () => {
    expect(planEntry({ ...conference, isSimuLiveReview: true, registrationEnabled: true })).toEqual(
      [],
    );
  });

  it('SPEC §7: no socket token for retail', () => {
    expect(planEntry({ ...conference, isRetail: true })).toEqual([
      'fetchCallStatus',
      'registerParticipant',
    ]);
    expect(planEntry({ ...conference, route: RouteChild.Slides, isRetail: true })).toEqual([]);
  });

  it.each([
    RouteChild.Documents,
    RouteChild.VideoOnly,
    RouteChild.MediaSlides,
    RouteChild.SmallGroupMeeting,
  ])('%s has no realtime setup', (route) => {
    expect(planEntry({ ...conference, route })).toEqual([]);
  });

  it('a simulated-live conference review needs review mode and a simulated-live call kind', () => {
    expect(isSimuLiveConferenceReview(PresentationKind.SimuLiveConferenceCallOnly, true)).toBe(
      true,
    );
    expect(
      isSimuLiveConferenceReview(PresentationKind.SimuLiveConferenceCallWithSlides, true),
    ).toBe(true);
    expect(
      isSimuLiveConferenceReview(PresentationKind.SimuLiveConferenceCallWithSlides, false),
    ).toBe(false);
    expect(isSimuLiveConferenceReview(PresentationKind.SimuLiveVideo, true)).toBe(false);
    expect(isSimuLiveConferenceReview(PresentationKind.CallWithSlides, true)).toBe(false);
  });
});
