// The document viewer page (SPEC §2 /mynrs/show/pdfTron11/index.html): header with the
// document's name and download, toolbar with the document's search, and the current page.
import { useCallback, useEffect, useReducer, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.ts';
import { MOBILE_BREAKPOINT_PX, type DocumentViewerParams } from '@podium/domain';
import { useElementWidth, usePageKeys } from '../hooks.ts';
import { downloadFileName, readPageParams } from '../page-params.ts';
import { initialToolbarState, toolbarReducer } from '../toolbar-state.ts';
import { useDocumentHead } from '../../shared/ui/document-head.ts';
import { useDocument } from '../use-document.ts';
import { ErrorState } from './ErrorState.tsx';
import { DocumentIcon, DownloadIcon } from './icons.tsx';
import { PdfPage } from './PdfPage.tsx';
import { SearchBar } from './SearchBar.tsx';
import { Toolbar } from './Toolbar.tsx';
import { useDocumentSearch } from '../use-document-search.ts';

export function DocumentViewerApp({ search }: { readonly search: string }) {
  const { t } = useTranslation('documentViewer');
  const [params] = useState(() => readPageParams(search));
  if (params) return <DocumentViewer params={params} />;
  return (
    <div className="dv-app">
      <Header title={t('title')} downloadUrl={null} />
      <main className="dv-stage">
        <ErrorState error="invalidLink" presId={null} onRetry={null} />
      </main>
    </div>
  );
}

function Header({
  title,
  downloadUrl,
}: {
  readonly title: string;
  readonly downloadUrl: string | null;
}) {
  const { t } = useTranslation('documentViewer');
  useDocumentHead(title, t('metaDescription'));
  return (
    <header className="dv-header">
      <span className="dv-header-icon">
        <DocumentIcon />
      </span>
      <h1 className="dv-title" title={title}>
        {title}
      </h1>
      {downloadUrl ? (
        <a className="dv-button" href={downloadUrl} download={downloadFileName(title)}>
          <DownloadIcon />
          <span className="dv-button-label">{t('download')}</span>
        </a>
      ) : null}
    </header>
  );
}

function DocumentViewer({ params }: { readonly params: DocumentViewerParams }) {
  const { t } = useTranslation('documentViewer');
  const [attempt, setAttempt] = useState(0);
  const loaded = useDocument(params, attempt);
  const [toolbar, dispatch] = useReducer(toolbarReducer, initialToolbarState);
  const [scale, setScale] = useState<number | null>(null);
  const [renderFailed, setRenderFailed] = useState(false);
  const stage = useRef<HTMLElement>(null);
  const stageWidth = useElementWidth(stage);
  // Narrow screens (SPEC §2 mobile width) get thinner gutters so the page uses the screen.
  const gutter = stageWidth <= MOBILE_BREAKPOINT_PX ? 8 : 24;

  const doc = loaded.status === 'ready' ? loaded.doc : null;
  useEffect(() => {
    if (doc) dispatch({ type: 'loaded', pageCount: doc.numPages });
  }, [doc]);

  // A new page starts at its top, as turning a page in a book would.
  useEffect(() => {
    stage.current?.scrollTo({ top: 0 });
  }, [toolbar.page]);

  const ready = doc !== null && toolbar.pageCount > 0 && !renderFailed;
  const previous = useCallback(() => dispatch({ type: 'previous' }), []);
  const next = useCallback(() => dispatch({ type: 'next' }), []);
  const goTo = useCallback((page: number) => dispatch({ type: 'goTo', page }), []);
  usePageKeys(ready, previous, next);
  const search = useDocumentSearch(doc, toolbar.page, goTo);
  const onRendered = useCallback((drawn: number) => setScale(drawn), []);
  const onFailed = useCallback(() => setRenderFailed(true), []);
  const retry = () => {
    setRenderFailed(false);
    setScale(null);
    setAttempt((n) => n + 1);
  };

  let content;
  if (loaded.status === 'error') {
    content = <ErrorState error={loaded.error} presId={params.presId} onRetry={retry} />;
  } else if (renderFailed) {
    content = <ErrorState error="renderFailed" presId={params.presId} onRetry={retry} />;
  } else if (doc && ready) {
    content = (
      <PdfPage
        doc={doc}
        page={toolbar.page}
        pageCount={toolbar.pageCount}
        zoom={toolbar.zoom}
        stageWidth={stageWidth}
        gutter={gutter}
        blockText={params.blockText}
        highlights={search.highlights}
        revealKey={search.turn}
        onRendered={onRendered}
        onFailed={onFailed}
      />
    );
  } else {
    content = (
      <div role="status" className="dv-loading">
        <span className="dv-spinner" aria-hidden="true" />
        {t('loading')}
      </div>
    );
  }

  return (
    <div className="dv-app">
      <Header
        title={params.name}
        downloadUrl={loaded.status === 'ready' ? loaded.downloadUrl : null}
      />
      {loaded.status === 'error' || renderFailed ? null : (
        <Toolbar state={toolbar} scale={scale} ready={ready} dispatch={dispatch}>
          <SearchBar search={search} ready={ready} />
        </Toolbar>
      )}
      {/* Focusable so the keyboard can scroll a page wider or taller than the window. */}
      <main
        ref={stage}
        tabIndex={0}
        className="dv-stage"
        style={{ '--dv-gutter': `${gutter}px` } as CSSProperties}
      >
        {content}
      </main>
      <div role="status" className="dv-visually-hidden">
        {ready ? t('pageStatus', { page: toolbar.page, count: toolbar.pageCount }) : ''}
      </div>
    </div>
  );
}
