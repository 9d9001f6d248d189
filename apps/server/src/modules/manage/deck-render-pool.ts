// The deck render pool: slide decks are rendered in worker threads (piscina), never on the thread
// that answers requests, where parsing a large PDF or drawing a dense page held every other
// user's request for seconds. At most DECK_RENDER_THREADS decks render at once; more wait their
// turn in the pool's queue. The threads run at a lower priority than the server's own, so on a
// busy machine requests come first.
import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { UnsupportedMediaError, ValidationError } from '@podium/domain';
import type {
  DeckRenderProgress,
  DeckRenderResult,
  DeckRenderTask,
  RenderedSlide,
} from './deck-render.worker.ts';

export type { DeckRenderProgress, RenderedSlide } from './deck-render.worker.ts';

/** Decks rendered at once: one core is left to the server's requests, and no more than four. */
export const DECK_RENDER_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
/** A thread with no deck to render for this long ends, and pdfjs's memory with it. */
const IDLE_THREAD_MS = 60_000;
/** How much lower the render threads' priority is than the server's (nice, on Linux and macOS). */
const RENDER_NICE_INCREMENT = 10;

export interface DeckRenderPool {
  /**
   * Renders the PDF at `source` into `outDir`; `onProgress` hears of the page count and of each
   * page done. A file that is not a usable deck rejects with the domain's 4xx error.
   */
  render(
    source: string,
    outDir: string,
    onProgress: (progress: DeckRenderProgress) => void,
  ): Promise<RenderedSlide[]>;
  /** Ends the threads; renders under way reject. */
  close(): Promise<void>;
}

export function createDeckRenderPool(threads = DECK_RENDER_THREADS): DeckRenderPool {
  const pool = new Piscina<DeckRenderTask, DeckRenderResult>({
    filename: new URL('./deck-render.worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: IDLE_THREAD_MS,
    niceIncrement: RENDER_NICE_INCREMENT,
    // The thread makes TypeScript loadable itself (deck-render.worker.mjs), whatever flags the
    // server was started with.
    execArgv: [],
  });
  return {
    async render(source, outDir, onProgress) {
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (progress: DeckRenderProgress) => onProgress(progress));
      try {
        const task: DeckRenderTask = { source, outDir, progress: port2 };
        const result = await pool.run(task, { transferList: [port2] });
        if (result.ok) return [...result.slides];
        throw result.refusal === 'unsupported'
          ? new UnsupportedMediaError(result.message)
          : new ValidationError(result.message);
      } finally {
        port1.close();
      }
    },
    close: () => pool.destroy(),
  };
}
