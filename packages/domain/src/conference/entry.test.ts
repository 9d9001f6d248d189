import { describe, expect, it } from 'vitest';
import { PresentationKind, RouteChild } from '../presentation/kind.ts';
import { EntryStep, isSimuLiveConferenceReview, planEntry, type EntryPlanInput } from './entry.ts';

const conference: EntryPlanInput = {
  route: RouteChild.Conference,
  isRetail: false,
  reviewMode: false,
  isSimuLiveReview: false,
  callEndedWithPublishedReplay: false,
  registrationEnabled: false,
};

describe('SPEC §2 entry setup', () => {
  it.each([RouteChild.LiveVideo, RouteChild.SimuLive])('%s creates a socket token', (route) => {
    expect(planEntry({ ...conference, route })).toEqual([EntryStep.CreateSocketToken]);
  });

  it.each([RouteChild.Slides, RouteChild.MediaSlides, RouteChild.VideoOnly, RouteChild.AudioOnly])(
    '%s creates a socket token and follows the presentation topics (SPEC §2, SPEC §4 live/media content)',
    (route) => {
      const plan = [EntryStep.CreateSocketToken, EntryStep.FollowPresentationTopics];
      expect(planEntry({ ...conference, route })).toEqual(plan);
      expect(planEntry({ ...conference, route, reviewMode: false })).toEqual(plan);
    },
  );

  it.each([RouteChild.Slides, RouteChild.MediaSlides, RouteChild.VideoOnly, RouteChild.AudioOnly])(
    '%s opens no socket in review mode (SPEC §1, SPEC §4)',
    (route) => {
      expect(planEntry({ ...conference, route, reviewMode: true })).toEqual([]);
    },
  );

  it('review mode alone does not change the conference or live plans (SPEC §2)', () => {
    expect(planEntry({ ...conference, reviewMode: true })).toEqual([
      'createSocketToken',
      'fetchCallStatus',
      'registerParticipant',
    ]);
    expect(planEntry({ ...conference, route: RouteChild.LiveVideo, reviewMode: true })).toEqual([
      'createSocketToken',
    ]);
  });

  it.each([
    RouteChild.LiveVideo,
    RouteChild.SimuLive,
    RouteChild.Conference,
    RouteChild.SlidesConference,
  ])('%s follows no presentation-level topics (its own session does)', (route) => {
    expect(planEntry({ ...conference, route })).not.toContain(EntryStep.FollowPresentationTopics);
  });

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
    for (const route of [RouteChild.Slides, RouteChild.VideoOnly, RouteChild.LiveVideo])
      expect(planEntry({ ...conference, route, isRetail: true }), route).toEqual([]);
  });

  it.each([RouteChild.Documents, RouteChild.SmallGroupMeeting])(
    '%s has no realtime setup (SPEC §4: no live/media content)',
    (route) => {
      expect(planEntry({ ...conference, route })).toEqual([]);
    },
  );

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
