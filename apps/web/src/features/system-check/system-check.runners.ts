// The browser side of each system check (SPEC §2): the devices, the tone, the test stream. Each
// runner resolves with a domain result; none throws. The results add up in the domain reducer.
import {
  isSupportedBrowser,
  parseUserAgent,
  SYSTEM_CHECK_STEP_TIMEOUT_MS,
  SystemCheckFailure,
  type BrowserInfo,
  type SystemCheckResult,
} from '@podium/domain';

const passed: SystemCheckResult = { outcome: 'passed' };
const failed = (failure: SystemCheckFailure): SystemCheckResult => ({ outcome: 'failed', failure });

/** SPEC §5 minimum versions. */
export function checkBrowser(userAgent: string): {
  readonly browser: BrowserInfo;
  readonly result: SystemCheckResult;
} {
  const browser = parseUserAgent(userAgent);
  return {
    browser,
    result: isSupportedBrowser(browser) ? passed : failed(SystemCheckFailure.UnsupportedBrowser),
  };
}

function deviceFailure(error: unknown): SystemCheckFailure {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return SystemCheckFailure.Denied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return SystemCheckFailure.NotFound;
  return SystemCheckFailure.Error;
}

/**
 * Camera or microphone: the browser grants the device and its track is live. The stream is
 * handed to `keep` (the camera preview shows it; the page stops every track when it leaves).
 */
export async function checkDevice(
  kind: 'video' | 'audio',
  keep: (stream: MediaStream) => void,
): Promise<SystemCheckResult> {
  if (navigator.mediaDevices?.getUserMedia === undefined)
    return failed(SystemCheckFailure.NotSupported);
  try {
    const stream = await navigator.mediaDevices.getUserMedia(
      kind === 'video' ? { video: true } : { audio: true },
    );
    keep(stream);
    const tracks = kind === 'video' ? stream.getVideoTracks() : stream.getAudioTracks();
    return tracks.some((track) => track.readyState === 'live')
      ? passed
      : failed(SystemCheckFailure.NotFound);
  } catch (error) {
    return failed(deviceFailure(error));
  }
}

/** How long the speaker test tone plays (SPEC: not shown). */
export const TEST_TONE_MS = 1_500;
/** The tone's pitch: A4, easy to hear on laptop speakers. */
const TEST_TONE_HZ = 440;

/**
 * Plays the speaker test tone. The AudioContext is created in the click that starts the check
 * (browsers let audio start only from a user gesture) and passed in.
 */
export function playTestTone(context: AudioContext): void {
  void context.resume();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = TEST_TONE_HZ;
  gain.gain.value = 0.2;
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + TEST_TONE_MS / 1000);
}

const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * HLS playback: hls.js (loaded only now) where Media Source Extensions exist, else the browser's
 * own HLS. Passes once the test stream's time advances; fails on a fatal player error or after
 * SYSTEM_CHECK_STEP_TIMEOUT_MS. Returns the result and a function that releases the player.
 */
export async function checkHlsPlayback(
  video: HTMLVideoElement,
  url: string,
): Promise<{ readonly result: SystemCheckResult; readonly release: () => void }> {
  const { default: Hls } = await import('hls.js');
  let release = () => {
    video.removeAttribute('src');
    video.load();
  };
  const result = await new Promise<SystemCheckResult>((resolve) => {
    const timer = setTimeout(
      () => resolve(failed(SystemCheckFailure.Timeout)),
      SYSTEM_CHECK_STEP_TIMEOUT_MS,
    );
    const done = (r: SystemCheckResult) => {
      clearTimeout(timer);
      video.removeEventListener('timeupdate', onTime);
      resolve(r);
    };
    const onTime = () => {
      if (video.currentTime > 0) done(passed);
    };
    video.addEventListener('timeupdate', onTime);
    video.muted = true;
    // A muted video may start on its own; a refused play() leaves the timeout to decide.
    const start = () => void video.play()?.catch(() => undefined);
    if (Hls.isSupported()) {
      const hls = new Hls();
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) done(failed(SystemCheckFailure.Error));
      });
      hls.on(Hls.Events.MANIFEST_PARSED, start);
      hls.loadSource(url);
      hls.attachMedia(video);
      release = () => hls.destroy();
    } else if (video.canPlayType(HLS_MIME) !== '') {
      video.src = url;
      video.addEventListener('error', () => done(failed(SystemCheckFailure.Error)), {
        once: true,
      });
      start();
    } else {
      done(failed(SystemCheckFailure.NotSupported));
    }
  });
  return { result, release };
}
