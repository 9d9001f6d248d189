// One PDF page: the canvas plus, unless the presentation blocks text (SPEC §3 BlockText), the
// pdf.js text layer that makes the text selectable. The page is a region named "Page N of M".
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.ts';
import { renderPage, type PdfDocument } from '../pdf.ts';
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
  readonly onRendered: (scale: number) => void;
  readonly onFailed: () => void;
}

export function PdfPage(props: PdfPageProps) {
  const { doc, page, pageCount, zoom, stageWidth, gutter, blockText, onRendered, onFailed } = props;
  const { t } = useTranslation('documentViewer');
  const pageBox = useRef<HTMLDivElement>(null);
  const canvasHost = useRef<HTMLDivElement>(null);
  const textHost = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (stageWidth <= 0 || !pageBox.current || !canvasHost.current) return;
    let active = true;
    const render = renderPage(doc, page, zoom, stageWidth, gutter, {
      pageBox: pageBox.current,
      canvasHost: canvasHost.current,
      textHost: blockText ? null : textHost.current,
    });
    render.done.then(
      (scale) => {
        if (active) onRendered(scale);
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
