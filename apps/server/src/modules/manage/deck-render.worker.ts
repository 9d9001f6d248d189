// One deck render, as a task of the deck render pool (deck-render-pool.ts), in a thread of its
// own: the PDF is read and parsed, each page drawn, encoded and copied to its WebP sizes there,
// the files written into the task's folder. Progress goes back on the task's port. A refused file
// comes back as a result (its error's kind and message), since an error's class does not cross
// threads.
import { readFile } from 'node:fs/promises';
import type { MessagePort } from 'node:worker_threads';
import { UnsupportedMediaError, ValidationError } from '@podium/domain';
import {
  writeSlideVariants,
  type SlidePictureSizes,
  type SlideVariantFile,
} from '../slides/slide-variants.ts';
import { renderSlideDeck } from './pdf-render.ts';

export interface DeckRenderTask {
  /** The PDF. */
  readonly source: string;
  /** Where the slide files are written. */
  readonly outDir: string;
  /** Receives a DeckRenderProgress once the page count is known and after each page. */
  readonly progress: MessagePort;
}

export interface DeckRenderProgress {
  readonly pagesDone: number;
  readonly pageCount: number;
}

export interface RenderedSlide {
  readonly imageFile: string;
  readonly thumbnailFile: string;
  readonly text: string;
  readonly sizes: SlidePictureSizes;
  readonly variants: readonly SlideVariantFile[];
}

export type DeckRenderResult =
  | { readonly ok: true; readonly slides: readonly RenderedSlide[] }
  | { readonly ok: false; readonly refusal: 'invalid' | 'unsupported'; readonly message: string };

export default async function renderDeck(task: DeckRenderTask): Promise<DeckRenderResult> {
  try {
    const bytes = await readFile(task.source);
    const slides: RenderedSlide[] = [];
    let pageCount = 0;
    const report = (progress: DeckRenderProgress) => task.progress.postMessage(progress);
    await renderSlideDeck(bytes, task.outDir, {
      pageCount(count) {
        pageCount = count;
        report({ pagesDone: 0, pageCount });
      },
      async page(page, pageNumber) {
        const copies = await writeSlideVariants(page.imageFile, page.thumbnailFile);
        slides.push({ ...page, sizes: copies.sizes, variants: copies.files });
        report({ pagesDone: pageNumber, pageCount });
      },
    });
    return { ok: true, slides };
  } catch (error) {
    if (error instanceof UnsupportedMediaError)
      return { ok: false, refusal: 'unsupported', message: error.message };
    if (error instanceof ValidationError)
      return { ok: false, refusal: 'invalid', message: error.message };
    throw error;
  } finally {
    task.progress.close();
  }
}
