// 4001: small group meeting (ARCHITECTURE §4): management meets a handful of investors on video
// with the roadshow deck, on the built-in meeting provider. host@podium.test hosts it;
// attendee@podium.test and the entry code DEMO-4001 attend. It starts 5 minutes after the demo
// loads and its slides open 15 minutes before the start (SPEC §4 PreMeetingAccessMinutes), so a
// fresh start shows the slides with the meeting "waiting".
import type { DemoEventFactory } from '../demo-types.ts';
import { BRIDGE_SUPPORT_NUMBER, US_LOCAL, US_TOLL_FREE } from '../../bridge/phone-directory.ts';
import { ISSUER, northwindBranding, northwindUnderwriters } from './northwind.ts';

const MINUTE_MS = 60_000;
const TITLE = 'Northwind Renewables — Management Meeting';
export const DEMO_MEETING_ID = 8401;
const CONFERENCE_ID = 7401;
const MEETING_PIN = '408102';
const DURATION_MINUTES = 45;

export const event4001: DemoEventFactory = (loadedAt) => {
  const start = new Date(loadedAt.getTime() + 5 * MINUTE_MS);
  const end = new Date(start.getTime() + DURATION_MINUTES * MINUTE_MS);
  return {
    presId: 4001,
    title: TITLE,
    assetDir: '1001',
    slidesManifest: 'slides.json',
    media: null,
    privateSlidesBeginAt: null,
    branding: northwindBranding,
    titleLogo: 'title-logo.png',
    underwriterButtonText: null,
    underwriters: northwindUnderwriters,
    speakers: [
      { name: 'Elena Marsh', title: 'Chief Executive Officer', company: ISSUER },
      { name: 'David Okafor', title: 'Chief Financial Officer', company: ISSUER },
    ],
    documents: [],
    eventInfo: {
      Issuer: ISSUER,
      Description:
        'A small group meeting with Northwind Renewables management: video both ways, the roadshow deck on screen, and time for your questions.',
      StartDateUtc: start.toISOString(),
      Timezone: 'America/New_York',
      Contact: 'Investor Relations: ir@northwind-renewables.example',
    },
    disclaimer: null,
    security: {
      BlockSlidesCopy: true,
      BlockSlidesText: false,
      ShowSECWarn: false,
      ShowSECWarnText: null,
      EventMediaButton: false,
      ProspectusButton: false,
    },
    hasPublicEntry: false,
    links: [],
    extras: {
      HasConferenceCall: false,
      HasTelephone: true,
      HasSmallGroupMeetingsVideoAndSlide: true,
      SmallGroupMeetingData: {
        MeetingId: DEMO_MEETING_ID,
        PresId: 4001,
        MeetingPin: MEETING_PIN,
        StartDateUTC: start.toISOString(),
        EndDateUTC: end.toISOString(),
        Timezone: 'America/New_York',
        PreMeetingAccessMinutes: 15,
        PostMeetingAccessMinutes: 30,
      },
      ConferenceCallData: {
        CallTitle: TITLE,
        Id: CONFERENCE_ID,
        AskForPublicPrivate: false,
        QandAType: 'None',
        PreEventQADisabled: true,
        HideDocumentsBeforeEvent: false,
        PresenterControlEnabled: true,
        PlaybackEndTimeUtc: null,
      },
    },
    conference: {
      id: CONFERENCE_ID,
      callTitle: TITLE,
      startTimeUtc: start,
      plannedDurationMinutes: DURATION_MINUTES,
      replayEnabled: false,
      questionEditAllowed: false,
      accessCode: '7401 4001',
      replayAccessCode: '7401 9401',
      dialInNumbers: [US_TOLL_FREE, US_LOCAL],
      supportNumber: BRIDGE_SUPPORT_NUMBER,
      presenterControlEnabled: true,
      slideSyncEnabled: true,
      presenterEmails: ['host@podium.test'],
    },
    meeting: { id: DEMO_MEETING_ID, pin: MEETING_PIN },
  };
};
