// One PDF page: the canvas plus, unless the presentation blocks text (SPEC §3 BlockText), the
// pdf.js text layer that makes the text selectable and carries the search's marks. The page is a
// region named "Page N of M".
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.ts';
import { renderPage, type PdfDocument, type TextLayerText } from '../pdf.ts';
import type { HighlightRange } from '../search-state.ts';
import { markTextLayer } from '../text-highlight.ts';
import type { Zoom } from '../toolbar-state.ts';

interface PdfPageProps {
  readonly doc: PdfDocument;
  readonly page: number;
  readonly pageCount: number;
  readonly zoom: Zoom;
  /** Width available for the page; 0 until the stage has been measured. */
  readonly stageWidth: number;
  readonly gutter: number;
  readonly blockText: boolean;
  /** The search's marks on this page (none where the text is blocked: there is no text layer). */
  readonly highlights: readonly HighlightRange[];
  /** Changes each time the search shows a match: the match is brought into view. */
  readonly revealKey: number;
  readonly onRendered: (scale: number) => void;
  readonly onFailed: () => void;
}

export function PdfPage(props: PdfPageProps) {
  const { doc, page, pageCount, zoom, stageWidth, gutter, blockText, onRendered, onFailed } = props;
  const { highlights, revealKey } = props;
  const { t } = useTranslation('documentViewer');
  const pageBox = useRef<HTMLDivElement>(null);
  const canvasHost = useRef<HTMLDivElement>(null);
  const textHost = useRef<HTMLDivElement>(null);
  // The text layer last drawn, with its page: marks go on the page they were found on.
  const [textLayer, setTextLayer] = useState<{ page: number; text: TextLayerText | null }>({
    page: 0,
    text: null,
  });

  useEffect(() => {
    if (stageWidth <= 0 || !pageBox.current || !canvasHost.current) return;
    let active = true;
    const render = renderPage(doc, page, zoom, stageWidth, gutter, {
      pageBox: pageBox.current,
      canvasHost: canvasHost.current,
      textHost: blockText ? null : textHost.current,
    });
    render.done.then(
      (drawn) => {
        if (!active) return;
        setTextLayer({ page, text: drawn.text });
        onRendered(drawn.scale);
      },
      () => {
        // A cancelled render rejects too; only a failure of the render still wanted counts.
        if (active) onFailed();
      },
    );
    return () => {
      active = false;
      render.cancel();
    };
  }, [doc, page, zoom, stageWidth, gutter, blockText, onRendered, onFailed]);

  useEffect(() => {
    if (textLayer.text === null || textLayer.page !== page) return;
    const selected = markTextLayer(textLayer.text, highlights);
    selected?.scrollIntoView({ block: 'center', inline: 'center' });
  }, [textLayer, page, highlights, revealKey]);

  return (
    <div
      ref={pageBox}
      role="region"
      aria-label={t('pageStatus', { page, count: pageCount })}
      className={blockText ? 'dv-page dv-page--blocked' : 'dv-page'}
      onCopy={blockText ? (event) => event.preventDefault() : undefined}
      onContextMenu={blockText ? (event) => event.preventDefault() : undefined}
    >
      <div ref={canvasHost} className="dv-canvas" />
      {blockText ? null : <div ref={textHost} className="dv-text" />}
    </div>
  );
}
