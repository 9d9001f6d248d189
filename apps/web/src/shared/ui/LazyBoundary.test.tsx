// A lazy part of the page that cannot load offers a reload in place (ARCHITECTURE §7 splitting).
import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n.ts';
import { LazyBoundary } from './LazyBoundary.tsx';

afterEach(() => vi.restoreAllMocks());

describe('LazyBoundary', () => {
  it('shows the part once its chunk has loaded', async () => {
    const Part = lazy(() => Promise.resolve({ default: () => <p>Loaded part</p> }));
    render(
      <LazyBoundary>
        <Part />
      </LazyBoundary>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Loaded part')).toBeInTheDocument();
  });

  it('offers a reload when the chunk cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Part = lazy<() => null>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <div>
        <h1>Viewer</h1>
        <LazyBoundary>
          <Part />
        </LazyBoundary>
      </div>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the page could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    // The rest of the page stays.
    expect(screen.getByRole('heading', { name: 'Viewer' })).toBeInTheDocument();
  });
});
