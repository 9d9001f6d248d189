// The document viewer's toolbar: page navigation (previous, page box, next), the document's
// search (its children) and zoom (out, in, fit to width). Enabled states come from the pure
// toolbar reducer's rules.
import { useState, type Dispatch, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation.ts';
import {
  canGoNext,
  canGoPrevious,
  canZoomIn,
  canZoomOut,
  parsePageInput,
  type ToolbarAction,
  type ToolbarState,
} from '../toolbar-state.ts';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  FitWidthIcon,
  ZoomInIcon,
  ZoomOutIcon,
} from './icons.tsx';

interface ToolbarProps {
  readonly state: ToolbarState;
  /** The scale the current page is drawn at; null before the first page is drawn. */
  readonly scale: number | null;
  /** False while the document loads or failed: every control is disabled. */
  readonly ready: boolean;
  readonly dispatch: Dispatch<ToolbarAction>;
  /** Shown between page navigation and zoom (the search box). */
  readonly children?: ReactNode;
}

export function Toolbar({ state, scale, ready, dispatch, children }: ToolbarProps) {
  const { t } = useTranslation('documentViewer');
  // What the user is typing in the page box; null shows the current page.
  const [draft, setDraft] = useState<string | null>(null);

  const commitDraft = () => {
    if (draft === null) return;
    const page = parsePageInput(draft, state.pageCount);
    if (page !== null) dispatch({ type: 'goTo', page });
    setDraft(null);
  };

  const onPageKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commitDraft();
    if (event.key === 'Escape') setDraft(null);
  };

  const zoomReady = ready && scale !== null;
  return (
    <div className="dv-toolbar">
      <div role="group" aria-label={t('pageNavigation')} className="dv-group">
        <button
          type="button"
          className="dv-icon-button"
          aria-label={t('previousPage')}
          title={t('previousPage')}
          disabled={!ready || !canGoPrevious(state)}
          onClick={() => dispatch({ type: 'previous' })}
        >
          <ChevronLeftIcon />
        </button>
        <input
          className="dv-page-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, state.pageCount)}
          aria-label={t('pageNumber')}
          disabled={!ready}
          value={draft ?? (ready ? String(state.page) : '')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onPageKeyDown}
          onBlur={commitDraft}
        />
        <span className="dv-page-count" aria-hidden="true">
          {ready ? t('ofCount', { count: state.pageCount }) : ''}
        </span>
        <button
          type="button"
          className="dv-icon-button"
          aria-label={t('nextPage')}
          title={t('nextPage')}
          disabled={!ready || !canGoNext(state)}
          onClick={() => dispatch({ type: 'next' })}
        >
          <ChevronRightIcon />
        </button>
      </div>
      {children}
      <div role="group" aria-label={t('zoom')} className="dv-group">
        <button
          type="button"
          className="dv-icon-button"
          aria-label={t('zoomOut')}
          title={t('zoomOut')}
          disabled={!zoomReady || !canZoomOut(scale)}
          onClick={() => scale !== null && dispatch({ type: 'zoomOut', currentScale: scale })}
        >
          <ZoomOutIcon />
        </button>
        <span className="dv-zoom-level">
          {scale === null ? '' : t('zoomPercent', { percent: Math.round(scale * 100) })}
        </span>
        <button
          type="button"
          className="dv-icon-button"
          aria-label={t('zoomIn')}
          title={t('zoomIn')}
          disabled={!zoomReady || !canZoomIn(scale)}
          onClick={() => scale !== null && dispatch({ type: 'zoomIn', currentScale: scale })}
        >
          <ZoomInIcon />
        </button>
        <button
          type="button"
          className="dv-icon-button"
          aria-label={t('fitWidth')}
          title={t('fitWidth')}
          aria-pressed={state.zoom.kind === 'fit-width'}
          disabled={!ready}
          onClick={() => dispatch({ type: 'fitWidth' })}
        >
          <FitWidthIcon />
        </button>
      </div>
    </div>
  );
}
