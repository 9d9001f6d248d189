// The calls' mixes in this process: at most one mixer run per call, begun when the call's audio
// is first needed (a speaker joins, the call goes LIVE, a listener asks for the stream) and ended
// when the call ends. Each run writes its own folder of the call's recordings.
import { CALL_AUDIO_MAX_SPEAKERS } from '@podium/domain';
import { startCallMixer, type CallMixer } from './mixer.ts';
import { runName, type CallRecordings } from './recordings.ts';

interface Run {
  readonly name: string;
  readonly mixer: Promise<CallMixer>;
  /** The mixer once started: packets go straight to it. */
  ready: CallMixer | null;
}

export interface CallMixesOptions {
  readonly recordings: CallRecordings;
  readonly ffmpegPath: string;
  readonly log: (message: string) => void;
}

export function createCallMixes(options: CallMixesOptions) {
  const runs = new Map<number, Run>();
  /** Mixes ending now: closing waits for them too, so none writes after the server stopped. */
  const stopping = new Set<Promise<void>>();
  /** Each call's run ending now: its last segment is still being written. */
  const ending = new Map<number, Promise<void>>();
  /** After close no mix begins (a late status change of a stopping server). */
  let closed = false;
  /** Mixers that ended by themselves leave the map so the next need starts another run. */
  function watch(confId: number, run: Run): void {
    void run.mixer
      .then((mixer) => mixer.exited)
      .catch(() => false)
      .then(() => {
        if (runs.get(confId) === run) runs.delete(confId);
      });
  }

  function end(run: Run): Promise<void> {
    const ending = run.mixer.then((mixer) => mixer.stop()).catch(() => undefined);
    stopping.add(ending);
    return ending.finally(() => stopping.delete(ending));
  }

  return {
    /** The call's run in this process, started now when it has none. Returns its name. */
    ensure(confId: number): string {
      const running = runs.get(confId);
      if (running) return running.name;
      if (closed) return runName(0);
      // Names are moments: one later than any run this call had, so runs sort in time.
      const name = runName(Date.now());
      const run: Run = {
        name,
        mixer: startCallMixer({
          ffmpegPath: options.ffmpegPath,
          outDir: options.recordings.dirOf(confId, name),
          slots: CALL_AUDIO_MAX_SPEAKERS,
          log: options.log,
        }),
        ready: null,
      };
      runs.set(confId, run);
      run.mixer.then(
        (mixer) => (run.ready = mixer),
        (error: unknown) => options.log(`call audio mix failed: ${String(error)}`),
      );
      watch(confId, run);
      return name;
    },

    running: (confId: number) => runs.get(confId)?.name ?? null,

    runningCalls: () => [...runs.keys()],

    /** One packet of the speaker in `slot`, into the call's mix once it runs. */
    speak(confId: number, slot: number, payload: Buffer, sequence: number, timestamp: number) {
      runs.get(confId)?.ready?.speak(slot, payload, sequence, timestamp);
    },

    /** Ends the call's mix: its recording complete. */
    async stop(confId: number): Promise<void> {
      const run = runs.get(confId);
      if (!run) return ending.get(confId);
      runs.delete(confId);
      const done = end(run);
      ending.set(confId, done);
      await done;
      if (ending.get(confId) === done) ending.delete(confId);
    },

    /** Resolves once no run of the call is ending (its recording is complete on disk). */
    ended: (confId: number): Promise<void> => ending.get(confId) ?? Promise.resolve(),

    async close(): Promise<void> {
      closed = true;
      const all = [...runs.values()];
      runs.clear();
      await Promise.all([...all.map(end), ...stopping]);
    },
  };
}

export type CallMixes = ReturnType<typeof createCallMixes>;
