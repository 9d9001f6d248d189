// 5001: NRS Direct (ARCHITECTURE §4, SPEC §3, §4, §6): a live slide presentation driven by its
// hosts (the panelist and the site admin), with padding navigation: investors browse the deck
// freely until the first date (about 5 minutes after loading), then follow the active host until
// the second date (10 minutes later), then browse again. The slides follow the host through the
// presentation's call on the built-in bridge (presenter control), with no audio or Q&A of its own.
// DEMO_NRS_PADDING_SECONDS="a,b" moves both dates to a and b seconds after loading (tests use it
// to see the windows change without waiting minutes).
import type { DemoEventFactory } from '../demo-types.ts';
import { BRIDGE_SUPPORT_NUMBER, US_LOCAL, US_TOLL_FREE } from '../../bridge/phone-directory.ts';
import { ISSUER, northwindBranding } from './northwind.ts';

const MINUTE_MS = 60_000;
const TITLE = 'Northwind Renewables — NRS Direct Investor Presentation';
/** The free window ends 5 minutes after loading; the tour runs 10 minutes. */
const DEFAULT_PADDING_SECONDS: readonly [number, number] = [5 * 60, 15 * 60];
export const NRS_PADDING_ENV = 'DEMO_NRS_PADDING_SECONDS';

function paddingSeconds(): readonly [number, number] {
  const raw = process.env[NRS_PADDING_ENV];
  const parts = raw?.split(',').map(Number) ?? [];
  const [first, second] = parts;
  if (
    parts.length === 2 &&
    first !== undefined &&
    second !== undefined &&
    Number.isFinite(first) &&
    Number.isFinite(second) &&
    first < second
  )
    return [first, second];
  return DEFAULT_PADDING_SECONDS;
}

export const event5001: DemoEventFactory = (loadedAt) => {
  const [first, second] = paddingSeconds();
  const at = (seconds: number) => new Date(loadedAt.getTime() + seconds * 1000).toISOString();
  const start = new Date(loadedAt.getTime() - MINUTE_MS);
  return {
    presId: 5001,
    title: TITLE,
    assetDir: '1001',
    slidesManifest: 'slides.json',
    media: null,
    privateSlidesBeginAt: null,
    branding: northwindBranding,
    titleLogo: 'title-logo.png',
    underwriterButtonText: null,
    underwriters: [],
    speakers: [{ name: 'Elena Marsh', title: 'Chief Executive Officer', company: ISSUER }],
    documents: [],
    eventInfo: {
      Issuer: ISSUER,
      Description:
        'Management walks investors through the roadshow deck live. Before and after the guided tour you may page through the deck yourself.',
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
      IsNrsDirect: true,
      HasConferenceCall: false,
      NrsDirectPaddingNavData: {
        PaddingNavAtStartEndDateUTC: at(first),
        PaddingNavAtEndStartDateUTC: at(second),
      },
      ConferenceCallData: {
        CallTitle: TITLE,
        Id: 7501,
        AskForPublicPrivate: false,
        QandAType: 'None',
        PreEventQADisabled: true,
        HideDocumentsBeforeEvent: false,
        PresenterControlEnabled: true,
        PlaybackEndTimeUtc: null,
      },
    },
    conference: {
      id: 7501,
      callTitle: TITLE,
      startTimeUtc: start,
      plannedDurationMinutes: 30,
      replayEnabled: false,
      questionEditAllowed: false,
      accessCode: '7501 5001',
      replayAccessCode: '7501 95001',
      dialInNumbers: [US_TOLL_FREE, US_LOCAL],
      supportNumber: BRIDGE_SUPPORT_NUMBER,
      presenterControlEnabled: true,
      slideSyncEnabled: true,
      presenterEmails: ['panelist@podium.test', 'admin@podium.test'],
    },
  };
};
