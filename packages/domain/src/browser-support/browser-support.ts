// Browser support in the viewer: the banner for a browser outside SPEC §5's supported list
// (Chrome 80, Firefox 75, Edge 81 or newer), closed for good by the SPEC §9 "browser banner
// closed" cookie, and which SPEC §8 "Browser Not Supported" text a live-streaming place shows.
//
// SPEC §8 names the browsers that cannot stream: on iOS nothing streams ("Streaming is not
// supported on iOS, use Dial-In."); on Safari the live video's pictures do not ("video streaming
// ... You may stream the audio above or dial-in instead."), so the live video plays as sound
// only, its text beneath it. Elsewhere the stream is tried, and a browser that cannot play it
// after all sees the place's general text. The user agent is passed in (the domain reads no
// globals).
import { BrowserName, isSupportedBrowser, parseUserAgent } from '../system-check/browser.ts';

/** SPEC §9 cookie: the unsupported-browser banner was closed. */
export const BROWSER_BANNER_COOKIE = 'podium_browser_banner_closed';
/** Days the closed banner stays closed (SPEC §9: expiry in days given by the caller; unsaid). */
export const BROWSER_BANNER_COOKIE_DAYS = 30;

/** The places that stream live (SPEC §8 texts are worded per place). */
export const StreamPlace = {
  /** A conference call's live audio. */
  LiveAudio: 'liveAudio',
  /** A live video webinar's broadcast. */
  LiveVideo: 'liveVideo',
} as const;
export type StreamPlace = (typeof StreamPlace)[keyof typeof StreamPlace];

/** The SPEC §8 Browser Not Supported texts. */
export const StreamingNotice = {
  /** "Browser Not Supported: Due to browser restrictions, we are unable to stream video and audio at this time. You may dial-in to listen instead." */
  UnableToStream: 'unableToStream',
  /** "Due to browser restrictions, video and audio streaming is unavailable at this time. You may dial-in instead." */
  StreamingUnavailable: 'streamingUnavailable',
  /** Safari or iOS: "... video streaming ... You may stream the audio above or dial-in instead." */
  StreamAudioAbove: 'streamAudioAbove',
  /** "Streaming is not supported on iOS, use Dial-In." */
  NotOnIos: 'notOnIos',
} as const;
export type StreamingNotice = (typeof StreamingNotice)[keyof typeof StreamingNotice];

/** What a place plays in a browser: all of it, the sound only, or nothing. */
export const StreamPlay = { Full: 'full', AudioOnly: 'audioOnly', None: 'none' } as const;
export type StreamPlay = (typeof StreamPlay)[keyof typeof StreamPlay];

export interface StreamingSupport {
  readonly plays: StreamPlay;
  /**
   * The text shown in place of what does not play: at once when `plays` is not Full, otherwise
   * only if the browser turns out unable to play the stream.
   */
  readonly notice: StreamingNotice;
}

/** iPhone, iPad and iPod browsers (every one of them Safari's engine). */
export function isIosUserAgent(userAgent: string): boolean {
  return /\b(?:iPhone|iPad|iPod)\b/.test(userAgent);
}

/** SPEC §5: the banner is for a browser outside the supported list; iOS is outside it. */
export function showsBrowserBanner(userAgent: string): boolean {
  return isIosUserAgent(userAgent) || !isSupportedBrowser(parseUserAgent(userAgent));
}

/** SPEC §8: what a live-streaming place plays in this browser, and its text when it cannot. */
export function streamingSupport(userAgent: string, place: StreamPlace): StreamingSupport {
  if (isIosUserAgent(userAgent))
    return { plays: StreamPlay.None, notice: StreamingNotice.NotOnIos };
  if (place === StreamPlace.LiveAudio)
    return { plays: StreamPlay.Full, notice: StreamingNotice.UnableToStream };
  if (parseUserAgent(userAgent).name === BrowserName.Safari)
    return { plays: StreamPlay.AudioOnly, notice: StreamingNotice.StreamAudioAbove };
  return { plays: StreamPlay.Full, notice: StreamingNotice.StreamingUnavailable };
}
