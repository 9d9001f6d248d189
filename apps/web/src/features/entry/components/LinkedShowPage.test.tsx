// SPEC §2 linked show, SPEC §7 linkedpresentations/{password}: listed with the entry code the
// user entered with; without one, the screen points to the entry code form.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../app/testing/fakeFetch.ts';
import { renderApp, resetAppState } from '../../../app/testing/renderApp.tsx';
import { rememberEntryCode } from '../entry.store.ts';

beforeEach(resetAppState);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('linked show screen', () => {
  it('lists the presentations linked to the entry code, each a link into it', async () => {
    rememberEntryCode(1001, 'DEMO-1001');
    const server = installFakeFetch({
      'GET presentations/1001/linkedpresentations/DEMO-1001': {
        body: [
          {
            PresentationId: 1004,
            TitleBarWeb: 'Offering Documents',
            ShowLinkType: 1,
            Language: 'en-us',
          },
        ],
      },
    });
    renderApp('/1001/linkedshow/');
    const list = await screen.findByRole('navigation', { name: 'Linked presentations' });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Offering Documents' })).toHaveAttribute(
      'href',
      '/1004/',
    );
    expect(server.requests).toHaveLength(1);
  });

  it('asks for the entry code when none is known, without calling the server', async () => {
    const server = installFakeFetch({});
    renderApp('/1001/linkedshow/');
    expect(await screen.findByRole('link', { name: 'Enter your entry code' })).toHaveAttribute(
      'href',
      '/1001/validate/',
    );
    expect(server.requests).toHaveLength(0);
  });
});
