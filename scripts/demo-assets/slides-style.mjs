// Slide frame (1280×720) shared by every roadshow slide: header band, footer with the
// "N / 12" number that browser tests and people use to tell slides apart, and the
// private-content banner shown from slide 8 on (PrivateSlidesBeginAt = 7, SPEC §6).
import { company } from './company.mjs';
import { esc } from './browser.mjs';

const css = `
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: 1280px; height: 720px; overflow: hidden; }
body { font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; color: #1d2433; background: #fff; position: relative; }
.top { height: 10px; background: linear-gradient(90deg, ${company.primary}, ${company.dark}); }
.head { padding: 34px 64px 0; display: flex; justify-content: space-between; align-items: flex-start; }
.head h1 { font-size: 40px; color: ${company.dark}; letter-spacing: -0.5px; }
.head .kicker { font-size: 15px; text-transform: uppercase; letter-spacing: 2px; color: ${company.primary}; font-weight: bold; margin-bottom: 6px; }
.mark { font-weight: bold; font-size: 20px; color: ${company.primary}; white-space: nowrap; }
.mark span { color: ${company.dark}; font-weight: normal; }
.content { padding: 26px 64px 0; font-size: 22px; line-height: 1.45; }
.foot { position: absolute; left: 0; right: 0; bottom: 0; height: 48px; border-top: 1px solid #d7dde6;
  display: flex; align-items: center; justify-content: space-between; padding: 0 64px; font-size: 14px; color: #5b6577; }
.num { font-size: 20px; font-weight: bold; color: #fff; background: ${company.dark}; padding: 4px 14px; border-radius: 14px; }
.private { position: absolute; top: 10px; left: 0; right: 0; background: #b3261e; color: #fff; font-size: 13px;
  font-weight: bold; letter-spacing: 1.5px; text-align: center; padding: 4px 0; }
.private ~ .head { padding-top: 44px; }
ul { padding-left: 28px; } li { margin: 8px 0; } li::marker { color: ${company.primary}; }
table { border-collapse: collapse; width: 100%; font-size: 19px; }
th { background: ${company.dark}; color: #fff; text-align: right; padding: 9px 14px; font-weight: bold; }
th:first-child, td:first-child { text-align: left; }
td { padding: 8px 14px; text-align: right; border-bottom: 1px solid #e2e7ee; }
tr:nth-child(even) td { background: #f4f7f9; }
tr.total td { font-weight: bold; border-top: 2px solid ${company.dark}; }
.cols { display: flex; gap: 36px; } .cols > * { flex: 1; }
.card { background: #f2f7f5; border-left: 6px solid ${company.primary}; padding: 18px 22px; border-radius: 6px; }
.card b { display: block; font-size: 38px; color: ${company.primary}; }
.card small { font-size: 17px; color: #4a5568; }
.note { font-size: 14px; color: #6b7385; margin-top: 14px; }
`;

export function slideHtml({ number, total, kicker, title, body, isPrivate, bare }) {
  const banner = isPrivate
    ? '<div class="private">PRIVATE — FOR REGISTERED INVESTORS ONLY</div>'
    : '';
  const head = bare
    ? ''
    : `<div class="head"><div><div class="kicker">${esc(kicker)}</div><h1>${esc(title)}</h1></div>
       <div class="mark">Northwind <span>Renewables</span></div></div>`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css}</style></head><body>
<div class="top"></div>${banner}${head}
<div class="content">${body}</div>
<div class="foot"><span>${esc(company.name)} · Investor Presentation · Confidential</span>
<span class="num">${number} / ${total}</span></div>
</body></html>`;
}
