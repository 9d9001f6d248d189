// SPEC §3, §5 branding: the primary colour from the branding stylesheet, its darker shades, and
// when branding applies at all.
import { EMPTY_GUID } from '../constants.ts';

/** Lower-case `#rrggbb`. */
export type HexColor = `#${string}`;

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#rgb` or `#rrggbb` (any case); null for anything else. */
export function parseHexColor(text: string): Rgb | null {
  const trimmed = text.trim();
  if (!HEX_COLOR.test(trimmed)) return null;
  const digits = trimmed.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return {
    r: Number.parseInt(full.slice(0, 2), 16),
    g: Number.parseInt(full.slice(2, 4), 16),
    b: Number.parseInt(full.slice(4, 6), 16),
  };
}

export function toHexColor({ r, g, b }: Rgb): HexColor {
  const part = (v: number): string =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

interface Hsl {
  /** Hue in degrees 0–360. */
  readonly h: number;
  /** Saturation and lightness 0–1. */
  readonly s: number;
  readonly l: number;
}

function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return { h: 0, s: 0, l };
  const s = delta / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / delta) % 6;
  else if (max === gn) h = (bn - rn) / delta + 2;
  else h = (rn - gn) / delta + 4;
  return { h: (h * 60 + 360) % 360, s, l };
}

function hslToRgb({ h, s, l }: Hsl): Rgb {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const sector = Math.floor(h / 60) % 6;
  const [r1, g1, b1] =
    sector === 0
      ? [c, x, 0]
      : sector === 1
        ? [x, c, 0]
        : sector === 2
          ? [0, c, x]
          : sector === 3
            ? [0, x, c]
            : sector === 4
              ? [x, 0, c]
              : [c, 0, x];
  return { r: (r1 + m) * 255, g: (g1 + m) * 255, b: (b1 + m) * 255 };
}

/**
 * SPEC §3: "primary darkened 15% and 30%". Darkening here means the HSL lightness lowered by
 * that many percentage points, floored at 0 (the CSS/Sass `darken()` meaning), keeping hue
 * and saturation: #2e7fd1 (lightness 50%) darkened 15 becomes lightness 35%, i.e. #205992 (30 points: #123354).
 * Null when the input is not a hex colour.
 */
export function darkenHexColor(hex: string, percentagePoints: number): HexColor | null {
  const rgb = parseHexColor(hex);
  if (rgb === null) return null;
  const hsl = rgbToHsl(rgb);
  return toHexColor(hslToRgb({ ...hsl, l: Math.max(0, hsl.l - percentagePoints / 100) }));
}

export const BRANDING_DARKEN_STEPS = { dark: 15, darker: 30 } as const;

/** WCAG 2 AA contrast for normal-size text, what white text on a primary-coloured fill needs. */
export const MIN_TEXT_CONTRAST = 4.5;

const WHITE: Rgb = { r: 255, g: 255, b: 255 };

function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (v: number): number => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * The fill for white text in the primary colour: the primary itself when white reads on it
 * (MIN_TEXT_CONTRAST), else the primary darkened by the fewest lightness points that make it
 * read, so a light brand colour still gives legible buttons. Null when not a hex colour.
 */
export function readableFill(hex: string): HexColor | null {
  const rgb = parseHexColor(hex);
  if (rgb === null) return null;
  const hsl = rgbToHsl(rgb);
  for (let points = 0; points <= 100; points++) {
    const candidate =
      points === 0 ? rgb : hslToRgb({ ...hsl, l: Math.max(0, hsl.l - points / 100) });
    if (contrastRatio(candidate, WHITE) >= MIN_TEXT_CONTRAST) return toHexColor(candidate);
  }
  return toHexColor({ r: 0, g: 0, b: 0 });
}

export interface BrandingPalette {
  readonly primary: HexColor;
  /** Primary darkened by 15 points of lightness. */
  readonly primaryDark: HexColor;
  /** Primary darkened by 30 points of lightness. */
  readonly primaryDarker: HexColor;
  /** The fill white text reads on (readableFill): buttons and badges in the primary colour. */
  readonly primaryFill: HexColor;
}

/** SPEC §3 branding colours from a primary colour; null when it is not a hex colour. */
export function brandingPalette(primary: string): BrandingPalette | null {
  const rgb = parseHexColor(primary);
  if (rgb === null) return null;
  const normalized = toHexColor(rgb);
  return {
    primary: normalized,
    primaryDark: darkenHexColor(normalized, BRANDING_DARKEN_STEPS.dark) ?? normalized,
    primaryDarker: darkenHexColor(normalized, BRANDING_DARKEN_STEPS.darker) ?? normalized,
    primaryFill: readableFill(normalized) ?? normalized,
  };
}

/** The custom property the server's branding stylesheet declares the primary colour with. */
export const PRIMARY_COLOR_PROPERTY = '--podium-primary';

/**
 * The primary colour declared in the branding stylesheet text as `--podium-primary: #rrggbb;`
 * (comments ignored; as in CSS, the last valid declaration wins). Null when absent or not hex.
 */
export function parsePrimaryColor(stylesheet: string): HexColor | null {
  const withoutComments = stylesheet.replace(/\/\*[\s\S]*?\*\//g, '');
  const declaration = /--podium-primary\s*:\s*([^;}\s]+)\s*(?:;|}|$)/gi;
  let found: HexColor | null = null;
  for (const match of withoutComments.matchAll(declaration)) {
    const rgb = parseHexColor(match[1] ?? '');
    if (rgb !== null) found = toHexColor(rgb);
  }
  return found;
}

/** SPEC §5: branding is skipped when the group guid is the empty guid (or missing). */
export function shouldApplyBranding(brandingGroupGuid: string | null | undefined): boolean {
  const guid = brandingGroupGuid?.trim().toLowerCase() ?? '';
  return guid !== '' && guid !== EMPTY_GUID;
}
