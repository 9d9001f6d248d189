// Minimal but valid OOXML packages (Word term sheet, Excel financial model) built by hand
// with fflate, so the demo needs no office library. Only the parts Word/Excel require are written.
import { zipSync, strToU8 } from 'fflate';
import { company, financials, guidance } from './company.mjs';
import { esc } from './browser.mjs';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_DOC =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';

// Fixed timestamp so regenerating produces byte-identical files (no spurious diffs).
const FIXED_MTIME = new Date('2025-01-01T00:00:00Z');

function zip(files) {
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [name, [strToU8(text), { mtime: FIXED_MTIME }]]),
  );
  return zipSync(entries, { level: 9 });
}

function rootRels(target) {
  return `${XML}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${OFFICE_DOC}" Target="${target}"/></Relationships>`;
}

function wParagraph(text, { style, bold } = {}) {
  const pPr = style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : '';
  const rPr = bold ? '<w:rPr><w:b/></w:rPr>' : '';
  return `<w:p>${pPr}<w:r>${rPr}<w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`;
}

export function termSheetDocx() {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const terms = [
    ['Issuer', company.name],
    ['Securities offered', `${company.shares} shares of Class A common stock`],
    ['Price range', `${company.priceRange} per share`],
    ['Proposed listing', `${company.exchange}, symbol “${company.ticker}”`],
    ['Underwriters', company.underwriters.map((u) => u.name).join(', ')],
    ['Over-allotment option', '4,800,000 additional shares, exercisable for 30 days'],
    ['Lock-up', '180 days for the issuer, directors, officers and substantially all holders'],
  ];
  const body = [
    wParagraph(`${company.name} — Summary Term Sheet`, { style: 'Heading1' }),
    wParagraph(
      'Preliminary and subject to completion. This document describes a fictional offering for software demonstration only.',
    ),
    ...terms.map(
      ([k, v]) =>
        `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">${esc(k)}: </w:t></w:r><w:r><w:t xml:space="preserve">${esc(v)}</w:t></w:r></w:p>`,
    ),
    wParagraph('Use of proceeds', { style: 'Heading2' }),
    wParagraph(
      'Development of utility-scale solar and storage projects, expansion of battery-storage manufacturing, repayment of the revolving credit facility and general corporate purposes.',
    ),
  ].join('');
  const styles = `${XML}<w:styles xmlns:w="${W}">
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:rPr><w:sz w:val="22"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:pPr><w:spacing w:after="200"/></w:pPr><w:rPr><w:b/><w:color w:val="0A2540"/><w:sz w:val="36"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:rPr><w:b/><w:color w:val="0B6E4F"/><w:sz w:val="28"/></w:rPr></w:style>
</w:styles>`;
  return zip({
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
</Types>`,
    '_rels/.rels': rootRels('word/document.xml'),
    'word/_rels/document.xml.rels': `${XML}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`,
    'word/styles.xml': styles,
    'word/document.xml': `${XML}<w:document xmlns:w="${W}"><w:body>${body}<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`,
  });
}

function cell(ref, value) {
  if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
  return `<c r="${ref}" t="inlineStr"><is><t>${esc(value)}</t></is></c>`;
}

export function financialModelXlsx() {
  const cols = ['A', 'B', 'C', 'D', 'E', 'F'];
  const rows = [
    [`${company.name} — Revenue by year ($ millions, fictional)`],
    ['Fiscal year', 'Revenue', 'Gross profit', 'Adjusted EBITDA', 'Net income', 'Capacity (GW)'],
    ...financials.map((f) => [
      f.year,
      f.revenue,
      f.grossProfit,
      f.adjEbitda,
      f.netIncome,
      f.capacityGw,
    ]),
    [
      `${guidance.year} (midpoint)`,
      (guidance.revenueLow + guidance.revenueHigh) / 2,
      '',
      (guidance.ebitdaLow + guidance.ebitdaHigh) / 2,
    ],
  ];
  const sheetData = rows
    .map(
      (r, i) =>
        `<row r="${i + 1}">${r.map((v, j) => (v === '' ? '' : cell(`${cols[j]}${i + 1}`, v))).join('')}</row>`,
    )
    .join('');
  const SS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zip({
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>
</Types>`,
    '_rels/.rels': rootRels('xl/workbook.xml'),
    'xl/workbook.xml': `${XML}<workbook xmlns="${SS}" xmlns:r="${R}"><sheets><sheet name="Revenue" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `${XML}<worksheet xmlns="${SS}"><cols><col min="1" max="1" width="24" customWidth="1"/><col min="2" max="6" width="16" customWidth="1"/></cols><sheetData>${sheetData}</sheetData></worksheet>`,
  });
}
