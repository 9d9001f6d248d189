// 2001: conference call with slides (ARCHITECTURE §4), live on the built-in bridge with Q&A by
// text and audio, a public portion (PUBLIC-2001 sees slides 1–7, SPEC §6) and presenter control.
// The deck is 1001's roadshow deck (its own copy, demo-assets.ts). The call starts 10 minutes
// after the demo loads, so a fresh start shows the pre-event state (SPEC §4) with the
// starting-soon and available timers running.
import type { DemoEventFactory } from '../demo-types.ts';
import { BRIDGE_SUPPORT_NUMBER, US_LOCAL, US_TOLL_FREE } from '../../bridge/phone-directory.ts';
import { ISSUER, northwindBranding, northwindUnderwriters } from './northwind.ts';

const MINUTE_MS = 60_000;
const CALL_TITLE = 'Northwind Renewables IPO Roadshow — Live Investor Call';

export const event2001: DemoEventFactory = (loadedAt) => {
  const start = new Date(loadedAt.getTime() + 10 * MINUTE_MS);
  return {
    presId: 2001,
    title: CALL_TITLE,
    assetDir: '1001',
    slidesManifest: 'slides.json',
    media: null,
    privateSlidesBeginAt: 7,
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
        'Management presents Northwind Renewables live and takes investor questions. The first part of the call is open to the public; the remainder is for registered investors.',
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
    hasPublicEntry: true,
    links: [],
    extras: {
      HasConferenceCall: true,
      HasTelephone: true,
      ConferenceCallData: {
        CallTitle: CALL_TITLE,
        Id: 7001,
        AskForPublicPrivate: true,
        QandAType: 'TextAndAudio',
        PreEventQADisabled: false,
        HideDocumentsBeforeEvent: false,
        PresenterControlEnabled: true,
        PlaybackEndTimeUtc: null,
      },
    },
    conference: {
      id: 7001,
      callTitle: CALL_TITLE,
      startTimeUtc: start,
      plannedDurationMinutes: 60,
      replayEnabled: true,
      questionEditAllowed: true,
      accessCode: '7001 2001',
      replayAccessCode: '7001 9001',
      dialInNumbers: [US_TOLL_FREE, US_LOCAL],
      supportNumber: BRIDGE_SUPPORT_NUMBER,
      presenterControlEnabled: true,
      slideSyncEnabled: true,
      presenterEmails: ['panelist@podium.test', 'admin@podium.test'],
    },
  };
};
