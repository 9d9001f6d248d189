// Page and zoom state of the document viewer page (SPEC §2 /mynrs/show/pdfTron11/index.html).
// A pure reducer, so the toolbar's enabled/disabled rules are tested without pdf.js or a DOM.

/** Zoom levels the Zoom in / Zoom out buttons step through (1 = 100 %, 72 dpi CSS points). */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4] as const;
export const MIN_SCALE = ZOOM_STEPS[0];
export const MAX_SCALE = ZOOM_STEPS[ZOOM_STEPS.length - 1]!;

/**
 * auto (the opening zoom): fit to width, but no larger than AUTO_MAX_SCALE, so a wide screen
 * shows a readable page rather than a magnified one (the same rule as pdf.js' own viewer).
 */
export type Zoom =
  | { readonly kind: 'auto' }
  | { readonly kind: 'fit-width' }
  | { readonly kind: 'scale'; readonly scale: number };

export const AUTO_MAX_SCALE = 1.25;

export interface ToolbarState {
  /** 1-based page shown. */
  readonly page: number;
  /** 0 until the document has loaded. */
  readonly pageCount: number;
  readonly zoom: Zoom;
}

export type ToolbarAction =
  | { readonly type: 'loaded'; readonly pageCount: number }
  | { readonly type: 'next' }
  | { readonly type: 'previous' }
  | { readonly type: 'goTo'; readonly page: number }
  /** currentScale: the scale actually shown, so stepping from fit-to-width starts where the eye is. */
  | { readonly type: 'zoomIn'; readonly currentScale: number }
  | { readonly type: 'zoomOut'; readonly currentScale: number }
  | { readonly type: 'fitWidth' };

export const initialToolbarState: ToolbarState = { page: 1, pageCount: 0, zoom: { kind: 'auto' } };

function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount));
}

// A small tolerance so a fit-to-width scale of 0.9999 steps to 1.25, not to 1.
const EPSILON = 0.001;

export function nextZoomStep(currentScale: number): number {
  return ZOOM_STEPS.find((step) => step > currentScale + EPSILON) ?? MAX_SCALE;
}

export function previousZoomStep(currentScale: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < currentScale - EPSILON) ?? MIN_SCALE;
}

export function toolbarReducer(state: ToolbarState, action: ToolbarAction): ToolbarState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        pageCount: action.pageCount,
        page: clampPage(state.page, action.pageCount),
      };
    case 'next':
      return canGoNext(state) ? { ...state, page: state.page + 1 } : state;
    case 'previous':
      return canGoPrevious(state) ? { ...state, page: state.page - 1 } : state;
    case 'goTo':
      return Number.isFinite(action.page)
        ? { ...state, page: clampPage(action.page, state.pageCount) }
        : state;
    case 'zoomIn':
      return { ...state, zoom: { kind: 'scale', scale: nextZoomStep(action.currentScale) } };
    case 'zoomOut':
      return { ...state, zoom: { kind: 'scale', scale: previousZoomStep(action.currentScale) } };
    case 'fitWidth':
      return { ...state, zoom: { kind: 'fit-width' } };
  }
}

export function canGoPrevious(state: ToolbarState): boolean {
  return state.page > 1;
}

export function canGoNext(state: ToolbarState): boolean {
  return state.page < state.pageCount;
}

export function canZoomIn(currentScale: number): boolean {
  return currentScale < MAX_SCALE - EPSILON;
}

export function canZoomOut(currentScale: number): boolean {
  return currentScale > MIN_SCALE + EPSILON;
}

/** The page typed into the page box, or null when it is not a whole page number in range. */
export function parsePageInput(text: string, pageCount: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const page = Number(trimmed);
  return page >= 1 && page <= pageCount ? page : null;
}

/** Scale at which a page of pageWidth (at scale 1) fills the stage less its side gutters. */
export function fitWidthScale(stageWidth: number, pageWidth: number, gutter: number): number {
  if (stageWidth <= 0 || pageWidth <= 0) return 1;
  const scale = (stageWidth - 2 * gutter) / pageWidth;
  return Math.min(Math.max(scale, MIN_SCALE), MAX_SCALE);
}

/** The scale a zoom setting comes to, given the fit-to-width scale of the page on screen. */
export function effectiveScale(zoom: Zoom, fitScale: number): number {
  switch (zoom.kind) {
    case 'auto':
      return Math.min(fitScale, AUTO_MAX_SCALE);
    case 'fit-width':
      return fitScale;
    case 'scale':
      return zoom.scale;
  }
}
