// The on-demand media events (ARCHITECTURE §4): 1002 video with slides (speakers, chapters, media
// actions, slide media, watermark), 1003 audio with slides, 1005 video only, 1006 audio only.
// Titles, slides with their cue times, speakers, chapters, media actions and files come from each
// event's media.json (scripts/media-assets), so regenerating the media needs no code change.
import type { Security } from '@podium/domain';
import type { DemoCaptionTrack, DemoEvent, DemoEventFactory } from '../demo-types.ts';
import { readMediaManifest } from '../media-manifest.ts';
import { ISSUER, northwindBranding, northwindUnderwriters } from './northwind.ts';

const DAY_MS = 86_400_000;

interface MediaEventOptions {
  readonly presId: number;
  readonly description: string;
  /** The IPO roadshow recordings carry the underwriters and the SEC legend like 1001. */
  readonly roadshow: boolean;
  readonly watermark: string | null;
  /** SPEC §3 EventMedia links; the event shows its Event Media panel when there are some. */
  readonly eventMedia?: readonly { readonly Name: string; readonly URL: string }[];
  /** SPEC §9 show links (the parts of a custom agenda). */
  readonly links?: DemoEvent['links'];
  readonly captions?: readonly DemoCaptionTrack[];
}

/** The narration's English captions (scripts/media-assets/captions.mjs). */
const englishCaptions: readonly DemoCaptionTrack[] = [
  { language: 'en-us', label: 'English', file: 'captions-en-us.vtt' },
];

const roadshowSecurity: Security = {
  BlockSlidesCopy: true,
  BlockSlidesText: false,
  ShowSECWarn: true,
  ShowSECWarnText:
    'A registration statement relating to these securities has been filed with the Securities and Exchange Commission but has not yet become effective. This presentation is not an offer to sell these securities.',
  EventMediaButton: false,
  ProspectusButton: false,
};

const corporateSecurity: Security = {
  BlockSlidesCopy: false,
  BlockSlidesText: false,
  ShowSECWarn: false,
  ShowSECWarnText: null,
  EventMediaButton: false,
  ProspectusButton: false,
};

function mediaEvent(options: MediaEventOptions): DemoEventFactory {
  const assetDir = String(options.presId);
  const manifest = readMediaManifest(assetDir);
  if (manifest.presId !== options.presId)
    throw new Error(`${assetDir}/media.json describes presentation ${manifest.presId}`);
  return (loadedAt): DemoEvent => ({
    presId: options.presId,
    title: manifest.title,
    assetDir,
    slidesManifest: null,
    media: { manifest, watermark: options.watermark, captions: options.captions ?? [] },
    privateSlidesBeginAt: null,
    branding: northwindBranding,
    titleLogo: 'title-logo.png',
    underwriterButtonText: null,
    underwriters: options.roadshow ? northwindUnderwriters : [],
    speakers: manifest.speakers.map((s) => ({
      name: s.name,
      title: s.title,
      company: s.company,
      appearanceTimes: s.appearanceTimes,
      slideIndexes: s.slideIndexes,
    })),
    documents: [],
    eventInfo: {
      Issuer: ISSUER,
      Description: options.description,
      // On demand: recorded before the demo was loaded.
      StartDateUtc: new Date(loadedAt.getTime() - 3 * DAY_MS).toISOString(),
      Timezone: 'America/New_York',
      Contact: 'Investor Relations: ir@northwind-renewables.example',
    },
    disclaimer: null,
    security: {
      ...(options.roadshow ? roadshowSecurity : corporateSecurity),
      EventMediaButton: (options.eventMedia ?? []).length > 0,
    },
    hasPublicEntry: false,
    links: options.links ?? [],
    extras: options.eventMedia ? { EventMedia: [...options.eventMedia] } : {},
  });
}

export const event1002 = mediaEvent({
  presId: 1002,
  description:
    'The recorded management presentation of the Northwind Renewables initial public offering roadshow: the chief executive and chief financial officers present the company, its market and its financial results.',
  roadshow: true,
  watermark: 'title-logo.png',
  captions: englishCaptions,
});

export const event1003 = mediaEvent({
  presId: 1003,
  description:
    'The audio recording of the Northwind Renewables initial public offering roadshow presentation, with its slides.',
  roadshow: true,
  watermark: null,
  // A part of 1001's custom agenda with 1004 (SPEC §9 show link type CustomAgenda).
  links: [
    { presId: 1001, linkType: 1 },
    { presId: 1004, linkType: 1 },
  ],
  eventMedia: [
    {
      Name: 'Northwind Renewables project portfolio',
      URL: 'https://www.northwind-renewables.example/investors/portfolio',
    },
    {
      Name: 'Mesa Verde solar and storage site tour',
      URL: 'https://www.northwind-renewables.example/investors/site-tour',
    },
    // A video: it plays in the viewer's own player (SPEC §2 openVideo).
    {
      Name: 'Mesa Verde site tour video',
      URL: 'https://www.northwind-renewables.example/investors/site-tour.mp4',
    },
  ],
});

export const event1005 = mediaEvent({
  presId: 1005,
  description:
    'Claire Whitfield, President and Chief Executive Officer, on the year in review, safety and what comes next for Northwind Renewables.',
  roadshow: false,
  watermark: null,
  captions: englishCaptions,
});

export const event1006 = mediaEvent({
  presId: 1006,
  description:
    'Marcus Bell, Chief Financial Officer, summarizes the fiscal 2024 results and the fiscal 2025 outlook of Northwind Renewables.',
  roadshow: false,
  watermark: null,
});
