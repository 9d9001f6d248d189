// Runs the system check of SPEC §2/§4 in the page: the domain reducer holds the states (init,
// running, completed) and results; this hook runs the current check's browser side and, once
// completed, keeps or clears the SPEC §9 "system check passed" cookie.
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  initialSystemCheck,
  networkCheckResult,
  SYSTEM_CHECK_COOKIE,
  SYSTEM_CHECK_COOKIE_DAYS,
  SystemCheckFailure,
  SystemCheckId,
  systemCheckOutcome,
  systemCheckReducer,
  type BrowserInfo,
  type SystemCheckResult,
  type SystemCheckRole,
  type SystemCheckState,
} from '@podium/domain';
import { setCookie } from '../../shared/cookies.ts';
import { fetchSignature } from './system-check.api.ts';
import {
  checkBrowser,
  checkDevice,
  checkHlsPlayback,
  playTestTone,
} from './system-check.runners.ts';

/** What the result list shows beside a check's outcome. */
export interface SystemCheckDetails {
  readonly browser: BrowserInfo | null;
  readonly roundTripMs: number | null;
}

export interface SystemCheck {
  readonly state: SystemCheckState;
  readonly outcome: 'passed' | 'failed' | null;
  readonly details: SystemCheckDetails;
  readonly start: () => void;
  /** The person's answer to the speaker test. */
  readonly answerSpeaker: (heard: boolean) => void;
  readonly replayTone: () => void;
  readonly cameraStream: MediaStream | null;
  readonly testVideoRef: React.RefObject<HTMLVideoElement | null>;
}

export function useSystemCheck(role: SystemCheckRole): SystemCheck {
  const [state, dispatch] = useReducer(systemCheckReducer, role, initialSystemCheck);
  const [details, setDetails] = useState<SystemCheckDetails>({ browser: null, roundTripMs: null });
  const [cameraStream, setCameraStream] = useState<MediaStream | null>(null);
  const testVideoRef = useRef<HTMLVideoElement>(null);
  const audioRef = useRef<AudioContext | null>(null);
  const streamsRef = useRef<MediaStream[]>([]);
  const streamUrlRef = useRef<string | null>(null);
  const releasePlayerRef = useRef<(() => void) | null>(null);

  /** Stops the devices and the test stream of an earlier run (or of the page, when it leaves). */
  const releaseAll = useCallback(() => {
    for (const stream of streamsRef.current) for (const track of stream.getTracks()) track.stop();
    streamsRef.current = [];
    releasePlayerRef.current?.();
    releasePlayerRef.current = null;
  }, []);
  const outcome = systemCheckOutcome(state);

  const report = useCallback(
    (id: SystemCheckId, result: SystemCheckResult) => dispatch({ type: 'result', id, result }),
    [],
  );

  const start = useCallback(() => {
    // Created in the click: browsers let audio start only from a user gesture.
    audioRef.current ??= new AudioContext();
    releaseAll();
    setCameraStream(null);
    dispatch({ type: 'start' });
  }, [releaseAll]);

  const replayTone = useCallback(() => {
    if (audioRef.current !== null) playTestTone(audioRef.current);
  }, []);

  const answerSpeaker = useCallback(
    (heard: boolean) =>
      report(
        SystemCheckId.Speaker,
        heard ? { outcome: 'passed' } : { outcome: 'failed', failure: SystemCheckFailure.NotHeard },
      ),
    [report],
  );

  const current = state.current;
  useEffect(() => {
    const id = current;
    if (id === null) return undefined;
    let cancelled = false;
    const finish = (result: SystemCheckResult) => {
      if (!cancelled) report(id, result);
    };
    const keep = (stream: MediaStream) => {
      streamsRef.current.push(stream);
      if (stream.getVideoTracks().length > 0) setCameraStream(stream);
    };
    switch (id) {
      case SystemCheckId.Browser: {
        const { browser, result } = checkBrowser(navigator.userAgent);
        setDetails((d) => ({ ...d, browser }));
        finish(result);
        break;
      }
      case SystemCheckId.Camera:
        void checkDevice('video', keep).then(finish);
        break;
      case SystemCheckId.Microphone:
        void checkDevice('audio', keep).then(finish);
        break;
      case SystemCheckId.Speaker:
        replayTone();
        break;
      case SystemCheckId.Network:
        fetchSignature().then(
          (timed) => {
            streamUrlRef.current = timed.streamUrl;
            setDetails((d) => ({ ...d, roundTripMs: timed.roundTripMs }));
            finish(networkCheckResult(timed.roundTripMs));
          },
          () => finish(networkCheckResult(null)),
        );
        break;
      case SystemCheckId.Hls: {
        const video = testVideoRef.current;
        const url = streamUrlRef.current;
        if (video === null || url === null) {
          finish({ outcome: 'failed', failure: SystemCheckFailure.Unreachable });
          break;
        }
        checkHlsPlayback(video, url).then(
          (played) => {
            // The test stream plays on after it passed, until the page leaves or runs again.
            if (cancelled) played.release();
            else releasePlayerRef.current = played.release;
            finish(played.result);
          },
          () => finish({ outcome: 'failed', failure: SystemCheckFailure.Error }),
        );
        break;
      }
    }
    return () => {
      cancelled = true;
    };
  }, [current, report, replayTone]);

  // SPEC §9: the cookie says the check passed; a failed run takes it back.
  useEffect(() => {
    if (outcome === 'passed') setCookie(SYSTEM_CHECK_COOKIE, role, SYSTEM_CHECK_COOKIE_DAYS);
    if (outcome === 'failed') setCookie(SYSTEM_CHECK_COOKIE, '', -1);
  }, [outcome, role]);

  // Leaving the page frees the camera, the microphone and the audio output.
  useEffect(
    () => () => {
      releaseAll();
      void audioRef.current?.close();
      audioRef.current = null;
    },
    [releaseAll],
  );

  return {
    state,
    outcome,
    details,
    start,
    answerSpeaker,
    replayTone,
    cameraStream,
    testVideoRef,
  };
}
