// HTML of the preliminary prospectus (demo presentation 1004). Rendered to PDF by Chromium so
// the text stays selectable; the footer template prints "Page N" on every page.
import { company, financials, guidance, useOfProceeds, money } from './company.mjs';
import { esc } from './browser.mjs';

const para = (...texts) => texts.map((t) => `<p>${t}</p>`).join('\n');

const riskFactors = [
  [
    'Our growth depends on timely interconnection of new projects.',
    'Interconnection queues in several of our markets exceed four years. Delays could postpone commercial operation dates, trigger liquidated damages under our power purchase agreements and reduce expected revenue.',
  ],
  [
    'Changes to federal tax credits could reduce project returns.',
    'A substantial portion of project financing relies on investment and production tax credits and their transferability. Any reduction, repeal or change in eligibility could materially reduce the value of our pipeline.',
  ],
  [
    'We depend on a limited number of suppliers for modules and batteries.',
    'Trade restrictions, tariffs or supply disruptions could increase costs or delay construction. We have agreements with three module suppliers and two battery suppliers for the majority of our 2025–2026 needs.',
  ],
  [
    'Rising interest rates increase our cost of capital.',
    'Our projects are financed with significant project-level debt. Higher rates increase financing costs for new projects and may reduce the prices buyers are willing to pay for project stakes.',
  ],
  [
    'Weather and resource variability affect generation.',
    'Solar irradiance and wind speeds vary from year to year. Extreme weather events could damage assets, and insurance may not cover all losses.',
  ],
  [
    'We have a history of net losses.',
    'We incurred net losses in fiscal 2021 and 2022 and may not sustain profitability. Our results may fluctuate significantly from quarter to quarter.',
  ],
  [
    'Our dual-class structure concentrates voting power.',
    'After this offering, holders of our Class B common stock will hold approximately 71% of the combined voting power, limiting your ability to influence corporate matters.',
  ],
  [
    'An active trading market for our Class A common stock may not develop.',
    'The initial public offering price will be determined by negotiation between us and the underwriters and may not be indicative of prices that will prevail in the trading market.',
  ],
];

const filler = (topic) =>
  para(
    `The following discussion of ${topic} should be read together with our consolidated financial statements and related notes included elsewhere in this prospectus. It contains forward-looking statements that involve risks and uncertainties; our actual results could differ materially from those discussed below.`,
    `We evaluate ${topic} using operating metrics including operating capacity, contracted revenue backlog, availability of our fleet and the weighted average remaining term of our contracts. We believe these metrics help investors understand the durability and predictability of our cash flows.`,
  );

function financialTable() {
  const rows = [
    ['Revenue', (f) => money(f.revenue)],
    ['Gross profit', (f) => money(f.grossProfit)],
    ['Adjusted EBITDA (non-GAAP)', (f) => money(f.adjEbitda)],
    ['Net income (loss)', (f) => money(f.netIncome)],
    ['Operating capacity (GW)', (f) => f.capacityGw.toFixed(1)],
  ];
  return `<table><thead><tr><th>($ in millions)</th>${financials.map((f) => `<th>${f.year}</th>`).join('')}</tr></thead>
<tbody>${rows.map(([label, fn]) => `<tr><td>${label}</td>${financials.map((f) => `<td>${fn(f)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
}

function proceedsTable() {
  const total = useOfProceeds.reduce((s, u) => s + u.amount, 0);
  return `<table><thead><tr><th>Use of net proceeds</th><th>Amount ($M)</th><th>Percent</th></tr></thead><tbody>
${useOfProceeds.map((u) => `<tr><td>${esc(u.item)}</td><td>${money(u.amount)}</td><td>${u.pct}%</td></tr>`).join('')}
<tr class="total"><td>Total</td><td>${money(total)}</td><td>100%</td></tr></tbody></table>`;
}

const css = `
body { font-family: 'Liberation Serif', 'DejaVu Serif', serif; font-size: 11pt; line-height: 1.45; color: #111; }
h1 { font-size: 20pt; text-align: center; margin: 0 0 6pt; }
h2 { font-size: 15pt; border-bottom: 1.5pt solid #0a2540; padding-bottom: 3pt; margin-top: 0; color: #0a2540;
  font-family: 'Liberation Sans', sans-serif; page-break-before: always; }
h3 { font-size: 11.5pt; margin: 12pt 0 3pt; font-style: italic; }
p { margin: 0 0 8pt; text-align: justify; }
table { border-collapse: collapse; width: 100%; margin: 10pt 0; font-family: 'Liberation Sans', sans-serif; font-size: 10pt; }
th { border-bottom: 1pt solid #000; text-align: right; padding: 4pt 6pt; }
td { border-bottom: 0.5pt solid #bbb; text-align: right; padding: 4pt 6pt; }
th:first-child, td:first-child { text-align: left; }
tr.total td { font-weight: bold; border-top: 1pt solid #000; }
.red { color: #b3261e; font-size: 9pt; border: 1pt solid #b3261e; padding: 6pt; margin-bottom: 18pt; text-align: justify; }
.cover { text-align: center; }
.cover .big { font-size: 13pt; margin: 14pt 0; text-align: center; }
.banks { margin-top: 60pt; font-family: 'Liberation Sans', sans-serif; font-size: 13pt; font-weight: bold; }
.banks span { margin: 0 14pt; }
`;

export const footerTemplate = `<div style="font-size:8pt;width:100%;text-align:center;color:#444;font-family:'Liberation Sans',sans-serif">
Page <span class="pageNumber"></span></div>`;
export const headerTemplate = `<div style="font-size:7pt;width:100%;text-align:right;padding-right:15mm;color:#777;font-family:'Liberation Sans',sans-serif">
${esc(company.name)} — Preliminary Prospectus (fictional, for demonstration)</div>`;

export function prospectusHtml() {
  const [first, ...restOfBanks] = company.underwriters;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(company.name)} Preliminary Prospectus</title><style>${css}</style></head><body>
<div class="cover">
<div class="red">The information in this preliminary prospectus is not complete and may be changed. These securities may not be sold until the registration statement filed with the Securities and Exchange Commission is effective. This preliminary prospectus is not an offer to sell these securities and is not soliciting an offer to buy these securities in any jurisdiction where the offer or sale is not permitted. THIS DOCUMENT DESCRIBES A FICTIONAL COMPANY AND IS PROVIDED FOR SOFTWARE DEMONSTRATION ONLY.</div>
<p style="text-align:center">Subject to Completion, Preliminary Prospectus</p>
<h1>${company.shares} Shares</h1>
<h1>${esc(company.name)}</h1>
<p class="big">Class A Common Stock</p>
<p>This is the initial public offering of Class A common stock of ${esc(company.name)}. We are offering ${company.shares} shares. We currently expect the initial public offering price to be between $18.00 and $20.00 per share. We intend to apply to list our Class A common stock on the ${company.exchange} under the symbol “${company.ticker}”.</p>
<p>Investing in our Class A common stock involves risks. See “Risk Factors” beginning on page 3.</p>
<table><thead><tr><th></th><th>Per share</th><th>Total</th></tr></thead><tbody>
<tr><td>Initial public offering price</td><td>$</td><td>$</td></tr>
<tr><td>Underwriting discounts and commissions</td><td>$</td><td>$</td></tr>
<tr><td>Proceeds, before expenses, to Northwind Renewables, Inc.</td><td>$</td><td>$</td></tr></tbody></table>
<div class="banks"><div>${esc(first.name)}</div><div style="margin-top:10pt">${restOfBanks.map((u) => `<span>${esc(u.name)}</span>`).join('')}</div></div>
<p style="text-align:center;margin-top:30pt">The date of this prospectus is , 2025.</p>
</div>

<h2>Prospectus Summary</h2>
${para(
  `This summary highlights information contained elsewhere in this prospectus and does not contain all of the information you should consider before investing. You should read this entire prospectus carefully, including “Risk Factors” and our consolidated financial statements.`,
  `<b>Our company.</b> ${esc(company.name)} is an independent developer, owner and operator of utility-scale solar, wind and battery-storage assets in the United States. Founded in ${company.founded} and headquartered in ${company.hq}, we operate ${financials[3].capacityGw} GW of capacity across 14 states and employ ${company.employees} people.`,
  `<b>Our market.</b> Annual U.S. additions of utility-scale renewable and storage capacity grew from 31 GW in 2022 to 49 GW in 2024 and are expected to reach 78 GW by 2028, driven by corporate decarbonisation commitments, data-center load growth and the retirement of thermal generation.`,
  `<b>Our strategy.</b> We sign long-term contracts before construction, finance projects with non-recourse debt, and recycle capital by selling minority interests in operating projects. As of December 31, 2024, 94% of our revenue was contracted, with a weighted average remaining term of 14.2 years.`,
)}
<h3>Summary consolidated financial data</h3>
${financialTable()}
${para(`For fiscal ${guidance.year.slice(2, 6)} we expect revenue of ${money(guidance.revenueLow)} million to ${money(guidance.revenueHigh)} million and Adjusted EBITDA of ${money(guidance.ebitdaLow)} million to ${money(guidance.ebitdaHigh)} million.`)}

<h2>Risk Factors</h2>
${para('Investing in our Class A common stock involves a high degree of risk. You should carefully consider the risks described below before making an investment decision. If any of these risks occurs, our business, financial condition and results of operations could be materially harmed, and the trading price of our Class A common stock could decline.')}
${riskFactors.map(([h, t]) => `<h3>${esc(h)}</h3><p>${esc(t)}</p>`).join('\n')}

<h2>Use of Proceeds</h2>
${para(`We estimate that the net proceeds to us from this offering will be approximately $584 million, assuming an initial public offering price of $${company.midpoint}.00 per share, the midpoint of the price range set forth on the cover page, after deducting underwriting discounts and commissions and estimated offering expenses payable by us.`, 'We intend to use the net proceeds as follows:')}
${proceedsTable()}
${para('Pending these uses, we intend to invest the net proceeds in short-term, investment-grade, interest-bearing instruments. Our management will have broad discretion in the application of the net proceeds.')}

<h2>Management’s Discussion and Analysis</h2>
${filler('our financial condition and results of operations')}
<h3>Revenue</h3>
${para(`Revenue increased 26% from ${money(financials[2].revenue)} million in fiscal 2023 to ${money(financials[3].revenue)} million in fiscal 2024, primarily due to 1.1 GW of new capacity reaching commercial operation and higher storage services revenue.`)}
<h3>Liquidity and capital resources</h3>
${filler('liquidity and capital resources')}

<h2>Underwriting</h2>
${para('Subject to the terms and conditions of an underwriting agreement, the underwriters named below, for whom Goldfield Sachs & Co. is acting as representative, have severally agreed to purchase the number of shares of Class A common stock set forth opposite their names:')}
<table><thead><tr><th>Underwriter</th><th>Number of shares</th></tr></thead><tbody>
<tr><td>${esc(company.underwriters[0].name)}</td><td>14,400,000</td></tr>
<tr><td>${esc(company.underwriters[1].name)}</td><td>11,200,000</td></tr>
<tr><td>${esc(company.underwriters[2].name)}</td><td>6,400,000</td></tr>
<tr class="total"><td>Total</td><td>${company.shares}</td></tr></tbody></table>
${para('The underwriters have an option to purchase up to an additional 4,800,000 shares from us at the initial public offering price, less underwriting discounts and commissions, for 30 days after the date of this prospectus.', 'All underwriters named in this document are fictional.')}

<h2>Legal Matters and Experts</h2>
${para('The validity of the shares of Class A common stock offered by this prospectus will be passed upon for us by Larkspur &amp; Vane LLP (fictional). The consolidated financial statements included in this prospectus have been audited by Meridian &amp; Cole LLP (fictional), an independent registered public accounting firm.', 'Until , 2025 (25 days after the date of this prospectus), all dealers that buy, sell or trade our Class A common stock may be required to deliver a prospectus.')}
</body></html>`;
}
