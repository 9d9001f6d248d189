// 2004: a conference call with slides, held (ARCHITECTURE §4): the roadshow call of two days
// before the demo loads, recorded on the built-in bridge with its replay published (SPEC §4
// PUBLISHED). The replay is the bridge's recording; the slides (1001's roadshow deck, its own
// copy) turn at the moments kept while the call was live (SPEC §7 presslidetransition).
import type { DemoEventFactory } from '../demo-types.ts';
import { BRIDGE_SUPPORT_NUMBER, US_LOCAL, US_TOLL_FREE } from '../../bridge/phone-directory.ts';
import { ISSUER, northwindBranding, northwindUnderwriters } from './northwind.ts';

const DAY_MS = 86_400_000;
const CALL_TITLE = 'Northwind Renewables IPO Roadshow — Investor Call Replay';

export const event2004: DemoEventFactory = (loadedAt) => {
  const start = new Date(loadedAt.getTime() - 2 * DAY_MS);
  return {
    presId: 2004,
    title: CALL_TITLE,
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
        'Management presented Northwind Renewables on a live investor call. The recorded call plays with its slides.',
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
      HasConferenceCall: true,
      HasTelephone: true,
      ConferenceCallData: {
        CallTitle: CALL_TITLE,
        Id: 7004,
        AskForPublicPrivate: false,
        QandAType: 'TextAndAudio',
        PreEventQADisabled: false,
        HideDocumentsBeforeEvent: false,
        PresenterControlEnabled: true,
        PlaybackEndTimeUtc: null,
      },
    },
    conference: {
      id: 7004,
      callTitle: CALL_TITLE,
      startTimeUtc: start,
      plannedDurationMinutes: 60,
      replayEnabled: true,
      questionEditAllowed: true,
      accessCode: '7004 2004',
      replayAccessCode: '7004 9004',
      dialInNumbers: [US_TOLL_FREE, US_LOCAL],
      supportNumber: BRIDGE_SUPPORT_NUMBER,
      presenterControlEnabled: true,
      slideSyncEnabled: true,
      presenterEmails: ['panelist@podium.test', 'admin@podium.test'],
      status: 'Published',
      liveStartedAt: start,
      // The recording is about 36 s: the first slides turn within it.
      slideMoments: [
        { slideIndex: 0, atSeconds: 0 },
        { slideIndex: 1, atSeconds: 6 },
        { slideIndex: 2, atSeconds: 12 },
        { slideIndex: 3, atSeconds: 18 },
      ],
    },
  };
};
