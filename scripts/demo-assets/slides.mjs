// Content of the twelve Northwind Renewables roadshow slides (demo presentation 1001).
// Slides 1–7 are public; from slide 8 (index 7 = PrivateSlidesBeginAt, SPEC §6) they carry
// registered-investor content. `title` doubles as the accessible description in slides.json.
import { company, financials, guidance, useOfProceeds, money } from './company.mjs';
import { esc } from './browser.mjs';

function barChart(bars, { width = 560, height = 330, unit = '', color = company.primary } = {}) {
  const max = Math.max(...bars.map((b) => b.value));
  const gap = 26;
  const bw = (width - gap * (bars.length + 1)) / bars.length;
  const plotH = height - 40;
  const rects = bars
    .map((b, i) => {
      const h = (b.value / max) * (plotH - 30);
      const x = gap + i * (bw + gap);
      const y = plotH - h;
      return `<rect x="${x}" y="${y}" width="${bw}" height="${h}" rx="4" fill="${b.color ?? color}"/>
<text x="${x + bw / 2}" y="${y - 8}" text-anchor="middle" font-size="18" font-weight="bold" fill="#1d2433">${esc(unit)}${b.value}</text>
<text x="${x + bw / 2}" y="${plotH + 26}" text-anchor="middle" font-size="16" fill="#4a5568">${esc(b.label)}</text>`;
    })
    .join('');
  return `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Liberation Sans, sans-serif">
<line x1="0" y1="${plotH}" x2="${width}" y2="${plotH}" stroke="#9aa5b5" stroke-width="2"/>${rects}</svg>`;
}

function table(head, rows, totalRow) {
  const tr = (cells, cls = '') =>
    `<tr class="${cls}">${cells.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`;
  return `<table><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr>
${rows.map((r) => tr(r)).join('')}${totalRow ? tr(totalRow, 'total') : ''}</table>`;
}

const fy = financials;
const last = fy[fy.length - 1];

const titleSlide = `
<div style="position:absolute;inset:10px 0 48px 0;background:linear-gradient(135deg, ${company.dark} 0%, ${company.primary} 100%);color:#fff;padding:110px 90px">
  <div style="font-size:20px;letter-spacing:4px;text-transform:uppercase;color:${company.accent};font-weight:bold">Initial Public Offering · Investor Roadshow</div>
  <div style="font-size:72px;font-weight:bold;margin-top:22px;letter-spacing:-1px">Northwind Renewables, Inc.</div>
  <div style="font-size:30px;margin-top:16px;opacity:.9">Clean power, delivered at utility scale</div>
  <div style="margin-top:60px;font-size:22px;line-height:1.6">
    ${company.shares} shares of Class A common stock · Proposed ${company.exchange}: “${company.ticker}”<br>
    Expected price range: ${company.priceRange} per share
  </div>
  <div style="position:absolute;bottom:40px;left:90px;font-size:17px;opacity:.85">
    ${company.underwriters.map((u) => esc(u.name)).join('  ·  ')} (fictional underwriters)
  </div>
  <svg style="position:absolute;right:60px;top:40px" width="150" height="150" viewBox="0 0 100 100">
    <circle cx="50" cy="50" r="18" fill="${company.accent}"/>
    ${[0, 45, 90, 135, 180, 225, 270, 315]
      .map(
        (a) =>
          `<rect x="47" y="12" width="6" height="16" rx="3" fill="${company.accent}" transform="rotate(${a} 50 50)"/>`,
      )
      .join('')}
  </svg>
</div>`;

export const slides = [
  {
    title: 'Title slide: Northwind Renewables, Inc. initial public offering investor roadshow',
    bare: true,
    body: titleSlide,
  },
  {
    kicker: 'Important information',
    title: 'Disclaimer & Forward-Looking Statements',
    body: `<div style="font-size:20px;line-height:1.55;columns:2;column-gap:44px">
<p>This presentation has been prepared by Northwind Renewables, Inc. (the “Company”) solely for use at the roadshow for its proposed initial public offering. It does not constitute an offer to sell or the solicitation of an offer to buy any securities. Any offer will be made only by means of the prospectus included in the registration statement filed with the Securities and Exchange Commission.</p>
<p style="margin-top:12px">This presentation contains forward-looking statements, including statements about expected capacity additions, revenue, margins and the use of proceeds. Words such as “anticipate”, “expect”, “intend”, “plan” and “will” identify such statements. They are subject to risks and uncertainties, including interconnection delays, supply-chain constraints, changes in tax credits and interest rates, that could cause actual results to differ materially.</p>
<p style="margin-top:12px">Adjusted EBITDA is a non-GAAP measure; reconciliations appear in the prospectus. All figures are unaudited for FY2024 unless noted. <b>This company, its figures and its underwriters are fictional and exist only for software demonstrations.</b></p></div>`,
  },
  {
    kicker: 'Who we are',
    title: 'Company Overview',
    body: `<div class="cols"><ul>
<li>Independent developer, owner and operator of solar, wind and battery-storage assets</li>
<li>Founded ${company.founded}, headquartered in ${company.hq}; ${company.employees} employees</li>
<li>${last.capacityGw} GW operating capacity across 14 U.S. states</li>
<li>Long-term contracted revenue with utilities and corporate buyers</li></ul>
<div style="display:flex;flex-direction:column;gap:18px;max-width:380px">
<div class="card"><b>${last.capacityGw} GW</b><small>operating capacity (FY2024)</small></div>
<div class="card"><b>${money(last.revenue)}M</b><small>FY2024 revenue</small></div>
<div class="card"><b>14.2 yrs</b><small>weighted average remaining contract term</small></div></div></div>`,
  },
  {
    kicker: 'Market opportunity',
    title: 'U.S. Renewables Demand Is Accelerating',
    alt: 'Market opportunity: bar chart of annual U.S. renewables additions rising from 31 GW in 2022 to 78 GW in 2028',
    body: `<div class="cols"><div>${barChart(
      [
        { label: '2022', value: 31 },
        { label: '2023', value: 40 },
        { label: '2024', value: 49 },
        { label: '2026E', value: 63 },
        { label: '2028E', value: 78, color: company.accent },
      ],
      { unit: '' },
    )}<div class="note">Annual U.S. utility-scale solar, wind and storage additions (GW). Illustrative industry estimates.</div></div>
<ul style="max-width:470px"><li>Annual additions expected to grow ~12% per year through 2028</li>
<li>Data-center load growth driving new long-term power purchase agreements</li>
<li>Storage attach rates rising from 18% to over 40% of new solar projects</li>
<li>Northwind pipeline: 21 GW across development stages</li></ul></div>`,
  },
  {
    kicker: 'How we make money',
    title: 'Business Model',
    body: `<div class="cols">
<div class="card"><b>72%</b><small><strong>Contracted power sales.</strong> 15–25 year power purchase agreements with investment-grade utilities and corporates.</small></div>
<div class="card"><b>18%</b><small><strong>Storage services.</strong> Capacity and grid-balancing revenue from 1.6 GWh of batteries.</small></div>
<div class="card"><b>10%</b><small><strong>Asset management.</strong> Fees for operating third-party portfolios and selling developed projects.</small></div></div>
<ul style="margin-top:30px"><li>Recurring, inflation-linked cash flows with 94% of FY2024 revenue under contract</li>
<li>Recycling capital: sell minority stakes in operating projects to fund new development</li></ul>`,
  },
  {
    kicker: 'Track record',
    title: 'Consistent Growth in Capacity and Revenue',
    alt: 'Growth: bar charts of revenue rising from $412M to $884M and capacity from 2.1 GW to 4.9 GW, FY2021 to FY2024',
    body: `<div class="cols"><div>${barChart(
      fy.map((f) => ({ label: f.year, value: f.revenue })),
      { unit: '$', height: 400 },
    )}<div class="note">Revenue, $ millions</div></div><div>${barChart(
      fy.map((f) => ({ label: f.year, value: f.capacityGw, color: company.dark })),
      { height: 400 },
    )}<div class="note">Operating capacity, GW</div></div></div>`,
  },
  {
    kicker: 'Financial highlights',
    title: 'Financial Highlights',
    alt: 'Financial highlights: table of revenue, gross profit, adjusted EBITDA and net income, FY2021 to FY2024',
    body: `${table(
      ['$ millions', ...fy.map((f) => f.year)],
      [
        ['Revenue', ...fy.map((f) => money(f.revenue))],
        ['Gross profit', ...fy.map((f) => money(f.grossProfit))],
        ['Gross margin', ...fy.map((f) => `${Math.round((f.grossProfit / f.revenue) * 100)}%`)],
        ['Adjusted EBITDA', ...fy.map((f) => money(f.adjEbitda))],
        ['Net income (loss)', ...fy.map((f) => money(f.netIncome))],
      ],
    )}<div class="note">Revenue CAGR FY2021–FY2024: 29%. Adjusted EBITDA is a non-GAAP measure.</div>`,
  },
  {
    kicker: 'Detailed financials',
    title: 'Segment Revenue and Margins',
    alt: 'Detailed financials: table of FY2024 revenue and margins by segment, with cash flow, leverage and backlog',
    body: `${table(
      ['$ millions, FY2024', 'Revenue', 'Gross profit', 'Margin', 'YoY growth'],
      [
        ['Contracted power sales', '$636', '$228', '36%', '+24%'],
        ['Storage services', '$159', '$52', '33%', '+41%'],
        ['Asset management', '$89', '$21', '24%', '+12%'],
      ],
      ['Total', money(last.revenue), money(last.grossProfit), '34%', '+26%'],
    )}<div class="cols" style="margin-top:26px"><div class="card"><b>$412M</b><small>operating cash flow FY2024</small></div>
<div class="card"><b>3.1×</b><small>net debt / adjusted EBITDA at 31 Dec 2024</small></div>
<div class="card"><b>$2.7B</b><small>contracted revenue backlog</small></div></div>`,
  },
  {
    kicker: 'Outlook',
    title: `${guidance.year} Guidance`,
    alt: 'FY2025 guidance: revenue, adjusted EBITDA and new capacity ranges',
    body: `<div class="cols"><div class="card"><b>${money(guidance.revenueLow)}–${money(guidance.revenueHigh)}M</b><small>Revenue (+18% to +23%)</small></div>
<div class="card"><b>${money(guidance.ebitdaLow)}–${money(guidance.ebitdaHigh)}M</b><small>Adjusted EBITDA</small></div>
<div class="card"><b>1.3–1.5 GW</b><small>New capacity reaching commercial operation</small></div></div>
<ul style="margin-top:28px"><li>Assumes no change to federal investment and production tax credits</li>
<li>Seven projects (0.9 GW) already under construction with executed interconnection agreements</li>
<li>Capital expenditure of $1.1–1.3 billion, 60% funded by project-level debt</li></ul>`,
  },
  {
    kicker: 'The offering',
    title: 'Use of Proceeds',
    alt: 'Use of proceeds: table splitting $584M of estimated net proceeds across four uses',
    body: `<div class="cols"><div>${table(
      ['Use', '$ millions', '%'],
      useOfProceeds.map((u) => [u.item, money(u.amount), `${u.pct}%`]),
      ['Estimated net proceeds', money(useOfProceeds.reduce((s, u) => s + u.amount, 0)), '100%'],
    )}<div class="note">At the ${esc('$19.00')} midpoint, after underwriting discounts and estimated offering expenses; no exercise of the underwriters’ option.</div></div></div>`,
  },
  {
    kicker: 'The offering',
    title: 'Capitalization',
    alt: 'Capitalization: table of cash, debt and equity, actual and as adjusted for the offering',
    body: `${table(
      ['$ millions, as of 31 Dec 2024', 'Actual', 'As adjusted'],
      [
        ['Cash and cash equivalents', '$218', '$712'],
        ['Revolving credit facility', '$90', '—'],
        ['Project-level debt', '$1,940', '$1,940'],
        ['Corporate term loan', '$350', '$350'],
        ['Total stockholders’ equity', '$1,126', '$1,710'],
      ],
      ['Total capitalization', '$3,506', '$4,000'],
    )}<div class="note">Pro forma shares outstanding after the offering: 168.4 million Class A and Class B shares.</div>`,
  },
  {
    bare: true,
    title: 'Closing slide: questions and answers, with offering summary and contacts',
    body: `<div style="position:absolute;inset:34px 0 48px 0;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center">
<div style="font-size:84px;font-weight:bold;color:${company.dark}">Questions &amp; Answers</div>
<div style="font-size:26px;color:${company.primary};margin-top:20px">Thank you for your interest in Northwind Renewables</div>
<div style="font-size:19px;color:#4a5568;margin-top:44px;line-height:1.7">Investor relations: ir@northwind-renewables.example<br>
Book-running managers: ${company.underwriters.map((u) => esc(u.name)).join(' · ')}</div></div>`,
  },
];
