import { describe, expect, it } from 'vitest';
import { PresentationSchema } from './entities.ts';
import { ShowType } from '../constants.ts';
import {
  PresentationKind,
  RouteChild,
  derivePresentationKind,
  isLiveVideoKind,
  isReviewMode,
  isSimuLiveKind,
  routeChildForKind,
} from './kind.ts';
import { makePresentation, makeSlides } from './presentation.fixture.ts';

const container = { ContainerGuid: '6f1c2a9e-0000-4000-8000-000000000001', DurationSeconds: 60 };
const audio = { ...container, BitRates: [{ BitRate: 128, Url: '/a.mp4' }] };
const video = { ...container, Resolutions: [{ Height: 720, Width: 1280, Url: '/v.mp4' }] };
const slides = { Slides: makeSlides(3), HasSlides: true };

describe('SPEC §1 presentation kind derived from the parts present', () => {
  it('fixture is a valid Presentation', () => {
    expect(PresentationSchema.safeParse(makePresentation()).success).toBe(true);
  });

  it.each([
    ['document-only (nothing but documents)', {}, PresentationKind.DocumentOnly],
    ['slides-only', slides, PresentationKind.SlidesOnly],
    [
      'slides-only from HasSlides with a cut (empty) slide list',
      { HasSlides: true },
      PresentationKind.SlidesOnly,
    ],
    [
      'slides-only from slides when HasSlides is false',
      { Slides: makeSlides(1) },
      PresentationKind.SlidesOnly,
    ],
    ['media with slides (video)', { ...slides, Video: video }, PresentationKind.MediaWithSlides],
    ['media with slides (audio)', { ...slides, Audio: audio }, PresentationKind.MediaWithSlides],
    ['video-only', { Video: video }, PresentationKind.VideoOnly],
    [
      'video-only wins over audio when both and no slides',
      { Video: video, Audio: audio },
      PresentationKind.VideoOnly,
    ],
    ['audio-only', { Audio: audio }, PresentationKind.AudioOnly],
    [
      'conference calling (no media)',
      { HasConferenceCall: true },
      PresentationKind.ConferenceCalling,
    ],
    [
      'call without slides (with media)',
      { HasConferenceCall: true, Audio: audio },
      PresentationKind.CallWithoutSlides,
    ],
    ['call with slides', { HasConferenceCall: true, ...slides }, PresentationKind.CallWithSlides],
    [
      'two-way audio (conference plus meeting data)',
      { HasConferenceCall: true, MeetingData: { id: 1 }, ...slides },
      PresentationKind.TwoWayAudio,
    ],
    [
      'meeting data without a call is not two-way audio',
      { MeetingData: { id: 1 }, ...slides },
      PresentationKind.SlidesOnly,
    ],
    [
      'video webinar (call + live video, no slides)',
      { HasConferenceCall: true, LiveVideoData: {} },
      PresentationKind.VideoWebinar,
    ],
    ['live video', { LiveVideoData: {}, ...slides }, PresentationKind.LiveVideo],
    [
      'live video with a call and slides is live video',
      { LiveVideoData: {}, HasConferenceCall: true, ...slides },
      PresentationKind.LiveVideo,
    ],
    ['live video without a call or slides', { LiveVideoData: {} }, PresentationKind.LiveVideo],
    [
      'simulated-live conference call with slides',
      { ShowType: ShowType.SimuLiveConferenceCallAndSlides, HasConferenceCall: true, ...slides },
      PresentationKind.SimuLiveConferenceCallWithSlides,
    ],
    [
      'simulated-live conference call only',
      { ShowType: ShowType.SimuLiveConferenceCallOnly, HasConferenceCall: true },
      PresentationKind.SimuLiveConferenceCallOnly,
    ],
    ['simulated-live video', { HasSimuLiveVideo: true, ...slides }, PresentationKind.SimuLiveVideo],
    [
      'unknown show type is ignored',
      { ShowType: 'Something else', ...slides },
      PresentationKind.SlidesOnly,
    ],
    [
      'small group meeting',
      { HasSmallGroupMeetingsVideoAndSlide: true, ...slides, LiveVideoData: {} },
      PresentationKind.SmallGroupMeeting,
    ],
    [
      'NRS Direct wins over everything',
      { IsNrsDirect: true, HasSmallGroupMeetingsVideoAndSlide: true, LiveVideoData: {} },
      PresentationKind.NrsDirect,
    ],
  ] as const)('%s', (_name, overrides, kind) => {
    expect(derivePresentationKind(makePresentation(overrides))).toBe(kind);
  });
});

describe('SPEC §1 review mode', () => {
  it('is on when the entry-code type equals review', () => {
    expect(isReviewMode({ PasswordType: 'review' })).toBe(true);
    expect(isReviewMode({ PasswordType: ' Review ' })).toBe(true);
  });
  it('is off otherwise', () => {
    expect(isReviewMode({ PasswordType: null })).toBe(false);
    expect(isReviewMode({ PasswordType: 'standard' })).toBe(false);
    expect(isReviewMode({ PasswordType: 'reviewer' })).toBe(false);
  });
});

describe('SPEC §2 route child per kind', () => {
  it.each([
    [PresentationKind.NrsDirect, RouteChild.LiveVideo],
    [PresentationKind.VideoWebinar, RouteChild.LiveVideo],
    [PresentationKind.LiveVideo, RouteChild.LiveVideo],
    [PresentationKind.SmallGroupMeeting, RouteChild.SmallGroupMeeting],
    [PresentationKind.SimuLiveConferenceCallWithSlides, RouteChild.SlidesConference],
    [PresentationKind.CallWithSlides, RouteChild.SlidesConference],
    [PresentationKind.SimuLiveConferenceCallOnly, RouteChild.Conference],
    [PresentationKind.TwoWayAudio, RouteChild.Conference],
    [PresentationKind.CallWithoutSlides, RouteChild.Conference],
    [PresentationKind.ConferenceCalling, RouteChild.Conference],
    [PresentationKind.SimuLiveVideo, RouteChild.SimuLive],
    [PresentationKind.MediaWithSlides, RouteChild.MediaSlides],
    [PresentationKind.VideoOnly, RouteChild.VideoOnly],
    [PresentationKind.AudioOnly, RouteChild.AudioOnly],
    [PresentationKind.SlidesOnly, RouteChild.Slides],
    [PresentationKind.DocumentOnly, RouteChild.Documents],
  ] as const)('%s → %s', (kind, route) => {
    expect(routeChildForKind(kind)).toBe(route);
  });

  it('every route child is reachable from some kind', () => {
    const reached = new Set(Object.values(PresentationKind).map(routeChildForKind));
    expect([...reached].sort()).toEqual(Object.values(RouteChild).sort());
  });
});

describe('SPEC §5, §6 kind groups', () => {
  it('simulated-live kinds', () => {
    const simu = Object.values(PresentationKind).filter(isSimuLiveKind);
    expect(simu.sort()).toEqual(
      [
        PresentationKind.SimuLiveVideo,
        PresentationKind.SimuLiveConferenceCallOnly,
        PresentationKind.SimuLiveConferenceCallWithSlides,
      ].sort(),
    );
  });
  it('live video kinds are live video, video webinar and NRS Direct', () => {
    const live = Object.values(PresentationKind).filter(isLiveVideoKind);
    expect(live.sort()).toEqual(
      [
        PresentationKind.LiveVideo,
        PresentationKind.VideoWebinar,
        PresentationKind.NrsDirect,
      ].sort(),
    );
  });
});
