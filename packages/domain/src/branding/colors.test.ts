import { describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../constants.ts';
import {
  brandingPalette,
  contrastRatio,
  darkenHexColor,
  MIN_TEXT_CONTRAST,
  readableFill,
  parseHexColor,
  parsePrimaryColor,
  shouldApplyBranding,
  toHexColor,
} from './colors.ts';

describe('SPEC §3 hex colours', () => {
  it('parses #rrggbb and #rgb in any case', () => {
    expect(parseHexColor('#2E7FD1')).toEqual({ r: 46, g: 127, b: 209 });
    expect(parseHexColor(' #abc ')).toEqual({ r: 170, g: 187, b: 204 });
  });
  it.each([['2e7fd1'], ['#2e7fd'], ['#2e7fd1ff'], ['#ggg'], ['red'], ['']])(
    'rejects %j',
    (text) => {
      expect(parseHexColor(text)).toBeNull();
    },
  );
  it('formats lower-case #rrggbb, rounding and clamping channels', () => {
    expect(toHexColor({ r: 0, g: 15.6, b: 300 })).toBe('#0010ff');
  });
});

describe('SPEC §3 branding colours: primary darkened 15% and 30% (HSL lightness minus that many points)', () => {
  it.each([
    ['#2e7fd1', 15, '#205992'],
    ['#2e7fd1', 30, '#123354'],
    ['#ff0000', 15, '#b30000'],
    ['#ffffff', 15, '#d9d9d9'],
    ['#808080', 30, '#343434'],
    ['#0000ff', 30, '#000066'],
    ['#00ffff', 15, '#00b3b3'],
  ])('darken(%s, %s) = %s', (hex, points, expected) => {
    expect(darkenHexColor(hex, points)).toBe(expected);
  });
  it('floors at black', () => {
    expect(darkenHexColor('#1a1a1a', 30)).toBe('#000000');
    expect(darkenHexColor('#000000', 15)).toBe('#000000');
  });
  it('zero points leaves the colour unchanged', () => {
    expect(darkenHexColor('#2e7fd1', 0)).toBe('#2e7fd1');
  });
  it('refuses a non-hex colour', () => {
    expect(darkenHexColor('blue', 15)).toBeNull();
  });
  it('builds the palette from the primary colour', () => {
    expect(brandingPalette('#2E7FD1')).toEqual({
      primary: '#2e7fd1',
      primaryDark: '#205992',
      primaryDarker: '#123354',
      primaryFill: readableFill('#2e7fd1'),
    });
    expect(brandingPalette('#abc')?.primary).toBe('#aabbcc');
    expect(brandingPalette('nope')).toBeNull();
  });
});

describe('SPEC §3 primary colour from the branding stylesheet', () => {
  it('reads --podium-primary', () => {
    expect(parsePrimaryColor(':root { --podium-primary: #1A5276; --other: #fff; }')).toBe(
      '#1a5276',
    );
  });
  it('accepts the last declaration without a semicolon and short hex', () => {
    expect(parsePrimaryColor(':root{--podium-primary:#0a0}')).toBe('#00aa00');
  });
  it('ignores commented-out declarations', () => {
    expect(
      parsePrimaryColor('/* --podium-primary: #ff0000; */ :root { --podium-primary: #00ff00; }'),
    ).toBe('#00ff00');
  });
  it('the last valid declaration wins', () => {
    expect(
      parsePrimaryColor(
        ':root{--podium-primary:#111111;} .x{--podium-primary:#222222;} .y{--podium-primary:blue;}',
      ),
    ).toBe('#222222');
  });
  it('does not read a longer property name', () => {
    expect(parsePrimaryColor(':root { --podium-primary-dark: #123456; }')).toBeNull();
  });
  it('null when absent or not hex', () => {
    expect(parsePrimaryColor('')).toBeNull();
    expect(parsePrimaryColor(':root { --podium-primary: rgb(1, 2, 3); }')).toBeNull();
  });
});

describe('SPEC §5 branding skipped when the group guid is the empty guid', () => {
  it('skips the empty guid, in any case, and a missing guid', () => {
    expect(shouldApplyBranding(EMPTY_GUID)).toBe(false);
    expect(shouldApplyBranding(` ${EMPTY_GUID} `)).toBe(false);
    expect(shouldApplyBranding('')).toBe(false);
    expect(shouldApplyBranding(null)).toBe(false);
    expect(shouldApplyBranding(undefined)).toBe(false);
  });
  it('applies any other guid', () => {
    expect(shouldApplyBranding('3F2504E0-4F89-11D3-9A0C-0305E82C3301')).toBe(true);
  });
});

describe('readable fill for white text (WCAG 2 AA)', () => {
  const white = { r: 255, g: 255, b: 255 };
  const ratio = (hex: string) => contrastRatio(parseHexColor(hex)!, white);

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio(white, { r: 0, g: 0, b: 0 })).toBeCloseTo(21, 5);
    expect(ratio('#ffffff')).toBe(1);
    // The default primary alone is below AA with white text.
    expect(ratio('#2e7fd1')).toBeLessThan(MIN_TEXT_CONTRAST);
  });

  it('keeps a primary white text already reads on', () => {
    expect(readableFill('#205992')).toBe('#205992');
  });

  it('darkens a light primary by just enough', () => {
    const fill = readableFill('#2e7fd1')!;
    expect(ratio(fill)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    // One lightness point less would not read: the fill is the closest to the brand colour.
    expect(ratio(darkenHexColor(fill, -1)!)).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(readableFill('#ffff00')).not.toBeNull();
    expect(ratio(readableFill('#ffff00')!)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('is null for what is not a colour', () => {
    expect(readableFill('blue')).toBeNull();
  });
});
