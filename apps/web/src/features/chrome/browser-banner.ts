// SPEC §5/§9: whether the unsupported-browser banner shows, and closing it for good. Kept apart
// from the banner itself, so the viewer asks without loading the banner's chunk.
import {
  BROWSER_BANNER_COOKIE,
  BROWSER_BANNER_COOKIE_DAYS,
  showsBrowserBanner,
} from '@podium/domain';
import { readCookie, setCookie } from '../../shared/cookies.ts';

const CLOSED = '1';

/** The browser is outside SPEC §5's supported list and has not closed the banner. */
export function browserBannerWanted(userAgent: string): boolean {
  return showsBrowserBanner(userAgent) && readCookie(BROWSER_BANNER_COOKIE) !== CLOSED;
}

/** Sets the SPEC §9 "browser banner closed" cookie. */
export function closeBrowserBanner(): void {
  setCookie(BROWSER_BANNER_COOKIE, CLOSED, BROWSER_BANNER_COOKIE_DAYS);
}
