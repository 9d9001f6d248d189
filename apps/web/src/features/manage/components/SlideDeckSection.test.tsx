// `Slide deck (PDF)` while the server makes the slides: a render underway when the page opens is
// shown with its pages made (`Slide making progress`) and followed until the new deck replaces
// the old one, or until the page says why the PDF could not be used.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { managePaths, type ManagedDeckRender, type ManagedSlide } from '@podium/domain';
import { installFakeFetch } from '../../../app/testing/fakeFetch.ts';
import '../manage-i18n.ts';
import { DECK_RENDER_POLL_MS, SlideDeckSection } from './SlideDeckSection.tsx';

const PRES_ID = 5101;
const GET = `GET ${managePaths.slideDeck(PRES_ID)}`;
/** Long enough for two reads of how far the slides are. */
const FOLLOW_TIMEOUT_MS = 3 * DECK_RENDER_POLL_MS;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rendering = (pagesDone: number, pageCount: number | null): ManagedDeckRender => ({
  FileName: 'results.pdf',
  Status: 'Rendering',
  PagesDone: pagesDone,
  PageCount: pageCount,
  Error: null,
});

const slide = (index: number): ManagedSlide => ({
  Guid: `00000000-0000-4000-8000-00000000000${index}`,
  Index: index,
  ThumbnailUrl: `/thumb-${index}.jpg`,
  Text: `Page ${index + 1}`,
  TimeSeconds: null,
});

/** The server's answers to GET slidedeck, one after another (the last one repeats). */
function serve(...states: { Render: ManagedDeckRender | null; Slides: ManagedSlide[] }[]) {
  let next = 0;
  installFakeFetch({
    [GET]: () => ({ body: states[Math.min(next++, states.length - 1)] }),
  });
}

describe('SlideDeckSection while the slides are made', () => {
  it('shows the pages made, then the new deck', async () => {
    const four = [0, 1, 2, 3].map(slide);
    serve(
      { Render: rendering(0, null), Slides: [] },
      { Render: rendering(1, 4), Slides: [] },
      { Render: { ...rendering(4, 4), Status: 'Done' }, Slides: four },
    );
    const onReplaced = vi.fn();
    render(<SlideDeckSection presId={PRES_ID} slides={[]} onReplaced={onReplaced} />);

    expect(await screen.findByText('Making slides from the PDF…')).toBeInTheDocument();
    expect(screen.getByLabelText('Slide deck (PDF)')).toBeDisabled();
    const bar = await screen.findByRole('progressbar', { name: 'Slide making progress' });
    await waitFor(() => expect(bar).toHaveAttribute('value', '25'), {
      timeout: FOLLOW_TIMEOUT_MS,
    });
    expect(screen.getByText('Making slides from the PDF… 1 of 4 pages')).toBeInTheDocument();
    await waitFor(() => expect(onReplaced).toHaveBeenCalledWith(four), {
      timeout: FOLLOW_TIMEOUT_MS,
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Slide deck (PDF)')).toBeEnabled();
  });

  it('says why the PDF could not be used', async () => {
    serve(
      { Render: rendering(0, null), Slides: [] },
      {
        Render: { ...rendering(0, null), Status: 'Failed', Error: 'The PDF could not be read.' },
        Slides: [],
      },
    );
    render(<SlideDeckSection presId={PRES_ID} slides={[]} onReplaced={() => undefined} />);
    expect(
      await screen.findByText('The deck could not be used: The PDF could not be read.', undefined, {
        timeout: FOLLOW_TIMEOUT_MS,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows nothing of a render that has ended before the page opened', async () => {
    const server = installFakeFetch({
      [GET]: {
        body: {
          Render: { ...rendering(0, null), Status: 'Failed', Error: 'The PDF could not be read.' },
          Slides: [],
        },
      },
    });
    render(<SlideDeckSection presId={PRES_ID} slides={[]} onReplaced={() => undefined} />);
    await waitFor(() => expect(server.to(GET)).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('No slides yet.')).toBeInTheDocument();
  });
});
