// The fictional issuer shared by the demo events (see assets/README.md).
import type { DemoBranding, DemoUnderwriter } from '../demo-types.ts';

export const ISSUER = 'Northwind Renewables, Inc.';

export const northwindBranding: DemoBranding = {
  guid: '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e6f',
  primaryColor: '#0b5fa5',
  stylesheet: [
    '.podium-title-bar{background-color:var(--podium-primary);color:#fff;}',
    '.podium-button-primary{background-color:var(--podium-primary);border-color:var(--podium-primary);}',
    'a.podium-link{color:var(--podium-primary);}',
  ].join('\n'),
};

/** The issuer's own logo is listed too, as in production data; the server filters it out (SPEC §3). */
export const northwindUnderwriters: readonly DemoUnderwriter[] = [
  { name: ISSUER, logoType: 'Issuer', logo: 'issuer-logo.png' },
  { name: 'Goldfield Sachs & Co.', logoType: 'Underwriter', logo: 'underwriter-goldfield.png' },
  { name: 'Harbor Point Securities', logoType: 'Underwriter', logo: 'underwriter-harbor.png' },
  { name: 'Summit Ridge Capital', logoType: 'Underwriter', logo: 'underwriter-summit.png' },
];

export const northwindDisclaimer = {
  Title: 'Important Information and Forward-Looking Statements',
  Paragraphs: [
    'This presentation has been prepared by Northwind Renewables, Inc. (the "Company") solely for use in connection with the proposed initial public offering of its common stock. A registration statement relating to these securities has been filed with the U.S. Securities and Exchange Commission but has not yet become effective. These securities may not be sold, nor may offers to buy be accepted, prior to the time the registration statement becomes effective.',
    'This presentation contains forward-looking statements, including statements about the Company\'s expected capacity additions, revenue, margins, capital expenditures and use of proceeds. Words such as "anticipate", "believe", "expect", "intend", "plan", "project" and "will" identify forward-looking statements. These statements are based on current expectations and are subject to risks and uncertainties, many of which are beyond the Company\'s control, including changes in energy policy, interest rates, equipment costs, interconnection timelines and the availability of tax credits. Actual results may differ materially.',
    'Forward-looking statements speak only as of the date of this presentation, and the Company undertakes no obligation to update them. This presentation also includes non-GAAP financial measures, such as adjusted EBITDA; reconciliations to the most directly comparable GAAP measures appear in the preliminary prospectus. You should read the preliminary prospectus, including its "Risk Factors" section, before making an investment decision.',
  ],
};
