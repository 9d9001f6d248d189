// pdf.js for the document viewer page (ARCHITECTURE §3: pdfjs-dist 5, lazy-loaded). The
// library is imported dynamically so it lands in its own chunk, and its worker is a separate
// asset, keeping the page's first paint (header, toolbar, loading state) small.
import type * as PdfJsModule from 'pdfjs-dist';
import type { PDFDocumentProxy, RenderTask, TextLayer } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { TextItem } from './text-search.ts';
import { effectiveScale, fitWidthScale, type Zoom } from './toolbar-state.ts';

type PdfJs = typeof PdfJsModule;

let pdfJs: Promise<PdfJs> | null = null;

function loadPdfJs(): Promise<PdfJs> {
  pdfJs ??= import('pdfjs-dist').then((module) => {
    module.GlobalWorkerOptions.workerSrc = workerUrl;
    return module;
  });
  return pdfJs;
}

export type PdfDocument = PDFDocumentProxy;

/** Opens the PDF bytes. pdf.js transfers the buffer to its worker, so callers keep no reference. */
export async function openPdf(bytes: ArrayBuffer): Promise<PdfDocument> {
  const pdfjs = await loadPdfJs();
  // Documents come from our own server, but eval stays off anyway: a PDF is untrusted content.
  return pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
}

export interface RenderTarget {
  /** Receives the freshly rendered canvas once it is complete, so a page change never flashes blank. */
  readonly canvasHost: HTMLElement;
  /** Null when the presentation blocks text (SPEC §3 BlockText): no selectable text is produced. */
  readonly textHost: HTMLElement | null;
  /** Carries pdf.js' --total-scale-factor, which sizes the text layer. */
  readonly pageBox: HTMLElement;
}

/** The text layer as drawn: one element per text item of the page, and each item's text. */
export interface TextLayerText {
  readonly divs: readonly HTMLElement[];
  readonly items: readonly string[];
}

export interface RenderedPage {
  /** The scale the page was drawn at (what "fit to width" came to). */
  readonly scale: number;
  /** Null when the presentation blocks text: no text layer is drawn. */
  readonly text: TextLayerText | null;
}

export interface PageRender {
  readonly done: Promise<RenderedPage>;
  cancel(): void;
}

/**
 * A page's text items, for the document's search. pdf.js' text layer draws the same items (the
 * same defaults), so item i of this list is element i of the page's text layer.
 */
export async function readPageText(doc: PdfDocument, pageNumber: number): Promise<TextItem[]> {
  const page = await doc.getPage(pageNumber);
  const content = await page.getTextContent();
  return content.items.flatMap((item) =>
    'str' in item ? [{ str: item.str, hasEOL: item.hasEOL }] : [],
  );
}

/**
 * Draws one page: canvas at device resolution, plus pdf.js' TextLayer so the text can be
 * selected and found by the browser, positioned over the canvas.
 */
export function renderPage(
  doc: PdfDocument,
  pageNumber: number,
  zoom: Zoom,
  stageWidth: number,
  gutter: number,
  target: RenderTarget,
): PageRender {
  let cancelled = false;
  let renderTask: RenderTask | null = null;
  let textLayer: TextLayer | null = null;

  const done = (async () => {
    const [pdfjs, page] = await Promise.all([loadPdfJs(), doc.getPage(pageNumber)]);
    const base = page.getViewport({ scale: 1 });
    const scale = effectiveScale(zoom, fitWidthScale(stageWidth, base.width, gutter));
    const viewport = page.getViewport({ scale });
    const pixelRatio = window.devicePixelRatio || 1;

    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * pixelRatio);
    canvas.height = Math.floor(viewport.height * pixelRatio);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    renderTask = page.render({
      canvas,
      viewport,
      transform: pixelRatio === 1 ? undefined : [pixelRatio, 0, 0, pixelRatio, 0, 0],
    });
    await renderTask.promise;
    if (cancelled) return { scale, text: null };

    target.pageBox.style.setProperty('--total-scale-factor', String(scale));
    target.pageBox.style.width = canvas.style.width;
    target.pageBox.style.height = canvas.style.height;
    target.canvasHost.replaceChildren(canvas);
    // The old page's text must not sit over the new page's picture while this one is prepared.
    target.textHost?.replaceChildren();

    if (target.textHost) {
      const container = document.createElement('div');
      container.className = 'textLayer';
      const layer = new pdfjs.TextLayer({
        textContentSource: page.streamTextContent(),
        container,
        viewport,
      });
      textLayer = layer;
      await layer.render();
      if (cancelled) return { scale, text: null };
      target.textHost.replaceChildren(container);
      return {
        scale,
        text: { divs: layer.textDivs, items: layer.textContentItemsStr },
      };
    }
    return { scale, text: null };
  })();

  return {
    done,
    cancel() {
      cancelled = true;
      renderTask?.cancel();
      textLayer?.cancel();
    },
  };
}
