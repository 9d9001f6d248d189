import { describe, expect, it } from 'vitest';
import { BrowserName, isModernBrowser, isSupportedBrowser, parseUserAgent } from './browser.ts';

const ua = {
  chrome79:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.130 Safari/537.36',
  chrome80:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.149 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  firefox74: 'Mozilla/5.0 (X11; Linux x86_64; rv:74.0) Gecko/20100101 Firefox/74.0',
  firefox75: 'Mozilla/5.0 (X11; Linux x86_64; rv:75.0) Gecko/20100101 Firefox/75.0',
  edge80:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/80.0.3987.149 Safari/537.36 Edg/80.0.361.69',
  edge81:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.92 Safari/537.36 Edg/81.0.416.53',
  legacyEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.18363',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
};

describe('SPEC §5 supported browsers: Chrome 80, Firefox 75, Edge 81 or newer', () => {
  it('reads the browser and its major version', () => {
    expect(parseUserAgent(ua.chrome80)).toEqual({ name: BrowserName.Chrome, major: 80 });
    expect(parseUserAgent(ua.headless)).toEqual({ name: BrowserName.Chrome, major: 131 });
    expect(parseUserAgent(ua.firefox75)).toEqual({ name: BrowserName.Firefox, major: 75 });
    expect(parseUserAgent(ua.edge81)).toEqual({ name: BrowserName.Edge, major: 81 });
    expect(parseUserAgent(ua.legacyEdge)).toEqual({ name: BrowserName.Edge, major: 18 });
    expect(parseUserAgent(ua.ie11)).toEqual({ name: BrowserName.InternetExplorer, major: 11 });
    expect(parseUserAgent(ua.safari)).toEqual({ name: BrowserName.Safari, major: 17 });
    expect(parseUserAgent(ua.opera).name).toBe(BrowserName.Other);
    expect(parseUserAgent('curl/8.0').name).toBe(BrowserName.Other);
  });

  it('accepts each browser from its minimum version and refuses the one before', () => {
    expect(isSupportedBrowser(parseUserAgent(ua.chrome79))).toBe(false);
    expect(isSupportedBrowser(parseUserAgent(ua.chrome80))).toBe(true);
    expect(isSupportedBrowser(parseUserAgent(ua.firefox74))).toBe(false);
    expect(isSupportedBrowser(parseUserAgent(ua.firefox75))).toBe(true);
    expect(isSupportedBrowser(parseUserAgent(ua.edge80))).toBe(false);
    expect(isSupportedBrowser(parseUserAgent(ua.edge81))).toBe(true);
  });

  it('refuses browsers SPEC §5 does not list, and an unknown version', () => {
    expect(isSupportedBrowser(parseUserAgent(ua.ie11))).toBe(false);
    expect(isSupportedBrowser(parseUserAgent(ua.legacyEdge))).toBe(false);
    expect(isSupportedBrowser(parseUserAgent(ua.safari))).toBe(false);
    expect(isSupportedBrowser({ name: BrowserName.Chrome, major: null })).toBe(false);
  });

  it('SPEC §2: every browser but IE11 counts as modern for the tour', () => {
    expect(isModernBrowser(parseUserAgent(ua.ie11))).toBe(false);
    expect(isModernBrowser(parseUserAgent(ua.safari))).toBe(true);
    expect(isModernBrowser(parseUserAgent(ua.chrome80))).toBe(true);
  });
});
