// Fixtures mirroring the demo on-demand events (ARCHITECTURE §4; apps/server/src/demo/assets):
// 1002 video with eight timed slides (0 10 19 30 40 50 59 70 s of 79 s), two speakers, four
// chapters, media actions large at 40 and 70 and regular at 50, slide media on slide 6; 1005 video
// only; 1006 audio only. Plus the fake server answers the media calls get.
import type { Chapter, Presentation, SlideMedia, Speaker } from '@podium/domain';
import type { FakeReply } from '../../../app/testing/fakeFetch.ts';
import { makePresentation, makeSlides } from '../../viewer/test-utils.tsx';

export const CONTAINER = '33333333-3333-3333-3333-333333333333';
export const CLIP_GUID = '44444444-4444-4444-4444-444444444444';
export const SLIDE_TIMES = [0, 10, 19, 30, 40, 50, 59, 70];

export const speakers: Speaker[] = [
  {
    SpeakerId: 1,
    SpeakerName: 'Claire Whitfield',
    NameStyle: null,
    Title: 'President and Chief Executive Officer',
    TitleStyle: null,
    Company: 'Northwind Renewables, Inc.',
    CompanyStyle: null,
    CoreFileId: null,
    URL: null,
    AppearanceTimes: [0, 70],
    SlideGuids: [],
  },
  {
    SpeakerId: 2,
    SpeakerName: 'Marcus Bell',
    NameStyle: null,
    Title: 'Chief Financial Officer',
    TitleStyle: null,
    Company: 'Northwind Renewables, Inc.',
    CompanyStyle: null,
    CoreFileId: null,
    URL: null,
    AppearanceTimes: [40],
    SlideGuids: [],
  },
];

export const chapters: Chapter[] = [
  { ChapterId: 1, Title: 'Introduction', TimeSeconds: 0 },
  { ChapterId: 2, Title: 'Company and market', TimeSeconds: 19 },
  { ChapterId: 3, Title: 'Business model and financials', TimeSeconds: 40 },
  { ChapterId: 4, Title: 'Closing remarks', TimeSeconds: 70 },
];

export const slideMedia: SlideMedia[] = [
  {
    Guid: CLIP_GUID,
    FileName: 'slide-media-clip.mp4',
    VideoResolutions: [
      {
        Height: 180,
        Width: 320,
        Url: '/api/v1/nrsservice/presentation/1002/media/slide-media-clip.mp4',
      },
    ],
  },
];

const mediaPath = (presId: number, file: string) =>
  `/api/v1/nrsservice/presentation/${presId}/media/${file}`;

const video = (presId: number) => ({
  ContainerGuid: CONTAINER,
  DurationSeconds: 79,
  Resolutions: [
    { Height: 360, Width: 640, Url: mediaPath(presId, 'video-360p.mp4') },
    { Height: 180, Width: 320, Url: mediaPath(presId, 'video-180p.mp4') },
  ],
});

export function mediaWithSlides(overrides: Partial<Presentation> = {}): Presentation {
  const slides = makeSlides(8).map((slide, i) => ({
    ...slide,
    Time: SLIDE_TIMES[i] ?? null,
    ...(i === 5 ? { IsSlideMedia: true, SlideMediaGuid: CLIP_GUID } : {}),
  }));
  return makePresentation({
    PresentationId: 1002,
    TitleBarWeb: 'Northwind Renewables IPO Roadshow',
    Slides: slides,
    HasSlides: true,
    Video: video(1002),
    Speakers: speakers,
    MediaActions: [
      { Id: 1, MediaActionType: 2, TimecodeSequence: '40,70' },
      { Id: 2, MediaActionType: 1, TimecodeSequence: '50' },
    ],
    ...overrides,
  });
}

export function videoOnly(): Presentation {
  return makePresentation({
    PresentationId: 1005,
    TitleBarWeb: 'CEO message',
    Video: video(1005),
    Speakers: [speakers[0] as Speaker],
  });
}

export function audioOnly(): Presentation {
  return makePresentation({
    PresentationId: 1006,
    TitleBarWeb: 'Q3 earnings update',
    Audio: {
      ContainerGuid: CONTAINER,
      DurationSeconds: 60,
      BitRates: [
        { BitRate: 64, Url: mediaPath(1006, 'audio-64k.mp4') },
        { BitRate: 32, Url: mediaPath(1006, 'audio-32k.mp4') },
      ],
    },
    Speakers: [{ ...(speakers[1] as Speaker), AppearanceTimes: [0] }],
  });
}

/** The server's media answers; `resumeAt` is the stored ResumeMediaData position. */
export function mediaHandlers(
  presId: number,
  resumeAt: number | null = null,
): Record<string, FakeReply> {
  return {
    'GET presentation/media/chapters': { body: chapters },
    'GET presentation/media/speakermedia': { body: [] },
    [`GET presentation/${CONTAINER}/slidemedia`]: { body: slideMedia },
    [`GET prescontrol/${presId}/userPresData/42`]: {
      body: {
        UserId: 42,
        PresId: presId,
        ResumeMediaData: resumeAt === null ? null : { TimeStampSeconds: resumeAt },
      },
    },
    [`PUT prescontrol/${presId}/userPresData/42`]: { status: 204 },
    'POST logevent': { body: { Id: 1 } },
    'GET eventBranding/1002/logo': { body: [] },
  };
}
