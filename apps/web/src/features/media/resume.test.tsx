// SPEC §4 resume modal (values 0, 1, 2) and the position saves that make resuming possible:
// while playing, on pause, at the end (back to 0) and on leave (keepalive).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESUME_SAVE_INTERVAL_S, storageKey } from '@podium/domain';
import { installFakeFetch } from '../../app/testing/fakeFetch.ts';
import { setAntiForgeryToken } from '../../shared/http/client.ts';
import { ViewerPage } from '../viewer/ViewerPage.tsx';
import { renderWithPresentation, setViewport } from '../viewer/test-utils.tsx';
import {
  LAZY,
  installFakeMedia,
  loadMetadata,
  playTo,
  playToEnd,
  type FakeMedia,
} from './testing/fakeMedia.ts';
import { mediaHandlers, mediaWithSlides } from './testing/mediaFixtures.ts';

let media: FakeMedia;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setViewport(1366, 768);
  media = installFakeMedia();
  setAntiForgeryToken('token');
});

afterEach(() => {
  cleanup();
  setAntiForgeryToken(null);
  media.restore();
  vi.unstubAllGlobals();
});

const PUT = 'PUT prescontrol/1002/userPresData/42';
const savedPositions = (server: ReturnType<typeof installFakeFetch>) =>
  server.to(PUT).map((r) => (r.body as { TimeStampSeconds: number }).TimeStampSeconds);

function open(resumeAt: number | null) {
  const server = installFakeFetch(mediaHandlers(1002, resumeAt));
  const view = renderWithPresentation(<ViewerPage />, mediaWithSlides());
  const element = () =>
    view.container.querySelector('video.media-player__video') as HTMLVideoElement;
  return { server, element };
}

describe('resume playback (SPEC §4)', () => {
  it('offers to resume a stored position and continues there', async () => {
    const user = userEvent.setup();
    const { server, element } = open(31);
    const dialog = await screen.findByRole('dialog', { name: 'Resume playback' }, LAZY);
    expect(dialog).toHaveTextContent('0:31');
    // Nothing starts while the question is open.
    expect(media.play).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Resume' })).toHaveFocus();
    act(() => loadMetadata(element(), 79));
    await user.click(within(dialog).getByRole('button', { name: 'Resume' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(element().currentTime).toBe(31);
    expect(element().paused).toBe(false);
    expect(screen.getByRole('img', { name: 'Slide 4 of 8' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Media player' })).toHaveAttribute(
      'data-playback-status',
      'Playing',
    );
    await waitFor(() => expect(server.to('POST logevent').length).toBeGreaterThan(0));
  });

  it('starts over from 0 when asked, and saves the new position once it has moved', async () => {
    const user = userEvent.setup();
    const { server, element } = open(31);
    const dialog = await screen.findByRole('dialog', { name: 'Resume playback' }, LAZY);
    act(() => loadMetadata(element(), 79));
    await user.click(within(dialog).getByRole('button', { name: 'Start over' }));
    expect(element().currentTime).toBe(0);
    expect(element().paused).toBe(false);
    expect(screen.getByRole('img', { name: 'Slide 1 of 8' })).toBeInTheDocument();
    // 0 is RESUME_SAVE_INTERVAL_S or more away from the stored 31: the first timeupdate saves it.
    act(() => playTo(element(), 1));
    await waitFor(() => expect(savedPositions(server)).toEqual([1]));
  });

  it('does not ask without a stored position, and saves while playing, on pause and at the end', async () => {
    const user = userEvent.setup();
    const { server, element } = open(null);
    await waitFor(() => expect(media.play).toHaveBeenCalled(), LAZY);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => loadMetadata(element(), 79));
    act(() => playTo(element(), RESUME_SAVE_INTERVAL_S - 1));
    act(() => playTo(element(), RESUME_SAVE_INTERVAL_S));
    await waitFor(() => expect(savedPositions(server)).toEqual([RESUME_SAVE_INTERVAL_S]));
    act(() => playTo(element(), 20));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(savedPositions(server)).toEqual([RESUME_SAVE_INTERVAL_S, 20]));
    expect(server.to(PUT)[1]?.headers.RequestVerificationToken).toBe('token');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    act(() => playToEnd(element()));
    await waitFor(() => expect(savedPositions(server)).toEqual([RESUME_SAVE_INTERVAL_S, 20, 0]));
    expect(localStorage.getItem(storageKey(1002, 'mediaPosition'))).toBe('0');
    // The end is an End (21), not a Pause (19) too.
    const types = server
      .to('POST logevent')
      .map((r) => (r.body as { EventType: number }).EventType);
    expect(types.filter((t) => t === 19)).toHaveLength(1);
    expect(types.filter((t) => t === 21)).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Media player' })).toHaveAttribute(
      'data-playback-status',
      'Stopped',
    );
  });

  it('saves the position with keepalive when the viewer leaves', async () => {
    const { server, element } = open(null);
    await waitFor(() => expect(media.play).toHaveBeenCalled(), LAZY);
    act(() => loadMetadata(element(), 79));
    act(() => playTo(element(), 7));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(savedPositions(server)).toEqual([7]));
    const fetchMock = vi.mocked(fetch);
    const init = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')?.[1];
    expect(init?.keepalive).toBe(true);
  });

  it('never overwrites the stored position when the viewer leaves without playing', async () => {
    const { server } = open(31);
    await screen.findByRole('dialog', { name: 'Resume playback' }, LAZY);
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.to(PUT)).toHaveLength(0);
  });

  it('offers the position kept in this browser when the server has none (SPEC §4 value 2)', async () => {
    localStorage.setItem(storageKey(1002, 'mediaPosition'), '45');
    open(null);
    const dialog = await screen.findByRole('dialog', { name: 'Resume playback' }, LAZY);
    expect(dialog).toHaveTextContent('0:45');
  });
});

describe('resume dialog keys', () => {
  it('keeps the slide arrow keys from acting behind the open dialog', async () => {
    const user = userEvent.setup();
    const { element } = open(31);
    await screen.findByRole('dialog', { name: 'Resume playback' }, LAZY);
    act(() => loadMetadata(element(), 79));
    await user.keyboard('{ArrowRight}');
    expect(element().currentTime).toBe(0);
    expect(screen.getByRole('img', { name: 'Slide 1 of 8' })).toBeInTheDocument();
  });
});
