// The versioned content cache behind GET presentation (ARCHITECTURE §7 cached GET /presentation;
// SPEC §4 reconnect: every viewer reloads at once after a restart).
import { describe, expect, it } from 'vitest';
import {
  createPresentationContentCache,
  PRESENTATION_CONTENT_CACHE_SIZE,
  type PresentationContent,
} from './presentation-content.cache.ts';
import type { SlideRow } from './presentation.repository.ts';

function slide(presId: number, title: string): SlideRow {
  return {
    id: 1,
    presId,
    guid: '00000000-0000-0000-0000-000000000001',
    index: 1,
    timeSeconds: null,
    title,
    imageKey: 'a.png',
    thumbnailKey: 'a-thumb.png',
    imageWidth: null,
    imageHeight: null,
    thumbnailWidth: null,
    isSlideMedia: false,
    slideMediaGuid: null,
    text: '',
  };
}

function contentOf(presId: number, title: string): PresentationContent {
  return {
    slides: [slide(presId, title)],
    speakers: [],
    documents: [],
    media: { containers: [], renditions: [] },
  };
}

/** A fake database: what each presentation holds now, and how many reads were made. */
function fakeDatabase() {
  const titles = new Map<number, string>();
  const reads: number[] = [];
  const gates: (() => void)[] = [];
  let gated = false;
  return {
    titles,
    reads,
    /** From now on reads wait until release() (to hold them in flight). */
    hold() {
      gated = true;
    },
    release() {
      gated = false;
      for (const open of gates.splice(0)) open();
    },
    async read(presId: number): Promise<PresentationContent> {
      reads.push(presId);
      // What the database holds when the read begins (its snapshot), answered maybe later.
      const content = contentOf(presId, titles.get(presId) ?? 'none');
      if (gated) await new Promise<void>((resolve) => gates.push(resolve));
      return content;
    },
  };
}

const titleOf = (content: PresentationContent) => content.slides[0]?.title;

describe('presentation content cache', () => {
  it('reads once per presentation and version, then answers from memory', async () => {
    const db = fakeDatabase();
    db.titles.set(1001, 'Welcome');
    const cache = createPresentationContentCache({ read: (id) => db.read(id) });
    const first = await cache.content(1001, 7);
    const second = await cache.content(1001, 7);
    expect(titleOf(second)).toBe('Welcome');
    expect(second).toBe(first);
    expect(db.reads).toEqual([1001]);
  });

  it('reads again when the row carries a new version, and keeps presentations apart', async () => {
    const db = fakeDatabase();
    db.titles.set(1001, 'Welcome');
    db.titles.set(1002, 'Other');
    const cache = createPresentationContentCache({ read: (id) => db.read(id) });
    await cache.content(1001, 7);
    await cache.content(1002, 3);
    db.titles.set(1001, 'Edited');
    expect(titleOf(await cache.content(1001, 8))).toBe('Edited');
    expect(titleOf(await cache.content(1001, 8))).toBe('Edited');
    expect(titleOf(await cache.content(1002, 3))).toBe('Other');
    expect(db.reads).toEqual([1001, 1002, 1001]);
  });

  it('shares one read among concurrent misses of the same version (single flight)', async () => {
    const db = fakeDatabase();
    db.titles.set(1001, 'Welcome');
    const cache = createPresentationContentCache({ read: (id) => db.read(id) });
    db.hold();
    const pending = Array.from({ length: 50 }, () => cache.content(1001, 7));
    db.release();
    const answers = await Promise.all(pending);
    expect(db.reads).toEqual([1001]);
    expect(new Set(answers).size).toBe(1);
  });

  it('never gives a request that saw a newer version the read begun under the older one', async () => {
    const db = fakeDatabase();
    db.titles.set(1001, 'Before');
    const cache = createPresentationContentCache({ read: (id) => db.read(id) });
    // A read under version 7 reads the old content and is held in flight...
    db.hold();
    const old = cache.content(1001, 7);
    await Promise.resolve();
    // ...the change commits (version 8); a request that saw 8 must read again.
    db.titles.set(1001, 'After');
    db.release();
    const fresh = cache.content(1001, 8);
    expect(titleOf(await fresh)).toBe('After');
    expect(db.reads).toEqual([1001, 1001]);
    await old;
    // The slower read of version 7 finished last: 8 stays cached, and 7 is not served as 8.
    expect(titleOf(await cache.content(1001, 8))).toBe('After');
    expect(db.reads).toEqual([1001, 1001]);
  });

  it('keeps reads of two versions in flight apart, and the newer one cached', async () => {
    const db = fakeDatabase();
    db.titles.set(1001, 'Before');
    const cache = createPresentationContentCache({ read: (id) => db.read(id) });
    db.hold();
    const old = cache.content(1001, 7);
    db.titles.set(1001, 'After');
    const newer = cache.content(1001, 8);
    db.release();
    expect(titleOf(await old)).toBe('Before');
    expect(titleOf(await newer)).toBe('After');
    expect(titleOf(await cache.content(1001, 8))).toBe('After');
    expect(db.reads).toEqual([1001, 1001]);
    // A straggler that still saw version 7 reads for itself and leaves version 8 cached.
    await cache.content(1001, 7);
    expect(titleOf(await cache.content(1001, 8))).toBe('After');
    expect(db.reads).toEqual([1001, 1001, 1001]);
  });

  it('holds at most its capacity, dropping the least recently used', async () => {
    const db = fakeDatabase();
    const cache = createPresentationContentCache({ read: (id) => db.read(id), capacity: 3 });
    await cache.content(1, 1);
    await cache.content(2, 1);
    await cache.content(3, 1);
    await cache.content(1, 1); // 1 is used again: 2 is now the least recently used
    await cache.content(4, 1);
    expect(cache.size).toBe(3);
    expect(db.reads).toEqual([1, 2, 3, 4]);
    await cache.content(1, 1);
    await cache.content(3, 1);
    await cache.content(4, 1);
    expect(db.reads).toEqual([1, 2, 3, 4]);
    await cache.content(2, 1);
    expect(db.reads).toEqual([1, 2, 3, 4, 2]);
    expect(PRESENTATION_CONTENT_CACHE_SIZE).toBe(500);
  });

  it('hands out content no caller can change (rows and the arrays inside them)', async () => {
    const db = fakeDatabase();
    const cache = createPresentationContentCache({
      read: async (presId) => ({
        ...(await db.read(presId)),
        speakers: [
          {
            id: 1,
            presId,
            sortOrder: 1,
            name: 'A',
            title: 'B',
            company: 'C',
            nameStyle: null,
            titleStyle: null,
            companyStyle: null,
            coreFileId: null,
            url: null,
            appearanceTimes: [1],
            slideGuids: ['00000000-0000-0000-0000-000000000001'],
          },
        ],
      }),
    });
    const content = await cache.content(1001, 1);
    expect(() => (content.slides as SlideRow[]).push(slide(1001, 'x'))).toThrow(TypeError);
    expect(() => {
      (content.slides[0] as { title: string }).title = 'changed';
    }).toThrow(TypeError);
    expect(() => (content.speakers[0]?.slideGuids as string[]).pop()).toThrow(TypeError);
    expect(() => (content.media.renditions as unknown[]).push({})).toThrow(TypeError);
    expect(titleOf(await cache.content(1001, 1))).toBe('none');
  });

  it('keeps nothing from a failed read, so the next request tries again', async () => {
    let fail = true;
    const cache = createPresentationContentCache({
      read: async (presId) => {
        if (fail) throw new Error('connection lost');
        return contentOf(presId, 'Welcome');
      },
    });
    await expect(cache.content(1001, 1)).rejects.toThrow('connection lost');
    fail = false;
    expect(titleOf(await cache.content(1001, 1))).toBe('Welcome');
  });
});
