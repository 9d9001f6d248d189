// A slide deck PDF rendered into slide images, thumbnails and each page's text, with pdfjs-dist
// drawing on @napi-rs/canvas (both install with npm alone). Files that are not a whole PDF, or
// have more pages than MAX_SLIDE_DECK_PAGES, are refused before anything is written.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';
import { encodeHeld } from '../slides/canvas-encode.ts';
import type * as PdfjsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  MAX_SLIDE_DECK_PAGES,
  SLIDE_IMAGE_WIDTH_PX,
  SLIDE_THUMBNAIL_WIDTH_PX,
  UnsupportedMediaError,
  ValidationError,
} from '@podium/domain';

const standardFontDataUrl = `${join(
  dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
)}/`;

type Pdfjs = typeof PdfjsModule;
let pdfjs: Promise<Pdfjs> | null = null;

/**
 * pdfjs-dist's legacy build (and its worker, loaded into this thread when a document opens) brings
 * polyfills that replace built-ins Node already has with slower copies of their own, for the
 * whole process: JSON.parse and JSON.stringify, Array.prototype.push, Function.prototype.toString.
 * Every API answer and every request would pay for them, so Node's own, as they were before
 * pdfjs was first loaded, are put back each time pdfjs may have run its polyfills; what it adds
 * that Node lacks stays.
 */
const BUILT_INS: ReadonlyArray<readonly [object, string, unknown]> = [
  [JSON, 'parse', JSON.parse],
  [JSON, 'stringify', JSON.stringify],
  [Array.prototype, 'push', Array.prototype.push],
  [Function.prototype, 'toString', Function.prototype.toString],
];

function restoreBuiltIns(): void {
  for (const [owner, name, original] of BUILT_INS)
    if (Reflect.get(owner, name) !== original)
      Object.defineProperty(owner, name, {
        value: original,
        writable: true,
        configurable: true,
        enumerable: false,
      });
}

/** pdfjs, loaded at the first deck rendered rather than with the server. */
function loadPdfjs(): Promise<Pdfjs> {
  pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs').finally(restoreBuiltIns);
  return pdfjs;
}

/** How far from the end a whole PDF's %%EOF marker may sit (trailing blanks and comments). */
const EOF_MARKER_WINDOW_BYTES = 1024;
const JPEG_QUALITY = 85;

export interface RenderedPage {
  /** Files written in the output folder. */
  readonly imageFile: string;
  readonly thumbnailFile: string;
  readonly text: string;
}

type RenderCanvas = Parameters<PDFPageProxy['render']>[0]['canvas'];

/** Refuses what is not a complete PDF by its bytes alone (empty, another format, truncated). */
export function checkPdfBytes(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new ValidationError('The file is empty.');
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  if (head !== '%PDF-') throw new UnsupportedMediaError('The file is not a PDF.');
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - EOF_MARKER_WINDOW_BYTES)));
  if (!tail.toString('latin1').includes('%%EOF'))
    throw new ValidationError('The PDF is incomplete: it may have been cut off while uploading.');
}

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

/** Renders every page into `outDir` (slide-NNN.jpg, thumb-NNN.jpg); throws a 4xx for bad files. */
export async function renderSlideDeck(bytes: Uint8Array, outDir: string): Promise<RenderedPage[]> {
  checkPdfBytes(bytes);
  const pdf = await openPdf(bytes).finally(restoreBuiltIns);
  try {
    if (pdf.numPages > MAX_SLIDE_DECK_PAGES)
      throw new ValidationError(
        `The deck has ${pdf.numPages} pages; at most ${MAX_SLIDE_DECK_PAGES} are accepted.`,
      );
    const pages: RenderedPage[] = [];
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const name = String(n).padStart(3, '0');
      const imageFile = join(outDir, `slide-${name}.jpg`);
      const thumbnailFile = join(outDir, `thumb-${name}.jpg`);
      try {
        await writeFile(imageFile, await renderPage(pdf, n, SLIDE_IMAGE_WIDTH_PX));
        await writeFile(thumbnailFile, await renderPage(pdf, n, SLIDE_THUMBNAIL_WIDTH_PX));
        pages.push({ imageFile, thumbnailFile, text: await pageText(pdf, n) });
      } catch {
        throw new ValidationError(`Page ${n} of the PDF could not be rendered.`);
      }
    }
    return pages;
  } finally {
    await pdf.destroy();
    restoreBuiltIns();
  }
}
