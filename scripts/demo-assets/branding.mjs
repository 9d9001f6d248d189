// Logos for the branding folder: the issuer wordmark (title bar), a compact issuer logo and
// one logo per fictional underwriter. Rendered as transparent PNGs so any background works.
import { company } from './company.mjs';
import { esc } from './browser.mjs';

const sun = (size, color) => `<svg width="${size}" height="${size}" viewBox="0 0 100 100">
<circle cx="50" cy="50" r="20" fill="${color}"/>
${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<rect x="46" y="6" width="8" height="20" rx="4" fill="${color}" transform="rotate(${a} 50 50)"/>`).join('')}
</svg>`;

function page(width, height, inner) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
* { margin: 0; padding: 0; box-sizing: border-box; }
html, body { background: transparent; }
#logo { width: ${width}px; height: ${height}px; display: flex; align-items: center; gap: 14px; padding: 0 12px;
  font-family: 'Liberation Sans', 'DejaVu Sans', sans-serif; }
#logo > * { flex-shrink: 0; }
</style></head><body><div id="logo">${inner}</div></body></html>`;
}

function bankLogo(u) {
  const initials = u.name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  return page(
    300,
    80,
    `<div style="width:56px;height:56px;border-radius:8px;background:${u.color};color:#fff;display:flex;align-items:center;justify-content:center;font-family:'Liberation Serif',serif;font-size:26px;font-weight:bold">${esc(initials)}</div>
<div><div style="font-family:'Liberation Serif',serif;font-size:20px;font-weight:bold;color:${u.color};white-space:nowrap">${esc(u.name)}</div>
<div style="font-size:11px;letter-spacing:1.5px;color:#555;text-transform:uppercase">Fictional underwriter</div></div>`,
  );
}

export const logos = [
  {
    file: 'title-logo.png',
    html: page(
      400,
      80,
      `${sun(48, company.accent)}<div style="font-size:28px;font-weight:bold;color:${company.dark};letter-spacing:-0.5px;white-space:nowrap">Northwind <span style="color:${company.primary};font-weight:normal">Renewables</span></div>`,
    ),
  },
  {
    file: 'issuer-logo.png',
    html: page(
      300,
      80,
      `<div style="width:60px;height:60px;border-radius:50%;background:${company.primary};display:flex;align-items:center;justify-content:center">${sun(44, '#fff')}</div>
<div><div style="font-size:26px;font-weight:bold;color:${company.dark}">Northwind</div><div style="font-size:13px;letter-spacing:3px;color:${company.primary}">RENEWABLES, INC.</div></div>`,
    ),
  },
  ...company.underwriters.map((u) => ({ file: `underwriter-${u.key}.png`, html: bankLogo(u) })),
];
