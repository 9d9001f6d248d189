// Toolbar rules of the document viewer page (SPEC §2 /mynrs/show/pdfTron11/index.html).
import { describe, expect, it } from 'vitest';
import {
  AUTO_MAX_SCALE,
  canGoNext,
  canGoPrevious,
  canZoomIn,
  canZoomOut,
  effectiveScale,
  fitWidthScale,
  initialToolbarState,
  MAX_SCALE,
  MIN_SCALE,
  parsePageInput,
  toolbarReducer,
  type ToolbarAction,
  type ToolbarState,
} from './toolbar-state.ts';

const run = (state: ToolbarState, ...actions: ToolbarAction[]) =>
  actions.reduce(toolbarReducer, state);
const loaded = run(initialToolbarState, { type: 'loaded', pageCount: 5 });

describe('page navigation', () => {
  it('starts on page 1 of the loaded document, previous disabled, next enabled', () => {
    expect(loaded).toMatchObject({ page: 1, pageCount: 5 });
    expect(canGoPrevious(loaded)).toBe(false);
    expect(canGoNext(loaded)).toBe(true);
  });

  it('disables both directions before the document has loaded', () => {
    expect(canGoPrevious(initialToolbarState)).toBe(false);
    expect(canGoNext(initialToolbarState)).toBe(false);
    expect(run(initialToolbarState, { type: 'next' }).page).toBe(1);
  });

  it('moves one page at a time and stops at both ends', () => {
    const last = run(
      loaded,
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
    );
    expect(last.page).toBe(5);
    expect(canGoNext(last)).toBe(false);
    expect(canGoPrevious(last)).toBe(true);
    expect(run(last, { type: 'previous' }).page).toBe(4);
    expect(run(loaded, { type: 'previous' })).toBe(loaded);
  });

  it('jumps to a page, clamped to the document', () => {
    expect(run(loaded, { type: 'goTo', page: 3 }).page).toBe(3);
    expect(run(loaded, { type: 'goTo', page: 99 }).page).toBe(5);
    expect(run(loaded, { type: 'goTo', page: 0 }).page).toBe(1);
    expect(run(loaded, { type: 'goTo', page: Number.NaN }).page).toBe(1);
  });

  it('a single-page document disables both directions', () => {
    const single = run(initialToolbarState, { type: 'loaded', pageCount: 1 });
    expect(canGoPrevious(single)).toBe(false);
    expect(canGoNext(single)).toBe(false);
  });
});

describe('page box input', () => {
  it('accepts whole page numbers in range only', () => {
    expect(parsePageInput('3', 5)).toBe(3);
    expect(parsePageInput(' 5 ', 5)).toBe(5);
    expect(parsePageInput('6', 5)).toBeNull();
    expect(parsePageInput('0', 5)).toBeNull();
    expect(parsePageInput('2.5', 5)).toBeNull();
    expect(parsePageInput('-1', 5)).toBeNull();
    expect(parsePageInput('', 5)).toBeNull();
    expect(parsePageInput('abc', 5)).toBeNull();
  });
});

describe('zoom', () => {
  it('opens at auto: fit to width on a phone, capped on a wide screen', () => {
    expect(loaded.zoom).toEqual({ kind: 'auto' });
    // a US Letter page (612 pt) in a 1366 px stage with 24 px gutters
    const desktopFit = fitWidthScale(1366, 612, 24);
    expect(desktopFit).toBeCloseTo((1366 - 48) / 612);
    expect(effectiveScale(loaded.zoom, desktopFit)).toBe(AUTO_MAX_SCALE);
    const phoneFit = fitWidthScale(375, 612, 8);
    expect(effectiveScale(loaded.zoom, phoneFit)).toBe(phoneFit);
  });

  it('fit to width follows the stage width without a cap', () => {
    const fit = run(loaded, { type: 'fitWidth' });
    expect(effectiveScale(fit.zoom, 2.15)).toBe(2.15);
  });

  it('clamps fit to width to the zoom range and survives an unmeasured stage', () => {
    expect(fitWidthScale(100_000, 612, 0)).toBe(MAX_SCALE);
    expect(fitWidthScale(20, 612, 8)).toBe(MIN_SCALE);
    expect(fitWidthScale(0, 612, 8)).toBe(1);
  });

  it('zoom in and out step from the scale being shown', () => {
    const zoomedIn = run(loaded, { type: 'zoomIn', currentScale: 0.59 });
    expect(zoomedIn.zoom).toEqual({ kind: 'scale', scale: 0.75 });
    expect(run(loaded, { type: 'zoomOut', currentScale: 0.59 }).zoom).toEqual({
      kind: 'scale',
      scale: 0.5,
    });
    // exactly on a step: move to the neighbour, not stay
    expect(run(loaded, { type: 'zoomIn', currentScale: 1 }).zoom).toEqual({
      kind: 'scale',
      scale: 1.25,
    });
    expect(run(loaded, { type: 'zoomIn', currentScale: 0.9999 }).zoom).toEqual({
      kind: 'scale',
      scale: 1.25,
    });
    expect(effectiveScale(zoomedIn.zoom, 1.7)).toBe(0.75);
  });

  it('disables zoom at the ends of the range', () => {
    expect(canZoomIn(MAX_SCALE)).toBe(false);
    expect(canZoomOut(MIN_SCALE)).toBe(false);
    expect(canZoomIn(1)).toBe(true);
    expect(canZoomOut(1)).toBe(true);
    expect(run(loaded, { type: 'zoomIn', currentScale: MAX_SCALE }).zoom).toEqual({
      kind: 'scale',
      scale: MAX_SCALE,
    });
  });

  it('fit to width returns from a fixed zoom and keeps the page', () => {
    const state = run(
      loaded,
      { type: 'goTo', page: 4 },
      { type: 'zoomIn', currentScale: 1 },
      { type: 'fitWidth' },
    );
    expect(state).toMatchObject({ page: 4, zoom: { kind: 'fit-width' } });
  });
});
