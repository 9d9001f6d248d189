// 1004: document only (ARCHITECTURE §4): a real multi-page PDF, a Word and an Excel file, and a link.
import type { DemoEventFactory } from '../demo-types.ts';
import { ISSUER, northwindBranding } from './northwind.ts';

const DAY_MS = 86_400_000;

export const event1004: DemoEventFactory = (loadedAt) => ({
  presId: 1004,
  title: 'Northwind Renewables IPO: Offering Documents',
  assetDir: '1004',
  slidesManifest: null,
  media: null,
  privateSlidesBeginAt: null,
  branding: northwindBranding,
  titleLogo: 'title-logo.png',
  underwriterButtonText: null,
  underwriters: [],
  speakers: [],
  documents: [
    { name: 'Preliminary Prospectus', extType: 1, file: 'prospectus.pdf' },
    { name: 'Summary Term Sheet', extType: 2, file: 'term-sheet.docx' },
    { name: 'Financial Model', extType: 3, file: 'financial-model.xlsx' },
    { name: 'SEC EDGAR Filings', extType: 5, linkUrl: 'https://www.sec.gov/edgar/search/' },
  ],
  eventInfo: {
    Issuer: ISSUER,
    Description:
      'The offering documents for the proposed initial public offering of Northwind Renewables, Inc.',
    StartDateUtc: new Date(loadedAt.getTime() + 2 * DAY_MS).toISOString(),
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
    ProspectusButton: true,
  },
  hasPublicEntry: false,
  // A part of 1001's custom agenda with 1003 (SPEC §9 show link type CustomAgenda).
  links: [
    { presId: 1001, linkType: 1 },
    { presId: 1003, linkType: 1 },
  ],
  extras: {},
});
