// How loud the speaker's own microphone is, for the level meter: a Web Audio AnalyserNode on the
// local track, read every LEVEL_INTERVAL_MS, as 0 (silence) to 100 (as loud as it gets).

export const LEVEL_INTERVAL_MS = 100;
/** The quietest level the meter shows above zero, in dBFS. */
const FLOOR_DB = -60;

/**
 * The level of one frame of time-domain samples (bytes centred on 128, as
 * AnalyserNode.getByteTimeDomainData gives them), 0 to 100 on a decibel scale.
 */
export function levelOf(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) {
    const value = (sample - 128) / 128;
    sum += value * value;
  }
  const rms = Math.sqrt(sum / samples.length);
  if (rms === 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.round(Math.min(100, Math.max(0, ((db - FLOOR_DB) / -FLOOR_DB) * 100)));
}

/**
 * Reads the stream's level until the returned function is called; onLevel hears each reading.
 * Without Web Audio (an old browser, tests) nothing is read and the level stays 0.
 */
export function startLevelMeter(stream: MediaStream, onLevel: (level: number) => void): () => void {
  if (typeof AudioContext === 'undefined' || stream.getAudioTracks().length === 0)
    return () => undefined;
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const samples = new Uint8Array(analyser.fftSize);
  const timer = setInterval(() => {
    analyser.getByteTimeDomainData(samples);
    onLevel(levelOf(samples));
  }, LEVEL_INTERVAL_MS);
  return () => {
    clearInterval(timer);
    source.disconnect();
    void context.close().catch(() => undefined);
  };
}
