// The studio's camera and feed: the chosen camera and microphone (getUserMedia), and the feed to
// the event — MediaRecorder's WebM chunks posted in order to the built-in provider's ingest
// (SPEC §7 getConnectionURL's BrowserIngestUrl), one at a time, with the server's count of HLS
// segments made from them.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { STUDIO_CHUNK_MS, type LiveVideoIngestState } from '@podium/domain';
import { fetchIngestState, sendIngestChunk, startIngest, stopIngest } from './live-video.api.ts';

/** How often the studio reads the feed's state while sending. */
export const INGEST_POLL_MS = 1000;
const RECORDER_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp8', 'video/webm'];

export type StudioPhase = 'idle' | 'camera' | 'sending' | 'stopped' | 'error';

export interface Studio {
  readonly phase: StudioPhase;
  readonly error: string | null;
  readonly ingest: LiveVideoIngestState | null;
  readonly cameras: readonly MediaDeviceInfo[];
  readonly microphones: readonly MediaDeviceInfo[];
  readonly cameraId: string;
  readonly microphoneId: string;
  setCameraId(id: string): void;
  setMicrophoneId(id: string): void;
  startCamera(): Promise<void>;
  startSending(): Promise<void>;
  stopSending(): Promise<void>;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export function useStudio(presId: number, videoRef: RefObject<HTMLVideoElement | null>): Studio {
  const [phase, setPhase] = useState<StudioPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [ingest, setIngest] = useState<LiveVideoIngestState | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const streamRef = useRef<MediaStream | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const queueRef = useRef<Promise<void>>(Promise.resolve());

  const startCamera = useCallback(async () => {
    setError(null);
    try {
      streamRef.current?.getTracks().forEach((track) => track.stop());
      const stream = await navigator.mediaDevices.getUserMedia({
        video: cameraId ? { deviceId: { exact: cameraId } } : true,
        audio: microphoneId ? { deviceId: { exact: microphoneId } } : true,
      });
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play().catch(() => undefined);
      }
      setDevices(await navigator.mediaDevices.enumerateDevices());
      setPhase((p) => (p === 'sending' ? p : 'camera'));
    } catch (e) {
      setError(message(e));
      setPhase('error');
    }
  }, [cameraId, microphoneId, videoRef]);

  const startSending = useCallback(async () => {
    const stream = streamRef.current;
    if (stream === null) return;
    setError(null);
    try {
      await startIngest(presId);
      const mimeType = RECORDER_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
      const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : {});
      let seq = 0;
      recorder.ondataavailable = (event) => {
        if (event.data.size === 0) return;
        const n = seq++;
        queueRef.current = queueRef.current
          .then(() => sendIngestChunk(presId, n, event.data))
          .catch((e: unknown) => {
            setError(message(e));
            setPhase('error');
            if (recorder.state !== 'inactive') recorder.stop();
          });
      };
      recorder.start(STUDIO_CHUNK_MS);
      recorderRef.current = recorder;
      setPhase('sending');
    } catch (e) {
      setError(message(e));
      setPhase('error');
    }
  }, [presId]);

  const stopSending = useCallback(async () => {
    const recorder = recorderRef.current;
    recorderRef.current = null;
    if (recorder && recorder.state !== 'inactive') {
      const stopped = new Promise((resolve) => recorder.addEventListener('stop', resolve));
      recorder.stop();
      await stopped;
    }
    await queueRef.current;
    await stopIngest(presId).catch((e: unknown) => setError(message(e)));
    setIngest(await fetchIngestState(presId).catch(() => null));
    setPhase('stopped');
  }, [presId]);

  useEffect(() => {
    if (phase !== 'sending') return;
    const timer = setInterval(() => {
      fetchIngestState(presId)
        .then(setIngest)
        .catch(() => undefined);
    }, INGEST_POLL_MS);
    return () => clearInterval(timer);
  }, [phase, presId]);

  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      streamRef.current?.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  return {
    phase,
    error,
    ingest,
    cameras: devices.filter((d) => d.kind === 'videoinput'),
    microphones: devices.filter((d) => d.kind === 'audioinput'),
    cameraId,
    microphoneId,
    setCameraId,
    setMicrophoneId,
    startCamera,
    startSending,
    stopSending,
  };
}
