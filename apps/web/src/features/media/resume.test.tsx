// SPEC §4 resume modal (values 0, 1, 2) and the position saves that make resuming possible:
// while playing, on pause, at the end (back to 0) and on leave (keepalive); over the
// presentation hub while it is connected (SPEC §7 UpdateUserPresData), else with REST PUT.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESUME_SAVE_INTERVAL_S, storageKey } from '@podium/domain';
import { installFakeFetch } from '../../app/testing/fakeFetch.ts';
import { setAntiForgeryToken } from '../../shared/http/client.ts';
import {
  createFakePresentationHub,
  type FakePresentationHub,
} from '../presentation-hub/testing/fakePresentationHub.ts';
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

/** Without a hub of its own the viewer gets the default fake, which never connects: REST saves. */
function open(resumeAt: number | null, hub: FakePresentationHub | null = null) {
  const server = installFakeFetch(mediaHandlers(1002, resumeAt));
  const view = renderWithPresentation(
    <ViewerPage />,
    mediaWithSlides(),
    hub === null ? {} : { hub },
  );
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

describe('failures SPEC §8 ignores silently', () => {
  it("a failed read of the stored position offers this browser's copy, with no error shown", async () => {
    localStorage.setItem(storageKey(1002, 'mediaPosition'), '45');
    const server = installFakeFetch({
      ...mediaHandlers(1002, 31),
      'GET prescontrol/1002/userPresData/42': { status: 500, body: { message: 'down' } },
    });
    renderWithPresentation(<ViewerPage />, mediaWithSlides());
    const dialog = await screen.findByRole('dialog', { name: 'Resume playback' }, LAZY);
    expect(server.to('GET prescontrol/1002/userPresData/42')).toHaveLength(1);
    expect(dialog).toHaveTextContent('0:45');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed read with no copy in this browser starts the media by itself', async () => {
    const server = installFakeFetch({
      ...mediaHandlers(1002, 31),
      'GET prescontrol/1002/userPresData/42': { status: 503, body: { message: 'down' } },
    });
    renderWithPresentation(<ViewerPage />, mediaWithSlides());
    // The player starts only once the read has answered and nothing is offered.
    await waitFor(() => expect(media.play).toHaveBeenCalled(), LAZY);
    expect(server.to('GET prescontrol/1002/userPresData/42')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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

describe('saving over the presentation hub (SPEC §7 UpdateUserPresData)', () => {
  const hubPositions = (hub: FakePresentationHub) =>
    hub.updateUserPresData.mock.calls.map(([m]) => m.ResumeMediaData.TimeStampSeconds);

  async function openConnected(resumeAt: number | null) {
    const hub = createFakePresentationHub();
    const opened = open(resumeAt, hub);
    await waitFor(() => expect(hub.started()).toBe(true), LAZY);
    act(() => hub.connection({ type: 'connected', reconnect: false }));
    await waitFor(() => expect(media.play).toHaveBeenCalled(), LAZY);
    act(() => loadMetadata(opened.element(), 79));
    return { ...opened, hub };
  }

  it('saves while playing and on pause over the hub, with no REST save', async () => {
    const user = userEvent.setup();
    const { server, element, hub } = await openConnected(null);
    act(() => playTo(element(), RESUME_SAVE_INTERVAL_S));
    await waitFor(() => expect(hubPositions(hub)).toEqual([RESUME_SAVE_INTERVAL_S]));
    act(() => playTo(element(), 20.04));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(hubPositions(hub)).toEqual([RESUME_SAVE_INTERVAL_S, 20]));
    expect(hub.updateUserPresData).toHaveBeenLastCalledWith({
      PresId: 1002,
      ResumeMediaData: { TimeStampSeconds: 20 },
    });
    expect(server.to(PUT)).toHaveLength(0);
  });

  it('falls back to REST for a save the hub did not take, and when the hub is down', async () => {
    const user = userEvent.setup();
    const { server, element, hub } = await openConnected(null);
    hub.updateUserPresData.mockResolvedValueOnce({ ok: false, error: 'unavailable' });
    act(() => playTo(element(), RESUME_SAVE_INTERVAL_S));
    await waitFor(() => expect(savedPositions(server)).toEqual([RESUME_SAVE_INTERVAL_S]));
    expect(hubPositions(hub)).toEqual([RESUME_SAVE_INTERVAL_S]);

    act(() => hub.connection({ type: 'connectionLost' }));
    act(() => playTo(element(), 25));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(savedPositions(server)).toEqual([RESUME_SAVE_INTERVAL_S, 25]));
    expect(hubPositions(hub)).toEqual([RESUME_SAVE_INTERVAL_S]);
  });

  it('sends one save at a time, the latest one waiting its turn', async () => {
    const { server, element, hub } = await openConnected(null);
    let answer: (ok: boolean) => void = () => undefined;
    hub.updateUserPresData.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = (ok) => resolve(ok ? { ok: true } : { ok: false, error: 'unavailable' });
        }),
    );
    act(() => playTo(element(), RESUME_SAVE_INTERVAL_S));
    act(() => playTo(element(), 2 * RESUME_SAVE_INTERVAL_S));
    act(() => playTo(element(), 3 * RESUME_SAVE_INTERVAL_S));
    // The first is still unanswered: nothing else went out, and the second was replaced.
    expect(hubPositions(hub)).toEqual([RESUME_SAVE_INTERVAL_S]);
    await act(async () => answer(false));
    await waitFor(() =>
      expect(hubPositions(hub)).toEqual([RESUME_SAVE_INTERVAL_S, 3 * RESUME_SAVE_INTERVAL_S]),
    );
    // The refused first save went by REST before the newer one was sent.
    expect(savedPositions(server)).toEqual([RESUME_SAVE_INTERVAL_S]);
  });

  it('saves with REST keepalive when the viewer leaves, even with the hub connected', async () => {
    const { server, element, hub } = await openConnected(null);
    act(() => playTo(element(), 7));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(savedPositions(server)).toEqual([7]));
    expect(hub.updateUserPresData).not.toHaveBeenCalled();
  });
});
