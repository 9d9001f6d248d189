// The active speaker: each remote participant's audio measured with a WebAudio analyser; the
// loudest above a floor is highlighted, and takes the large tile by the domain's stage rule (held
// against flicker). Levels are kept for the tiles as well.
import { nextMeetingStage } from '@podium/domain';
import { setMeeting, useMeetingStore } from './meeting.store.ts';

/** How often levels are read. */
const SAMPLE_MS = 200;
/** Below this RMS level nobody counts as speaking (room noise, comfort noise). */
const SPEAKING_FLOOR = 0.01;

/** Moves the stage for who speaks now (`self`: this participant, never on their own stage). */
export function updateStage(
  activeSpeaker: number | null,
  self: number | null,
  nowMs: number,
): void {
  const { stage, participants } = useMeetingStore.getState();
  const next = nextMeetingStage(stage, { participants, self, activeSpeaker, nowMs });
  if (next !== stage) setMeeting({ stage: next });
}

export function startSpeakerDetection(self: number | null): () => void {
  const AudioContextClass = window.AudioContext;
  if (typeof AudioContextClass !== 'function') return () => undefined;
  const context = new AudioContextClass();
  const analysers = new Map<
    MediaStream,
    { node: AnalyserNode; source: MediaStreamAudioSourceNode }
  >();
  const buffer = new Float32Array(1024);

  const timer = setInterval(() => {
    void context.resume().catch(() => undefined);
    const { remoteStreams } = useMeetingStore.getState();
    for (const [stream, entry] of analysers) {
      if ([...remoteStreams.values()].includes(stream)) continue;
      entry.source.disconnect();
      analysers.delete(stream);
    }
    const levels = new Map<number, number>();
    let loudest: { coreUserId: number; level: number } | null = null;
    for (const [coreUserId, stream] of remoteStreams) {
      if (stream.getAudioTracks().length === 0) continue;
      let entry = analysers.get(stream);
      if (!entry) {
        const source = context.createMediaStreamSource(stream);
        const node = context.createAnalyser();
        node.fftSize = buffer.length;
        source.connect(node);
        entry = { node, source };
        analysers.set(stream, entry);
      }
      entry.node.getFloatTimeDomainData(buffer);
      let sum = 0;
      for (const sample of buffer) sum += sample * sample;
      const level = Math.sqrt(sum / buffer.length);
      levels.set(coreUserId, level);
      if (level > SPEAKING_FLOOR && (loudest === null || level > loudest.level))
        loudest = { coreUserId, level };
    }
    const activeSpeaker = loudest?.coreUserId ?? null;
    setMeeting({ audioLevels: levels, activeSpeaker });
    updateStage(activeSpeaker, self, Date.now());
  }, SAMPLE_MS);

  return () => {
    clearInterval(timer);
    for (const entry of analysers.values()) entry.source.disconnect();
    void context.close().catch(() => undefined);
  };
}
