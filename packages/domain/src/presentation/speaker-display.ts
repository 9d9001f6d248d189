// SPEC §3 Speaker NameStyle/TitleStyle/CompanyStyle and URL, made safe to show. SPEC gives the
// style strings no format: Podium reads them as inline CSS declarations ("font-weight: bold;
// color: #1f4e79") and keeps only a whitelist of what a speaker's line may carry — bold, italic,
// underline and a #hex colour — rebuilt from known values, so no text of the style ever reaches
// the page as CSS. Anything else in the string is dropped. The URL becomes a link only when it is
// an absolute http(s) address.

/** A style string longer than this is not read at all (no speaker line needs more). */
export const SPEAKER_STYLE_MAX_LENGTH = 500;

/** The part of a speaker's style the viewer applies (React's style names). */
export interface SpeakerTextStyle {
  readonly fontWeight?: 'bold' | 'normal';
  readonly fontStyle?: 'italic' | 'normal';
  readonly textDecoration?: 'underline' | 'none';
  /** `#rrggbb`, lower case. */
  readonly color?: string;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/;
const NUMERIC_WEIGHT = /^[1-9]00$/;
/** CSS treats 600 and up as bold. */
const BOLD_FROM = 600;

function fontWeight(value: string): SpeakerTextStyle['fontWeight'] {
  if (value === 'bold' || value === 'bolder') return 'bold';
  if (value === 'normal' || value === 'lighter') return 'normal';
  if (NUMERIC_WEIGHT.test(value)) return Number(value) >= BOLD_FROM ? 'bold' : 'normal';
  return undefined;
}

function fontStyle(value: string): SpeakerTextStyle['fontStyle'] {
  if (value === 'italic' || value === 'oblique') return 'italic';
  return value === 'normal' ? 'normal' : undefined;
}

function textDecoration(value: string): SpeakerTextStyle['textDecoration'] {
  if (value === 'underline') return 'underline';
  return value === 'none' ? 'none' : undefined;
}

function colour(value: string): string | undefined {
  const hex = HEX_COLOUR.exec(value)?.[1];
  if (hex === undefined) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return `#${full}`;
}

/**
 * The whitelisted style of a speaker's name, title or company: each `property: value` declaration
 * whose property and value are both known sets one field; unknown ones are ignored, and a later
 * declaration of the same property wins, as in CSS.
 */
export function speakerTextStyle(style: string | null | undefined): SpeakerTextStyle {
  const result: Mutable<SpeakerTextStyle> = {};
  if (!style || style.length > SPEAKER_STYLE_MAX_LENGTH) return result;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    switch (property) {
      case 'font-weight': {
        const weight = fontWeight(value);
        if (weight) result.fontWeight = weight;
        break;
      }
      case 'font-style': {
        const italic = fontStyle(value);
        if (italic) result.fontStyle = italic;
        break;
      }
      case 'text-decoration':
      case 'text-decoration-line': {
        const line = textDecoration(value);
        if (line) result.textDecoration = line;
        break;
      }
      case 'color': {
        const hex = colour(value);
        if (hex) result.color = hex;
        break;
      }
    }
  }
  return result;
}

/** An absolute http(s) address: a host (no user name or password before it), no white space. */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#\\@]+(?:[/?#]\S*)?$/i;

/** Where a speaker's name links to: the URL when it is an absolute http(s) address, else null. */
export function speakerLinkHref(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  return WEB_ADDRESS.test(trimmed) ? trimmed : null;
}
