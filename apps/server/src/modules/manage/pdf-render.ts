// A slide deck PDF rendered into slide images, thumbnails and each page's text, with pdfjs-dist
// drawing on @napi-rs/canvas (both install with npm alone). Files that are not a whole PDF, or
// have more pages than MAX_SLIDE_DECK_PAGES, are refused before anything is written. Parsing and
// drawing hold the thread they run on for seconds: the server runs this in its deck render pool
// (deck-render-pool.ts), never on the thread that answers requests.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import { encodeHeld } from '../slides/canvas-encode.ts';
import { checkPdfBytes } from './pdf-file-check.ts';
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  MAX_SLIDE_DECK_PAGES,
  SLIDE_IMAGE_WIDTH_PX,
  SLIDE_THUMBNAIL_WIDTH_PX,
  ValidationError,
} from '@podium/domain';

const standardFontDataUrl = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

type Pdfjs = typeof PdfjsModule;
let pdfjs: Promise<Pdfjs> | null = null;

/**
 * pdfjs, loaded at the first deck rendered. Its legacy build replaces built-ins Node already has
 * (JSON.parse, Array.prototype.push…) with slower copies of its own; in the render pool's
 * threads that touches none of the server's own.
 */
function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs;
}

const JPEG_QUALITY = 85;

export interface RenderedPage {
  /** Files written in the output folder. */
  readonly imageFile: string;
  readonly thumbnailFile: string;
  readonly text: string;
}

type RenderCanvas = Parameters<PDFPageProxy['render']>[0]['canvas'];

async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  try {
    const { getDocument } = await loadPdfjs();
    return await getDocument({
      // pdfjs refuses a Node Buffer and takes ownership of what it is given: a plain copy.
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      disableFontFace: true,
      standardFontDataUrl,
      verbosity: 0,
    }).promise;
  } catch {
    throw new ValidationError('The PDF could not be read.');
  }
}

async function renderPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  width: number,
): Promise<Buffer> {
  const page = await pdf.getPage(pageNumber);
  const scale = width / page.getViewport({ scale: 1 }).width;
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdfjs draws on any canvas with the 2D API; @napi-rs/canvas is the one Node has.
  const target = canvas as unknown as RenderCanvas;
  await page.render({ canvas: target, viewport }).promise;
  return encodeHeld(canvas, 'jpeg', JPEG_QUALITY);
}

async function pageText(pdf: PDFDocumentProxy, pageNumber: number): Promise<string> {
  const content = await (await pdf.getPage(pageNumber)).getTextContent();
  return content.items
    .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
    .join('')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

export interface RenderHooks {
  /** The deck's page count, once the PDF is open and before any page is drawn. */
  readonly pageCount?: (count: number) => void;
  /** Each page once its files are written, before the next one is drawn. */
  readonly page?: (page: RenderedPage, pageNumber: number) => Promise<void>;
}

/** Renders every page into `outDir` (slide-NNN.jpg, thumb-NNN.jpg); throws a 4xx for bad files. */
export async function renderSlideDeck(
  bytes: Uint8Array,
  outDir: string,
  hooks: RenderHooks = {},
): Promise<RenderedPage[]> {
  checkPdfBytes(bytes);
  const pdf = await openPdf(bytes);
  try {
    if (pdf.numPages > MAX_SLIDE_DECK_PAGES)
      throw new ValidationError(
        `The deck has ${pdf.numPages} pages; at most ${MAX_SLIDE_DECK_PAGES} are accepted.`,
      );
    const pages: RenderedPage[] = [];
    hooks.pageCount?.(pdf.numPages);
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const name = String(n).padStart(3, '0');
      const imageFile = join(outDir, `slide-${name}.jpg`);
      const thumbnailFile = join(outDir, `thumb-${name}.jpg`);
      let page: RenderedPage;
      try {
        await writeFile(imageFile, await renderPage(pdf, n, SLIDE_IMAGE_WIDTH_PX));
        await writeFile(thumbnailFile, await renderPage(pdf, n, SLIDE_THUMBNAIL_WIDTH_PX));
        page = { imageFile, thumbnailFile, text: await pageText(pdf, n) };
      } catch {
        throw new ValidationError(`Page ${n} of the PDF could not be rendered.`);
      }
      pages.push(page);
      await hooks.page?.(page, n);
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}
