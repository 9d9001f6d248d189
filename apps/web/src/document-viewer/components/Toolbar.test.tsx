// The toolbar as a person uses it: accessible names, enabled states and the page box.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../shared/i18n/i18n.ts';
import { initialToolbarState, toolbarReducer, type ToolbarAction } from '../toolbar-state.ts';
import { Toolbar } from './Toolbar.tsx';

function setup(page: number, pageCount: number, scale: number | null, ready = true) {
  const state = toolbarReducer(toolbarReducer(initialToolbarState, { type: 'loaded', pageCount }), {
    type: 'goTo',
    page,
  });
  const dispatch = vi.fn<(action: ToolbarAction) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <Toolbar state={state} scale={scale} ready={ready} dispatch={dispatch} />
    </I18nextProvider>,
  );
  return { dispatch, user: userEvent.setup() };
}

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('Toolbar', () => {
  it('on the first page: Previous page disabled, Next page enabled, page box shows 1', async () => {
    const { dispatch, user } = setup(1, 5, 1);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Page number' })).toHaveValue(1);
    expect(screen.getByText('of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'next' });
  });

  it('on the last page: Next page disabled', () => {
    setup(5, 5, 1);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it('jumps to the typed page on Enter and ignores pages out of range', async () => {
    const { dispatch, user } = setup(1, 5, 1);
    const box = screen.getByRole('spinbutton', { name: 'Page number' });
    await user.clear(box);
    await user.type(box, '4{Enter}');
    expect(dispatch).toHaveBeenCalledWith({ type: 'goTo', page: 4 });
    dispatch.mockClear();
    await user.clear(box);
    await user.type(box, '9{Enter}');
    expect(dispatch).not.toHaveBeenCalled();
    expect(box).toHaveValue(1);
  });

  it('zooms from the scale shown and offers Fit to width as a toggle', async () => {
    const { dispatch, user } = setup(2, 5, 0.8);
    expect(screen.getByText('80%')).toBeInTheDocument();
    const fit = screen.getByRole('button', { name: 'Fit to width' });
    expect(fit).toHaveAttribute('aria-pressed', 'false');
    await user.click(fit);
    expect(dispatch).toHaveBeenCalledWith({ type: 'fitWidth' });
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'zoomIn', currentScale: 0.8 });
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'zoomOut', currentScale: 0.8 });
  });

  it('disables Zoom in at the largest zoom', () => {
    setup(1, 5, 4);
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  });

  it('disables every control while the document loads', () => {
    setup(1, 0, null, false);
    for (const name of ['Previous page', 'Next page', 'Zoom in', 'Zoom out', 'Fit to width']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
    expect(screen.getByRole('spinbutton', { name: 'Page number' })).toBeDisabled();
  });
});
