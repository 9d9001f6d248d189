// 6001: a retail show (ARCHITECTURE §4): the roadshow slides for retail investors, reached by its
// public link /presentation/v2/6001/?linkCode=NORTHWIND-RETAIL (or /presentation/v2/6001/);
// visitors register before they watch (SPEC §2 /register), and the pricing message shows above
// the slides (SPEC §3 Retail_PricingMessage). 6002 is its Chinese version (SPEC §9 DualLanguage):
// a visitor registered for either watches both, and 6001's link code opens both.
import type { DemoEventFactory } from '../demo-types.ts';
import { ISSUER, northwindBranding, northwindUnderwriters } from './northwind.ts';

const DAY_MS = 86_400_000;

/** The code of 6001's public link. */
export const RETAIL_DEMO_LINK_CODE = 'NORTHWIND-RETAIL';

export const event6001: DemoEventFactory = (loadedAt) => ({
  presId: 6001,
  title: 'Northwind Renewables IPO: Retail Investor Presentation',
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
  documents: [{ name: 'Preliminary Prospectus', extType: 1, file: '../1004/prospectus.pdf' }],
  eventInfo: {
    Issuer: ISSUER,
    Description:
      'Management of Northwind Renewables presents the proposed initial public offering to retail investors: the business, the growth plan and the terms of the offering.',
    StartDateUtc: new Date(loadedAt.getTime() - DAY_MS).toISOString(),
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
  links: [{ presId: 6002, linkType: 2 }],
  extras: {
    Language: 'en-us',
    Retail_PricingMessage:
      'Expected pricing: week of December 8. The price range is $18.00 to $21.00 per share; the final price may fall outside it.',
  },
  retail: { linkCode: RETAIL_DEMO_LINK_CODE },
});
