// Words, speakers and slide order of Podium's on-demand demo media (presentations 1002, 1003, 1005,
// 1006). The narration is spoken by espeak-ng; every time in the manifests is derived from the
// measured length of these segments, so editing a sentence here moves its slide and chapter too.
// Numbers quote scripts/demo-assets/company.mjs (the fictional Northwind Renewables figures).
// Names avoid abbreviations such as "Inc." that espeak-ng reads letter by letter or wrongly.

export const COMPANY = 'Northwind Renewables, Inc.';

/** Both presenters are fictional. `voice` is an espeak-ng voice+variant. */
export const speakers = {
  ceo: {
    speakerId: 1,
    name: 'Claire Whitfield',
    title: 'President and Chief Executive Officer',
    company: COMPANY,
    voice: 'en-us+f3',
  },
  cfo: {
    speakerId: 2,
    name: 'Marcus Bell',
    title: 'Chief Financial Officer',
    company: COMPANY,
    voice: 'en-us+m3',
  },
};

/**
 * The IPO roadshow talk shared by 1002 (video with slides) and 1003 (audio with slides): one
 * segment per slide. `slide` is the 1-based slide number in 1001's deck (scripts/demo-assets);
 * `chapter` starts a chapter at that segment.
 */
export const roadshow = [
  {
    slide: 1,
    speaker: 'ceo',
    chapter: 'Introduction',
    text: 'Good morning. I am Claire Whitfield, Chief Executive Officer of Northwind Renewables, and welcome to our initial public offering roadshow.',
  },
  {
    slide: 2,
    speaker: 'ceo',
    text: 'Please note that this presentation contains forward-looking statements. Northwind and its figures are fictional, for demonstration only.',
  },
  {
    slide: 3,
    speaker: 'ceo',
    chapter: 'Company and market',
    text: 'Northwind develops, owns and operates solar, wind and battery storage assets: four point nine gigawatts across fourteen states, under long-term contracts.',
  },
  {
    slide: 4,
    speaker: 'ceo',
    text: 'Demand is accelerating. U.S. renewables additions should grow from thirty one gigawatts in twenty twenty two to seventy eight by twenty twenty eight.',
  },
  {
    slide: 5,
    speaker: 'cfo',
    chapter: 'Business model and financials',
    text: 'Thank you, Claire. I am Marcus Bell, Chief Financial Officer. Seventy two percent of our revenue comes from contracted power sales.',
  },
  {
    slide: 6,
    speaker: 'cfo',
    text: 'Revenue grew from four hundred twelve million dollars in fiscal twenty twenty one to eight hundred eighty four million in fiscal twenty twenty four.',
  },
  {
    slide: 7,
    speaker: 'cfo',
    text: 'Adjusted EBITDA nearly quadrupled to one hundred fifty nine million dollars, and we turned profitable in fiscal twenty twenty three. Back to you, Claire.',
  },
  {
    slide: 12,
    speaker: 'ceo',
    chapter: 'Closing remarks',
    text: 'Thank you, Marcus. We are raising capital to build our pipeline of twenty one gigawatts. We look forward to your questions.',
  },
];

/** 1005 (video only): a short message from the CEO, no slides. */
export const ceoMessage = [
  {
    speaker: 'ceo',
    chapter: 'Welcome',
    text: 'Hello, I am Claire Whitfield, Chief Executive Officer of Northwind Renewables. Thank you for your interest in our company.',
  },
  {
    speaker: 'ceo',
    chapter: 'The year in review',
    text: 'This year our team brought one point one gigawatts of new solar, wind and storage capacity online, on time and on budget.',
  },
  {
    speaker: 'ceo',
    chapter: 'Safety',
    text: 'Safety remains our first priority. We finished the year with zero lost-time incidents across all of our sites.',
  },
  {
    speaker: 'ceo',
    chapter: 'Looking ahead',
    text: 'Our next chapter is about scale: twenty one gigawatts of projects in development, and long-term contracts that keep our cash flows predictable. Thank you for watching.',
  },
];

/** 1006 (audio only): the CFO's fiscal 2024 earnings update, no slides. */
export const earningsUpdate = [
  {
    speaker: 'cfo',
    chapter: 'Introduction',
    text: 'Good afternoon. I am Marcus Bell, Chief Financial Officer of Northwind Renewables, with a brief update on our fiscal twenty twenty four results.',
  },
  {
    speaker: 'cfo',
    chapter: 'Revenue and margin',
    text: 'Revenue rose twenty six percent to eight hundred eighty four million dollars, and gross margin improved to thirty four percent.',
  },
  {
    speaker: 'cfo',
    chapter: 'Profitability',
    text: 'Adjusted EBITDA reached one hundred fifty nine million dollars, and net income was thirty seven million dollars.',
  },
  {
    speaker: 'cfo',
    chapter: 'Outlook',
    text: 'For fiscal twenty twenty five, we expect revenue between one point zero four and one point zero nine billion dollars. Thank you.',
  },
];
