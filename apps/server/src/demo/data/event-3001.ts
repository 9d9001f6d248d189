// 3001: live video webinar with replay (ARCHITECTURE §4). Panelists present from the browser
// studio or an encoder on the built-in live video provider; attendees watch the live video with
// the slides (1001's roadshow deck, its own copy) following the presenter; the event is recorded
// for a replay with the slides turning at the recorded moments. It starts 10 minutes after the
// demo loads, so a fresh start shows "starting soon" (SPEC §4).
import { ReplayType } from '@podium/domain';
import type { DemoEventFactory } from '../demo-types.ts';
import { BRIDGE_SUPPORT_NUMBER, US_LOCAL, US_TOLL_FREE } from '../../bridge/phone-directory.ts';
import { ISSUER, northwindBranding, northwindUnderwriters } from './northwind.ts';

const MINUTE_MS = 60_000;
const TITLE = 'Northwind Renewables IPO Roadshow — Live Video Webinar';

export const event3001: DemoEventFactory = (loadedAt) => {
  const start = new Date(loadedAt.getTime() + 10 * MINUTE_MS);
  return {
    presId: 3001,
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
    // Hidden from attendees until the event starts (HideDocumentsBeforeEvent below).
    documents: [{ name: 'Preliminary Prospectus', extType: 1, file: '../1004/prospectus.pdf' }],
    eventInfo: {
      Issuer: ISSUER,
      Description:
        'Management of Northwind Renewables presents live on video with the roadshow slides and takes written questions. A replay follows the event.',
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
      HasTelephone: false,
      LiveVideoData: { ReplayType: ReplayType.NrsLiveVideoAndSlides },
      ConferenceCallData: {
        CallTitle: TITLE,
        Id: 7301,
        AskForPublicPrivate: false,
        QandAType: 'TextOnly',
        PreEventQADisabled: true,
        HideDocumentsBeforeEvent: true,
        PresenterControlEnabled: true,
        PlaybackEndTimeUtc: null,
      },
    },
    conference: {
      id: 7301,
      callTitle: TITLE,
      startTimeUtc: start,
      plannedDurationMinutes: 60,
      // The live video publishes its own replay (the coordinator's "publish"), not the call's.
      replayEnabled: false,
      questionEditAllowed: true,
      accessCode: '7301 3001',
      replayAccessCode: '7301 9301',
      dialInNumbers: [US_TOLL_FREE, US_LOCAL],
      supportNumber: BRIDGE_SUPPORT_NUMBER,
      presenterControlEnabled: true,
      slideSyncEnabled: true,
      presenterEmails: ['panelist@podium.test', 'coordinator@podium.test'],
    },
    liveVideo: { replayType: ReplayType.NrsLiveVideoAndSlides, state: 'scheduled' },
  };
};
