import { describe, expect, it } from 'vitest';
import {
  isIosUserAgent,
  showsBrowserBanner,
  StreamingNotice,
  StreamPlace,
  StreamPlay,
  streamingSupport,
} from './browser-support.ts';

const ua = {
  chrome120:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chrome79:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.130 Safari/537.36',
  firefox75: 'Mozilla/5.0 (X11; Linux x86_64; rv:75.0) Gecko/20100101 Firefox/75.0',
  edge81:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.92 Safari/537.36 Edg/81.0.416.53',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  ipadChrome:
    'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
};

describe('SPEC §5 unsupported-browser banner', () => {
  it('is not shown to Chrome 80, Firefox 75, Edge 81 or newer, on a desktop or Android', () => {
    for (const agent of [ua.chrome120, ua.firefox75, ua.edge81, ua.androidChrome])
      expect(showsBrowserBanner(agent)).toBe(false);
  });

  it('is shown to older, other and Safari browsers', () => {
    for (const agent of [ua.chrome79, ua.ie11, ua.opera, ua.safari, ''])
      expect(showsBrowserBanner(agent)).toBe(true);
  });

  it('is shown on iOS, whichever browser names itself there', () => {
    expect(isIosUserAgent(ua.ipadChrome)).toBe(true);
    expect(showsBrowserBanner(ua.ipadChrome)).toBe(true);
    expect(showsBrowserBanner(ua.iphoneSafari)).toBe(true);
  });
});

describe('SPEC §8 Browser Not Supported texts by browser and place', () => {
  it('on iOS nothing streams: "Streaming is not supported on iOS, use Dial-In."', () => {
    for (const place of [StreamPlace.LiveAudio, StreamPlace.LiveVideo]) {
      expect(streamingSupport(ua.iphoneSafari, place)).toEqual({
        plays: StreamPlay.None,
        notice: StreamingNotice.NotOnIos,
      });
      expect(streamingSupport(ua.ipadChrome, place).notice).toBe(StreamingNotice.NotOnIos);
    }
  });

  it('on Safari the live video plays as sound only, with the "stream the audio above" text', () => {
    expect(streamingSupport(ua.safari, StreamPlace.LiveVideo)).toEqual({
      plays: StreamPlay.AudioOnly,
      notice: StreamingNotice.StreamAudioAbove,
    });
  });

  it('on Safari the call audio streams', () => {
    expect(streamingSupport(ua.safari, StreamPlace.LiveAudio).plays).toBe(StreamPlay.Full);
  });

  it('elsewhere the stream is tried; the place has its text if the browser cannot play it', () => {
    for (const agent of [ua.chrome120, ua.chrome79, ua.ie11, ua.opera, ua.androidChrome]) {
      expect(streamingSupport(agent, StreamPlace.LiveAudio)).toEqual({
        plays: StreamPlay.Full,
        notice: StreamingNotice.UnableToStream,
      });
      expect(streamingSupport(agent, StreamPlace.LiveVideo)).toEqual({
        plays: StreamPlay.Full,
        notice: StreamingNotice.StreamingUnavailable,
      });
    }
  });
});
