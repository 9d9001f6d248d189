// 3002 and 3003: simulated-live conference calls (ARCHITECTURE §4, SPEC §1, §9 show types). A
// recording played "as live" on a schedule: 3002 with the roadshow deck, on air since two minutes
// before the demo loaded (so a fresh start is live) for about 21 minutes; 3003 call only,
// starting ten minutes after loading. Moderated text Q&A runs before and during the broadcast,
// with the console's question queue, as in a live call. REVIEW-3002 enters 3002 as a review of
// the recording (SPEC §1 review mode).
import { ShowType } from '@podium/domain';
import type { DemoEvent, DemoEventFactory } from '../demo-types.ts';
import type { DemoSimuLive } from '../demo-simulive.ts';
import { BRIDGE_SUPPORT_NUMBER, US_LOCAL, US_TOLL_FREE } from '../../bridge/phone-directory.ts';
import { ISSUER, northwindBranding, northwindUnderwriters } from './northwind.ts';

const MINUTE_MS = 60_000;

/** 1003's narration (79 s) sixteen times: a 21-minute broadcast; each slide stays up 105 s. */
const RECORDING: DemoSimuLive = {
  sourceAudio: '1003/audio-32k.mp4',
  sourceSeconds: 79,
  bitRateKbps: 32,
  plays: 16,
  slideSeconds: 105,
};

interface Variant {
  readonly presId: 3002 | 3003;
  readonly confId: number;
  readonly title: string;
  readonly start: Date;
  readonly withSlides: boolean;
}

function simuLiveEvent({ presId, confId, title, start, withSlides }: Variant): DemoEvent {
  return {
    presId,
    title,
    assetDir: '1001',
    slidesManifest: withSlides ? 'slides.json' : null,
    media: null,
    privateSlidesBeginAt: withSlides ? 7 : null,
    branding: northwindBranding,
    titleLogo: 'title-logo.png',
    underwriterButtonText: null,
    underwriters: withSlides ? northwindUnderwriters : [],
    speakers: [
      { name: 'Elena Marsh', title: 'Chief Executive Officer', company: ISSUER },
      { name: 'David Okafor', title: 'Chief Financial Officer', company: ISSUER },
    ],
    documents: [],
    eventInfo: {
      Issuer: ISSUER,
      Description:
        'A recorded management presentation broadcast at a set time: every investor hears the same moment, and the investor relations team answers questions live.',
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
    hasPublicEntry: withSlides,
    links: [],
    showType: withSlides
      ? ShowType.SimuLiveConferenceCallAndSlides
      : ShowType.SimuLiveConferenceCallOnly,
    simuLive: RECORDING,
    extraEntryCodes: withSlides ? [{ code: `REVIEW-${presId}`, type: 'review' }] : [],
    extras: {
      HasConferenceCall: true,
      HasTelephone: false,
      ConferenceCallData: {
        CallTitle: title,
        Id: confId,
        AskForPublicPrivate: withSlides,
        QandAType: 'TextOnly',
        PreEventQADisabled: false,
        HideDocumentsBeforeEvent: false,
        PresenterControlEnabled: false,
        PlaybackEndTimeUtc: null,
      },
    },
    conference: {
      id: confId,
      callTitle: title,
      startTimeUtc: start,
      plannedDurationMinutes: 25,
      replayEnabled: false,
      questionEditAllowed: true,
      accessCode: `${confId} ${presId}`,
      replayAccessCode: `${confId} 9${presId}`,
      dialInNumbers: [US_TOLL_FREE, US_LOCAL],
      supportNumber: BRIDGE_SUPPORT_NUMBER,
      presenterControlEnabled: false,
      slideSyncEnabled: false,
      presenterEmails: ['panelist@podium.test'],
    },
  };
}

export const event3002: DemoEventFactory = (loadedAt) =>
  simuLiveEvent({
    presId: 3002,
    confId: 7302,
    title: 'Northwind Renewables IPO Roadshow — Simulated Live Broadcast',
    start: new Date(loadedAt.getTime() - 2 * MINUTE_MS),
    withSlides: true,
  });

export const event3003: DemoEventFactory = (loadedAt) =>
  simuLiveEvent({
    presId: 3003,
    confId: 7303,
    title: 'Northwind Renewables Investor Update — Simulated Live Call',
    start: new Date(loadedAt.getTime() + 10 * MINUTE_MS),
    withSlides: false,
  });
