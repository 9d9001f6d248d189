// The single source of the fictional issuer's facts, so slides, prospectus, term sheet and
// financial model all quote the same numbers. Everything here is invented for demos.
export const company = {
  name: 'Northwind Renewables, Inc.',
  short: 'Northwind',
  ticker: 'NWRE',
  exchange: 'Nasdaq Global Select Market',
  hq: 'Portland, Oregon',
  founded: 2012,
  employees: '1,840',
  shares: '32,000,000',
  priceRange: '$18.00 – $20.00',
  midpoint: 19,
  primary: '#0b6e4f',
  dark: '#0a2540',
  accent: '#f2a541',
  underwriters: [
    {
      key: 'goldfield',
      name: 'Goldfield Sachs & Co.',
      role: 'Lead Book-Running Manager',
      color: '#1f3a93',
    },
    {
      key: 'harbor',
      name: 'Harbor Point Securities',
      role: 'Joint Book-Running Manager',
      color: '#006d77',
    },
    { key: 'summit', name: 'Summit Ridge Capital', role: 'Co-Manager', color: '#7b2d26' },
  ],
};

/** Fiscal years with revenue and profitability in $ millions (fictional). */
export const financials = [
  {
    year: 'FY2021',
    revenue: 412,
    grossProfit: 119,
    adjEbitda: 41,
    netIncome: -38,
    capacityGw: 2.1,
  },
  {
    year: 'FY2022',
    revenue: 538,
    grossProfit: 166,
    adjEbitda: 70,
    netIncome: -19,
    capacityGw: 2.9,
  },
  { year: 'FY2023', revenue: 701, grossProfit: 231, adjEbitda: 112, netIncome: 6, capacityGw: 3.8 },
  {
    year: 'FY2024',
    revenue: 884,
    grossProfit: 301,
    adjEbitda: 159,
    netIncome: 37,
    capacityGw: 4.9,
  },
];

export const guidance = {
  year: 'FY2025E',
  revenueLow: 1040,
  revenueHigh: 1090,
  ebitdaLow: 196,
  ebitdaHigh: 214,
};

export const useOfProceeds = [
  { item: 'Development of utility-scale solar and storage projects', amount: 310, pct: 53 },
  { item: 'Expansion of battery-storage manufacturing capacity', amount: 140, pct: 24 },
  { item: 'Repayment of revolving credit facility', amount: 90, pct: 15 },
  { item: 'General corporate purposes and working capital', amount: 44, pct: 8 },
];

export function money(m) {
  return m < 0 ? `($${Math.abs(m)})` : `$${m.toLocaleString('en-US')}`;
}
