// The presentation-level hub in the running viewer (real route table and presentation store):
// a slides-only viewer opens it (SPEC §2), a slides update changes the deck on screen (SPEC §3),
// a reconnect reloads the presentation (SPEC §4), a lost connection shows the SPEC §8 toaster;
// the documents kind and a review open none (the domain's entry plan, SPEC §1, §4).
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hubTopics, type Presentation } from '@podium/domain';
import { makeSlides } from '@podium/domain/testing';
import { installFakeFetch } from '../../../app/testing/fakeFetch.ts';
import { makePresentation, makeUser } from '../../../app/testing/fixtures.ts';
import { renderApp, resetAppState } from '../../../app/testing/renderApp.tsx';
import {
  createFakePresentationHub,
  type FakePresentationHub,
} from '../testing/fakePresentationHub.ts';

const ROW = '2b1f0a3c-0000-4000-8000-00000000abcd';
/** The hub's chunk loads lazily. */
const LAZY = { timeout: 5_000 };

let hub: FakePresentationHub;

function openViewer(presentation: Presentation) {
  const server = installFakeFetch({
    'GET presentation/1001/route': { body: { PresentationId: 1001, Route: 'viewer', LogId: 77 } },
    'GET account/GetLoggedInUserForPresentation': { body: makeUser() },
    'GET presentation': { body: presentation },
  });
  renderApp('/1001/', { hub });
  return server;
}

const slidesEvent = () =>
  makePresentation({ rowguid: ROW, Slides: makeSlides(3), HasSlides: true });

beforeEach(() => {
  resetAppState();
  hub = createFakePresentationHub();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('presentation hub in the viewer', () => {
  it('opens for a slides-only event and shows a slides update at once (SPEC §2, §3)', async () => {
    openViewer(slidesEvent());
    expect(await screen.findByRole('img', { name: 'Slide 1 of 3' })).toBeInTheDocument();
    await waitFor(() => expect(hub.started()).toBe(true), LAZY);
    await waitFor(() => expect(hub.followed()).toContain(`slide.${ROW}.addUpdate`));

    act(() =>
      hub.send(hubTopics.slidesUpdate(ROW), { Slides: makeSlides(5), PrivateSlidesBeginAt: null }),
    );
    expect(await screen.findByRole('img', { name: 'Slide 1 of 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 5' })).toBeInTheDocument();
  });

  it('reloads the presentation on a reconnect, and shows the connection toaster meanwhile (SPEC §4, §8)', async () => {
    const server = openViewer(slidesEvent());
    await waitFor(() => expect(hub.started()).toBe(true), LAZY);
    act(() => hub.connection({ type: 'connected', reconnect: false }));
    expect(server.to('GET presentation')).toHaveLength(1);

    act(() => hub.connection({ type: 'connectionLost' }));
    expect(await screen.findByText('Connection error detected.')).toBeInTheDocument();
    expect(screen.getByText('Retrying in 60 seconds.')).toBeInTheDocument();

    act(() => hub.connection({ type: 'connected', reconnect: true }));
    await waitFor(() => expect(server.to('GET presentation')).toHaveLength(2));
    expect(screen.queryByText('Connection error detected.')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Slide 1 of 3' })).toBeInTheDocument();
  });

  it('opens none for a document-only event', async () => {
    openViewer(makePresentation({ rowguid: ROW }));
    expect(await screen.findByRole('heading', { name: 'Acme Corp Investor Day' })).toBeVisible();
    // Long enough for a lazy chunk that would have been asked for.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hub.started()).toBe(false);
  });

  it('opens none for a slides event entered in review mode (SPEC §1)', async () => {
    openViewer(
      makePresentation({
        rowguid: ROW,
        Slides: makeSlides(3),
        HasSlides: true,
        PasswordType: 'Review',
      }),
    );
    expect(await screen.findByRole('img', { name: 'Slide 1 of 3' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hub.started()).toBe(false);
  });
});
