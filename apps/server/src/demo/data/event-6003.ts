// 6003: a retail show that requires no registration (domain watchableWithoutRegistration): the
// offering's pricing update, which any visitor of its public link watches at once, without the
// registration form, as a retail user (no socket, no hub token, no log). Its link:
// /presentation/v2/6003/?linkCode=NORTHWIND-PRICING (or /presentation/v2/6003/).
import type { DemoEventFactory } from '../demo-types.ts';
import { ISSUER, northwindBranding, northwindUnderwriters } from './northwind.ts';

const HOUR_MS = 3_600_000;

/** The code of 6003's public link. */
export const RETAIL_OPEN_DEMO_LINK_CODE = 'NORTHWIND-PRICING';

export const event6003: DemoEventFactory = (loadedAt) => ({
  presId: 6003,
  title: 'Northwind Renewables IPO: Pricing Update for Retail Investors',
  assetDir: '1001',
  slidesManifest: 'slides.json',
  media: null,
  privateSlidesBeginAt: null,
  branding: northwindBranding,
  titleLogo: 'title-logo.png',
  underwriterButtonText: null,
  underwriters: northwindUnderwriters,
  speakers: [{ name: 'David Okafor', title: 'Chief Financial Officer', company: ISSUER }],
  documents: [
    { name: 'Preliminary Prospectus', extType: 1, file: '../1004/prospectus.pdf' },
    // A video document (SPEC §7 getVideoUrl): the recorded management video of 1005.
    { name: 'Management video', extType: 6, file: '../1005/video-360p.mp4' },
  ],
  eventInfo: {
    Issuer: ISSUER,
    Description:
      'The chief financial officer of Northwind Renewables updates retail investors on the expected pricing of the initial public offering. No registration is needed.',
    StartDateUtc: new Date(loadedAt.getTime() - HOUR_MS).toISOString(),
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
    Retail_PricingMessage:
      'Updated pricing: the range is now $19.00 to $21.00 per share; pricing is expected on December 9.',
  },
  retail: { linkCode: RETAIL_OPEN_DEMO_LINK_CODE, registrationRequired: false },
});
