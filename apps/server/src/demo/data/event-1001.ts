// 1001: slides only (ARCHITECTURE §4); slides 8–12 are private, so a public participant
// (PUBLIC-1001) sees slides 1–7 (SPEC §6).
import type { DemoEventFactory } from '../demo-types.ts';
import {
  ISSUER,
  northwindBranding,
  northwindDisclaimer,
  northwindUnderwriters,
} from './northwind.ts';

const DAY_MS = 86_400_000;

export const event1001: DemoEventFactory = (loadedAt) => ({
  presId: 1001,
  title: 'Northwind Renewables IPO Roadshow',
  assetDir: '1001',
  slidesManifest: 'slides.json',
  media: null,
  privateSlidesBeginAt: 7,
  branding: northwindBranding,
  titleLogo: 'title-logo.png',
  // Null: the viewer shows the SPEC §9 default title "Underwriter(s)".
  underwriterButtonText: null,
  underwriters: northwindUnderwriters,
  speakers: [
    // The viewer links her name to her page and shows the styles (SPEC §3 Speaker).
    {
      name: 'Elena Marsh',
      title: 'Chief Executive Officer',
      company: ISSUER,
      nameStyle: 'font-weight: bold; color: #1f4e79',
      titleStyle: 'font-style: italic',
      url: 'https://www.northwind-renewables.example/leadership/elena-marsh',
    },
    { name: 'David Okafor', title: 'Chief Financial Officer', company: ISSUER },
    { name: 'Mei-Lin Park', title: 'Chief Operating Officer', company: ISSUER },
    { name: 'Jonah Reyes', title: 'Vice President, Investor Relations', company: ISSUER },
  ],
  documents: [],
  eventInfo: {
    Issuer: ISSUER,
    Description:
      'Management presents Northwind Renewables, a developer and operator of utility-scale solar and storage projects across the United States, ahead of its proposed initial public offering on the Nasdaq Global Select Market.',
    StartDateUtc: new Date(loadedAt.getTime() + 2 * DAY_MS).toISOString(),
    Timezone: 'America/New_York',
    Contact: 'Investor Relations: ir@northwind-renewables.example',
  },
  disclaimer: northwindDisclaimer,
  security: {
    BlockSlidesCopy: true,
    BlockSlidesText: false,
    ShowSECWarn: true,
    ShowSECWarnText:
      'A registration statement relating to these securities has been filed with the Securities and Exchange Commission but has not yet become effective. This presentation is not an offer to sell these securities.',
    EventMediaButton: false,
    ProspectusButton: false,
  },
  hasPublicEntry: true,
  // A custom agenda with the audio presentation (1003) and the offering documents (1004), and the
  // Chinese version (1007) as its other language (SPEC §9 show link types).
  links: [
    { presId: 1003, linkType: 1 },
    { presId: 1004, linkType: 1 },
    { presId: 1007, linkType: 2 },
  ],
  extras: {
    Language: 'en-us',
    TickerMessages: [
      'Northwind Renewables files for a proposed IPO on the Nasdaq Global Select Market.',
      'Management Q&A follows the presentation; submit questions to Investor Relations.',
      'The final prospectus is expected ahead of pricing.',
    ],
  },
});
