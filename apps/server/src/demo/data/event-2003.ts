// 2003: video webinar (ARCHITECTURE §4): a conference call plus live video, no slides. It was
// held two days before the demo loads and its replay is published, with replay auto-enabled and
// the playback end a month ahead, so the viewer fetches the replay (SPEC §7 playbackMedia) and
// plays it. The replay is 1005's short CEO message (committed small).
import { ReplayType } from '@podium/domain';
import type { DemoEventFactory } from '../demo-types.ts';
import { BRIDGE_SUPPORT_NUMBER, US_LOCAL, US_TOLL_FREE } from '../../bridge/phone-directory.ts';
import { ISSUER, northwindBranding } from './northwind.ts';

const DAY_MS = 86_400_000;
const TITLE = 'Northwind Renewables Annual Shareholder Webinar';

export const event2003: DemoEventFactory = (loadedAt) => {
  const start = new Date(loadedAt.getTime() - 2 * DAY_MS);
  return {
    presId: 2003,
    title: TITLE,
    assetDir: '1005',
    slidesManifest: null,
    media: null,
    privateSlidesBeginAt: null,
    branding: northwindBranding,
    titleLogo: 'title-logo.png',
    underwriterButtonText: null,
    underwriters: [],
    speakers: [
      { name: 'Claire Whitfield', title: 'President and Chief Executive Officer', company: ISSUER },
    ],
    documents: [],
    eventInfo: {
      Issuer: ISSUER,
      Description:
        'Claire Whitfield, President and Chief Executive Officer, addresses shareholders on video and by phone. The replay is available for a month.',
      StartDateUtc: start.toISOString(),
      Timezone: 'America/New_York',
      Contact: 'Investor Relations: ir@northwind-renewables.example',
    },
    disclaimer: null,
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
      LiveVideoData: { ReplayType: ReplayType.WebAndPhone },
      ConferenceCallData: {
        CallTitle: TITLE,
        Id: 7003,
        AskForPublicPrivate: false,
        QandAType: 'TextOnly',
        PreEventQADisabled: false,
        HideDocumentsBeforeEvent: false,
        PresenterControlEnabled: false,
        PlaybackEndTimeUtc: new Date(loadedAt.getTime() + 30 * DAY_MS).toISOString(),
      },
    },
    conference: {
      id: 7003,
      callTitle: TITLE,
      startTimeUtc: start,
      plannedDurationMinutes: 45,
      replayEnabled: true,
      questionEditAllowed: true,
      accessCode: '7003 2003',
      replayAccessCode: '7003 9003',
      dialInNumbers: [US_TOLL_FREE, US_LOCAL],
      supportNumber: BRIDGE_SUPPORT_NUMBER,
      presenterControlEnabled: false,
      slideSyncEnabled: false,
      presenterEmails: ['panelist@podium.test'],
      status: 'Published',
    },
    liveVideo: {
      replayType: ReplayType.WebAndPhone,
      state: 'replayPublished',
      replayMediaFile: 'video-360p.mp4',
    },
  };
};
