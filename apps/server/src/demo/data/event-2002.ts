// 2002: conference call only (ARCHITECTURE §4): an earnings call on the built-in bridge with no
// slides, Q&A by text and audio with one open question at a time (edit not allowed, SPEC §5),
// and no recorded replay. Registered entry only (DEMO-2002), behind the Northwind disclaimer.
// Starts 10 minutes after loading.
import type { DemoEventFactory } from '../demo-types.ts';
import { BRIDGE_SUPPORT_NUMBER, US_LOCAL, US_TOLL_FREE } from '../../bridge/phone-directory.ts';
import { ISSUER, northwindBranding, northwindDisclaimer } from './northwind.ts';

const MINUTE_MS = 60_000;
const CALL_TITLE = 'Northwind Renewables Fourth Quarter and Fiscal 2024 Earnings Call';

export const event2002: DemoEventFactory = (loadedAt) => {
  const start = new Date(loadedAt.getTime() + 10 * MINUTE_MS);
  return {
    presId: 2002,
    title: CALL_TITLE,
    assetDir: '2002',
    slidesManifest: null,
    media: null,
    privateSlidesBeginAt: null,
    branding: northwindBranding,
    titleLogo: 'title-logo.png',
    underwriterButtonText: null,
    underwriters: [],
    speakers: [{ name: 'Marcus Bell', title: 'Chief Financial Officer', company: ISSUER }],
    documents: [],
    eventInfo: {
      Issuer: ISSUER,
      Description:
        'Northwind Renewables discusses its fourth quarter and fiscal 2024 results and its fiscal 2025 outlook, followed by questions from analysts and investors.',
      StartDateUtc: start.toISOString(),
      Timezone: 'America/New_York',
      Contact: 'Investor Relations: ir@northwind-renewables.example',
    },
    disclaimer: northwindDisclaimer,
    security: {
      BlockSlidesCopy: false,
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
        Id: 7002,
        AskForPublicPrivate: false,
        QandAType: 'TextAndAudio',
        PreEventQADisabled: false,
        HideDocumentsBeforeEvent: false,
        PresenterControlEnabled: false,
        PlaybackEndTimeUtc: null,
      },
    },
    conference: {
      id: 7002,
      callTitle: CALL_TITLE,
      startTimeUtc: start,
      plannedDurationMinutes: 60,
      replayEnabled: false,
      questionEditAllowed: false,
      accessCode: '7002 2002',
      replayAccessCode: '7002 9002',
      dialInNumbers: [US_TOLL_FREE, US_LOCAL],
      supportNumber: BRIDGE_SUPPORT_NUMBER,
      presenterControlEnabled: false,
      slideSyncEnabled: false,
      presenterEmails: ['panelist@podium.test'],
    },
  };
};
