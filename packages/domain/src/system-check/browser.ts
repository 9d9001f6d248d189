// SPEC §5 supported browsers: Chrome 80, Firefox 75, Edge 81 or newer. The browser is read from
// the user-agent string, which the caller passes in (the domain reads no globals).

export const BrowserName = {
  Chrome: 'chrome',
  Firefox: 'firefox',
  Edge: 'edge',
  Safari: 'safari',
  InternetExplorer: 'ie',
  Other: 'other',
} as const;
export type BrowserName = (typeof BrowserName)[keyof typeof BrowserName];

export interface BrowserInfo {
  readonly name: BrowserName;
  /** The major version, or null when the user agent does not say. */
  readonly major: number | null;
}

/** SPEC §5 minimum major versions; a browser not listed here is not supported. */
export const MIN_BROWSER_VERSIONS: Readonly<Partial<Record<BrowserName, number>>> = {
  [BrowserName.Chrome]: 80,
  [BrowserName.Firefox]: 75,
  [BrowserName.Edge]: 81,
};

function major(userAgent: string, pattern: RegExp): number | null {
  const match = pattern.exec(userAgent);
  if (match?.[1] === undefined) return null;
  const n = Number.parseInt(match[1], 10);
  return Number.isNaN(n) ? null : n;
}

/**
 * Which browser a user agent names. Order matters: Edge and Opera carry "Chrome/" too, Chrome
 * carries "Safari/", and IE 11 says "Trident/" with "rv:".
 */
export function parseUserAgent(userAgent: string): BrowserInfo {
  if (/Trident\/|MSIE /.test(userAgent)) {
    return {
      name: BrowserName.InternetExplorer,
      major: major(userAgent, /(?:MSIE |rv:)(\d+)/),
    };
  }
  if (/Edg(?:e|A|iOS)?\//.test(userAgent))
    return { name: BrowserName.Edge, major: major(userAgent, /Edg(?:e|A|iOS)?\/(\d+)/) };
  if (/OPR\/|Opera/.test(userAgent)) return { name: BrowserName.Other, major: null };
  if (/Firefox\/|FxiOS\//.test(userAgent))
    return { name: BrowserName.Firefox, major: major(userAgent, /(?:Firefox|FxiOS)\/(\d+)/) };
  if (/Chrome\/|Chromium\/|CriOS\//.test(userAgent))
    return {
      name: BrowserName.Chrome,
      major: major(userAgent, /(?:Chrome|Chromium|CriOS)\/(\d+)/),
    };
  if (/Safari\//.test(userAgent))
    return { name: BrowserName.Safari, major: major(userAgent, /Version\/(\d+)/) };
  return { name: BrowserName.Other, major: null };
}

/** SPEC §5: Chrome 80, Firefox 75, Edge 81 or newer. */
export function isSupportedBrowser(browser: BrowserInfo): boolean {
  const minimum = MIN_BROWSER_VERSIONS[browser.name];
  return minimum !== undefined && browser.major !== null && browser.major >= minimum;
}

/** SPEC §2 guided tour: "modern browsers (not IE11)". */
export function isModernBrowser(browser: BrowserInfo): boolean {
  return browser.name !== BrowserName.InternetExplorer;
}
