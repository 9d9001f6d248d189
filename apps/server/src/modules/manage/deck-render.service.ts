// Making an event's slides from an uploaded PDF, in the background: the upload is moved into the
// render's scratch folder (DATA_DIR/scratch/decks/{renderId}), the deck render pool draws the
// pages there, and the server's thread then stores the files under a fresh folder and replaces
// the slide rows in one transaction; open viewers get the new deck at once. How far it is goes to
// slide_deck_renders as pages are made, for the manage page to show. Bad files end Failed with
// the reason; nothing of theirs is stored. The scratch folder is removed in every case, and what
// a process that stopped mid-render left (its render underway, its scratch folder) is cleaned up
// at the next start and, for processes sharing a database, once its claim has gone stale.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ConflictError,
  DECK_RENDER_BUSY_MESSAGE,
  DECK_RENDER_INTERRUPTED_MESSAGE,
  DomainError,
  slideVariantKey,
} from '@podium/domain';
import type { HubPublisher } from '../../realtime/hub.types.ts';
import type { Storage } from '../../storage/storage.ts';
import type { DeckRenderPool, DeckRenderProgress, RenderedSlide } from './deck-render-pool.ts';
import type { DeckRenderRepository, DeckRenderRow } from './deck-render.repository.ts';
import type { ManageRepository, NewSlideRow } from './manage.repository.ts';
import { publishDeck, removeDeckFiles } from './deck-slides.ts';

interface Dependencies {
  readonly renders: DeckRenderRepository;
  readonly repo: ManageRepository;
  readonly hub: HubPublisher;
  readonly storage: Storage;
  readonly pool: DeckRenderPool;
  /** The folder that holds one scratch folder per render underway. */
  readonly scratchDir: string;
  /** Where a render that failed for a reason other than its file is reported. */
  readonly log: { error(details: object, message: string): void };
  readonly now: () => Date;
  /**
   * The database is this process's alone (the embedded one, which one process opens at a time):
   * at start, every render underway was its previous run's.
   */
  readonly soleProcess: boolean;
}

/** A render whose claim was not renewed for this long is taken to have lost its process. */
export const DECK_RENDER_CLAIM_STALE_MS = 2 * 60_000;
/** How often a render renews its claim between pages (a long page, a wait for its turn). */
export const DECK_RENDER_CLAIM_RENEW_MS = 30_000;
/** How often a process looks for renders whose process stopped and for unused scratch folders. */
export const DECK_RENDER_SWEEP_MS = 60_000;
/** Progress is written at most this often (and when the page count is known, and at the end). */
const PROGRESS_WRITE_MS = 500;
/** What the PDF is called in its render's scratch folder. */
const SOURCE_FILE = 'deck.pdf';
const FAILED_MESSAGE = 'The slides could not be made from this PDF.';

export function createDeckRenderService(deps: Dependencies) {
  const { renders, repo, hub, storage, pool, scratchDir, log, now, soleProcess } = deps;
  /** This process's name on the renders it makes. */
  const claimer = randomUUID();
  const running = new Set<Promise<void>>();
  let stopping = false;
  let sweeps: ReturnType<typeof setInterval> | null = null;

  const folderOf = (renderId: string) => join(scratchDir, renderId);

  /** Copies the pages' files into storage under a fresh folder; the rows to store for them. */
  async function store(presId: number, pages: readonly RenderedSlide[]): Promise<NewSlideRow[]> {
    const deckId = randomUUID();
    const rows: NewSlideRow[] = [];
    try {
      for (const [index, page] of pages.entries()) {
        const base = `${presId}/deck-${deckId}/${String(index + 1).padStart(3, '0')}`;
        const row = {
          guid: randomUUID(),
          index,
          title: `Slide ${index + 1}`,
          imageKey: `${base}-slide.jpg`,
          thumbnailKey: `${base}-thumb.jpg`,
          text: page.text,
          ...page.sizes,
        };
        rows.push(row);
        await storage.putFile('slides', row.imageKey, page.imageFile);
        await storage.putFile('slides', row.thumbnailKey, page.thumbnailFile);
        for (const copy of page.variants) {
          const original = copy.kind === 'image' ? row.imageKey : row.thumbnailKey;
          await storage.putFile('slides', slideVariantKey(original, copy.width), copy.path);
        }
      }
      return rows;
    } catch (error) {
      await removeDeckFiles(storage, rows);
      throw error;
    }
  }

  /** The stored deck replaces the event's slides, and open viewers are told. */
  async function replace(presId: number, rows: readonly NewSlideRow[]): Promise<void> {
    const previous = await repo.listSlides(presId);
    let stored;
    try {
      stored = await repo.replaceSlides(presId, rows);
    } catch (error) {
      await removeDeckFiles(storage, rows);
      throw error;
    }
    await removeDeckFiles(storage, previous);
    const event = await repo.find(presId);
    if (event) publishDeck(hub, event, stored);
  }

  async function run(row: DeckRenderRow): Promise<void> {
    const { presId, renderId } = row;
    const folder = folderOf(renderId);
    let progressWrites = Promise.resolve();
    let lastWrite = 0;
    const onProgress = ({ pagesDone, pageCount }: DeckRenderProgress) => {
      const at = now();
      const last = pagesDone === 0 || pagesDone === pageCount;
      if (!last && at.getTime() - lastWrite < PROGRESS_WRITE_MS) return;
      lastWrite = at.getTime();
      progressWrites = progressWrites
        .then(() => renders.progress(presId, renderId, { pagesDone, pageCount }, at))
        .then(
          () => undefined,
          () => undefined,
        );
    };
    const renew = setInterval(() => {
      void renders.renew(presId, renderId, now()).catch(() => undefined);
    }, DECK_RENDER_CLAIM_RENEW_MS);
    // The scratch folder goes before the render's outcome is recorded: a render seen ended
    // has left nothing behind.
    let outcome: { status: 'Done'; pageCount: number } | { status: 'Failed'; error: string };
    try {
      const pages = await pool.render(join(folder, SOURCE_FILE), folder, onProgress);
      await replace(presId, await store(presId, pages));
      outcome = { status: 'Done', pageCount: pages.length };
    } catch (error) {
      let message = FAILED_MESSAGE;
      if (stopping) message = DECK_RENDER_INTERRUPTED_MESSAGE;
      else if (error instanceof DomainError) message = error.message;
      else log.error({ err: error, presId }, 'slide deck render failed');
      outcome = { status: 'Failed', error: message };
    } finally {
      clearInterval(renew);
      await rm(folder, { recursive: true, force: true });
      await progressWrites;
    }
    await renders.finish(presId, renderId, outcome).catch((error: unknown) => {
      log.error({ err: error, presId }, 'recording the slide deck render outcome failed');
    });
  }

  /**
   * Renders underway whose claim was last renewed before `staleBefore` end Failed; then every
   * scratch folder no render underway uses is removed. The folders are listed first: a render
   * is recorded before its folder is made, so one made meanwhile is seen as in use.
   */
  async function sweep(staleBefore: Date): Promise<void> {
    const folders = await readdir(scratchDir).catch(() => [] as string[]);
    await renders.failAbandoned(staleBefore, DECK_RENDER_INTERRUPTED_MESSAGE);
    const inUse = new Set(await renders.underwayIds());
    await Promise.all(
      folders
        .filter((folder) => !inUse.has(folder))
        .map((folder) => rm(join(scratchDir, folder), { recursive: true, force: true })),
    );
  }

  return {
    async latest(presId: number): Promise<DeckRenderRow | null> {
      return renders.find(presId);
    },

    /**
     * Records a render of the event's new deck and starts it: `takeSource` moves the PDF to the
     * path it is given. A render of the event still underway refuses another (409).
     */
    async begin(
      presId: number,
      fileName: string,
      takeSource: (destination: string) => Promise<void>,
    ): Promise<DeckRenderRow> {
      const at = now();
      const row = await renders.start(
        { presId, renderId: randomUUID(), fileName, claimedBy: claimer, at },
        new Date(at.getTime() - DECK_RENDER_CLAIM_STALE_MS),
      );
      if (!row) throw new ConflictError(DECK_RENDER_BUSY_MESSAGE);
      const folder = folderOf(row.renderId);
      try {
        await mkdir(folder, { recursive: true });
        await takeSource(join(folder, SOURCE_FILE));
      } catch (error) {
        await rm(folder, { recursive: true, force: true });
        await renders.finish(presId, row.renderId, { status: 'Failed', error: FAILED_MESSAGE });
        throw error;
      }
      const job = run(row).finally(() => running.delete(job));
      running.add(job);
      return row;
    },

    /**
     * At start: what a stopped process left is cleaned up (the renders it was making end
     * Failed, their scratch folders go), then every DECK_RENDER_SWEEP_MS what a process sharing
     * the database left once its claim has gone stale.
     */
    cleanUpAbandoned(): Promise<void> {
      if (sweeps === null) {
        sweeps = setInterval(() => {
          const staleBefore = new Date(now().getTime() - DECK_RENDER_CLAIM_STALE_MS);
          void sweep(staleBefore).catch((error: unknown) =>
            log.error({ err: error }, 'cleaning up slide deck renders failed'),
          );
        }, DECK_RENDER_SWEEP_MS);
        sweeps.unref();
      }
      const at = now();
      return sweep(soleProcess ? at : new Date(at.getTime() - DECK_RENDER_CLAIM_STALE_MS));
    },

    /** Resolves when every render started so far has ended (tests). */
    async idle(): Promise<void> {
      await Promise.allSettled([...running]);
    },

    /** Server close: renders underway end as interrupted, their scratch folders removed. */
    async stop(): Promise<void> {
      stopping = true;
      if (sweeps !== null) clearInterval(sweeps);
      sweeps = null;
      await pool.close();
      await Promise.allSettled([...running]);
    },
  };
}

export type DeckRenderService = ReturnType<typeof createDeckRenderService>;
