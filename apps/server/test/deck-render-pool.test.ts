// Slide decks render in the deck render pool's threads: the pages' files and texts come back
// with progress for each page, a refused file keeps its error's kind across the thread, and
// pdfjs's polyfills (its legacy build replaces JSON.parse, Array.prototype.push and
// Function.prototype.toString with slower copies) never reach the thread that answers requests.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsupportedMediaError, ValidationError } from '@podium/domain';
import {
  createDeckRenderPool,
  type DeckRenderPool,
  type DeckRenderProgress,
} from '../src/modules/manage/deck-render-pool.ts';
import { makePdf } from './helpers/pdf.ts';

let dir: string;
let pool: DeckRenderPool;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'podium-render-pool-'));
  pool = createDeckRenderPool(1);
});
afterAll(async () => {
  await pool?.close();
  await rm(dir, { recursive: true, force: true });
});

async function renderFile(
  name: string,
  bytes: Buffer,
  onProgress: (progress: DeckRenderProgress) => void = () => undefined,
) {
  const source = join(dir, name);
  await writeFile(source, bytes);
  const outDir = await mkdtemp(join(dir, 'out-'));
  return { outDir, slides: pool.render(source, outDir, onProgress) };
}

describe('the deck render pool', () => {
  it("renders each page in a thread, reports them, and leaves this thread's built-ins", async () => {
    const before = {
      parse: JSON.parse,
      stringify: JSON.stringify,
      push: Array.prototype.push,
      toString: Function.prototype.toString,
    };
    const progress: DeckRenderProgress[] = [];
    const { outDir, slides } = await renderFile('harbor.pdf', makePdf(2, 'Harbor'), (p) => {
      progress.push(p);
    });
    const rendered = await slides;
    expect(rendered.map((s) => s.text)).toEqual(['Harbor 1', 'Harbor 2']);
    expect(rendered[0]?.sizes).toEqual({
      imageWidth: 1600,
      imageHeight: 1200,
      thumbnailWidth: 240,
    });
    expect(rendered[0]?.variants.length).toBeGreaterThan(0);
    expect((await readdir(outDir)).filter((f) => f.endsWith('.jpg')).sort()).toEqual([
      'slide-001.jpg',
      'slide-002.jpg',
      'thumb-001.jpg',
      'thumb-002.jpg',
    ]);
    await expect.poll(() => progress.length).toBe(3);
    expect(progress).toEqual([
      { pagesDone: 0, pageCount: 2 },
      { pagesDone: 1, pageCount: 2 },
      { pagesDone: 2, pageCount: 2 },
    ]);
    expect({
      parse: JSON.parse,
      stringify: JSON.stringify,
      push: Array.prototype.push,
      toString: Function.prototype.toString,
    }).toEqual(before);
  });

  it('refuses what is not a usable deck with the error a request answers', async () => {
    const text = await renderFile('notes.pdf', Buffer.from('quarterly notes\n'.repeat(20)));
    await expect(text.slides).rejects.toThrow(UnsupportedMediaError);
    const truncated = await renderFile('cut.pdf', makePdf(3).subarray(0, 400));
    await expect(truncated.slides).rejects.toThrow(ValidationError);
    await expect(truncated.slides).rejects.toThrow(/The PDF is incomplete/);
  });
});
