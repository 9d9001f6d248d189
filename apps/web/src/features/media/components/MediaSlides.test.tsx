// SPEC §2 MediaSlides in the viewer: the player's controls (ARCHITECTURE §5 names), slides and
// speaker following the media on seeks (SPEC §3 cue points), chapters, media-action sizes, slide
// media, thumbnails seeking, Quality switches and the SPEC §9 activity events.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch } from '../../../app/testing/fakeFetch.ts';
import { ViewerPage } from '../../viewer/ViewerPage.tsx';
import { renderWithPresentation, setViewport } from '../../viewer/test-utils.tsx';
import { SKIP_LOG_SETTLE_MS } from '../media.constants.ts';
import {
  LAZY,
  failSource,
  installFakeMedia,
  loadMetadata,
  playTo,
  type FakeMedia,
} from '../testing/fakeMedia.ts';
import { mediaHandlers, mediaWithSlides, slideMedia } from '../testing/mediaFixtures.ts';

let media: FakeMedia;
let server: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setViewport(1366, 768);
  media = installFakeMedia();
  server = installFakeFetch(mediaHandlers(1002));
});

afterEach(() => {
  cleanup();
  media.restore();
  vi.unstubAllGlobals();
});

async function openPlayer() {
  const view = renderWithPresentation(<ViewerPage />, mediaWithSlides());
  const player = await screen.findByRole('region', { name: 'Media player' }, LAZY);
  const element = view.container.querySelector('video.media-player__video') as HTMLVideoElement;
  await waitFor(() => expect(media.play).toHaveBeenCalled(), LAZY);
  act(() => loadMetadata(element, 79));
  return { player, element };
}

const logged = (type: number) =>
  server.to('POST logevent').filter((r) => (r.body as { EventType: number }).EventType === type);

describe('MediaSlides', () => {
  it('offers the named controls on a native player without native controls or picture-in-picture', async () => {
    const { player, element } = await openPlayer();
    const controls = within(player);
    expect(element).not.toHaveAttribute('controls');
    expect(element).toHaveAttribute('disablepictureinpicture');
    expect(element.getAttribute('src')).toBe(
      '/api/v1/nrsservice/presentation/1002/media/video-360p.mp4',
    );
    expect(controls.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(controls.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    const seek = controls.getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 1:19');
    const speed = controls.getByRole('combobox', { name: 'Playback speed' });
    expect(
      within(speed)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0.75x', '1x', '1.5x', '2x']);
    const quality = controls.getByRole('combobox', { name: 'Quality' });
    expect(
      within(quality)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['360p', '180p']);
    expect(player).toHaveAttribute('data-playback-status', 'Playing');
    expect(player).toHaveAttribute('data-player-size', 'regular');
    expect(screen.getByRole('img', { name: 'Slide 1 of 8' })).toBeInTheDocument();
  });

  it('plays, pauses and mutes, logging Play and Pause with the media time (SPEC §9)', async () => {
    const user = userEvent.setup();
    const { player, element } = await openPlayer();
    await waitFor(() => expect(logged(1)).toHaveLength(1));
    act(() => playTo(element, 12));
    await user.click(within(player).getByRole('button', { name: 'Pause' }));
    expect(player).toHaveAttribute('data-playback-status', 'Paused');
    expect(within(player).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await waitFor(() => expect(logged(19)).toHaveLength(1));
    expect(logged(19)[0]?.body).toMatchObject({ logId: 77, PresId: 1002, MediaTimeSeconds: 12 });
    await user.click(within(player).getByRole('button', { name: 'Mute' }));
    expect(element.muted).toBe(true);
    expect(within(player).getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
  });

  it('changes the playback speed (SPEC §9 rates)', async () => {
    const user = userEvent.setup();
    const { player, element } = await openPlayer();
    await user.selectOptions(
      within(player).getByRole('combobox', { name: 'Playback speed' }),
      '1.5x',
    );
    expect(element.playbackRate).toBe(1.5);
    expect(element.defaultPlaybackRate).toBe(1.5);
    expect(within(player).getByRole('combobox', { name: 'Playback speed' })).toHaveValue('1.5');
  });

  it('keeps slide and speaker in step with playback and with seeks either way (SPEC §3)', async () => {
    const { player, element } = await openPlayer();
    const speaker = screen.getByRole('status', { name: 'Current speaker' });
    expect(speaker).toHaveTextContent('Claire Whitfield');
    expect(speaker).toHaveTextContent('President and Chief Executive Officer');

    act(() => playTo(element, 19));
    expect(screen.getByRole('img', { name: 'Slide 3 of 8' })).toBeInTheDocument();

    fireEvent.change(within(player).getByRole('slider', { name: 'Seek' }), {
      target: { value: '45' },
    });
    expect(element.currentTime).toBe(45);
    expect(screen.getByRole('img', { name: 'Slide 5 of 8' })).toBeInTheDocument();
    expect(speaker).toHaveTextContent('Marcus Bell');
    expect(within(player).getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      '0:45 of 1:19',
    );

    fireEvent.change(within(player).getByRole('slider', { name: 'Seek' }), {
      target: { value: '5' },
    });
    expect(screen.getByRole('img', { name: 'Slide 1 of 8' })).toBeInTheDocument();
    expect(speaker).toHaveTextContent('Claire Whitfield');
    // The two seeks of one gesture are one Skip, from where it began to where it ended.
    await waitFor(() => expect(logged(20)).toHaveLength(1), { timeout: SKIP_LOG_SETTLE_MS + 1000 });
    expect(logged(20)[0]?.body).toMatchObject({
      EventType: 20,
      MediaTimeSeconds: 5,
      Detail: '19→5',
    });
  });

  it('seeks 5 s with the arrow keys inside the player, and plays/pauses with k', async () => {
    const user = userEvent.setup();
    const { player, element } = await openPlayer();
    act(() => playTo(element, 20));
    within(player).getByRole('button', { name: 'Pause' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(element.currentTime).toBe(25);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(element.currentTime).toBe(15);
    await user.keyboard('k');
    expect(player).toHaveAttribute('data-playback-status', 'Paused');
  });

  it('jumps to a chapter and marks it current', async () => {
    const user = userEvent.setup();
    const { player, element } = await openPlayer();
    const chapters = await screen.findByRole('navigation', { name: 'Chapters' });
    expect(within(chapters).getByRole('button', { name: 'Introduction' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(
      within(chapters).getByRole('button', { name: 'Business model and financials' }),
    );
    expect(element.currentTime).toBe(40);
    expect(
      within(chapters).getByRole('button', { name: 'Business model and financials' }),
    ).toHaveAttribute('aria-current', 'true');
    expect(within(chapters).getByRole('button', { name: 'Introduction' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('img', { name: 'Slide 5 of 8' })).toBeInTheDocument();
    expect(player).toHaveAttribute('data-player-size', 'large');
  });

  it('switches the player size at the media action cues (SPEC §3)', async () => {
    const { player, element } = await openPlayer();
    act(() => playTo(element, 39.9));
    expect(player).toHaveAttribute('data-player-size', 'regular');
    act(() => playTo(element, 40));
    expect(player).toHaveAttribute('data-player-size', 'large');
    act(() => playTo(element, 50.2));
    expect(player).toHaveAttribute('data-player-size', 'regular');
    act(() => playTo(element, 71));
    expect(player).toHaveAttribute('data-player-size', 'large');
    act(() => {
      element.currentTime = 10;
    });
    expect(player).toHaveAttribute('data-player-size', 'regular');
  });

  it('shows slide media in place of the slide image (SPEC §3 IsSlideMedia)', async () => {
    const { element } = await openPlayer();
    act(() => playTo(element, 52));
    const clip = await screen.findByLabelText('Slide 6 video');
    expect(clip.tagName).toBe('VIDEO');
    expect(clip).toHaveAttribute(
      'src',
      '/api/v1/nrsservice/presentation/1002/media/slide-media-clip.mp4',
    );
    expect(screen.queryByRole('img', { name: 'Slide 6 of 8' })).not.toBeInTheDocument();
    act(() => playTo(element, 60));
    expect(screen.getByRole('img', { name: 'Slide 7 of 8' })).toBeInTheDocument();
  });

  it('seeks the media to a slide from its thumbnail and logs the Slide navigation', async () => {
    const user = userEvent.setup();
    const { element } = await openPlayer();
    const bar = await screen.findByRole('navigation', { name: 'Slide thumbnails' });
    await user.click(within(bar).getByRole('button', { name: 'Go to slide 4' }));
    expect(element.currentTime).toBe(30);
    expect(screen.getByRole('img', { name: 'Slide 4 of 8' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await waitFor(() => expect(logged(6)).toHaveLength(1));
    expect(logged(6)[0]?.body).toMatchObject({ SlideIndex: 3, MediaTimeSeconds: 30 });
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(element.currentTime).toBe(40);
  });

  it('switches Quality without losing the position or the play state', async () => {
    const user = userEvent.setup();
    const { player, element } = await openPlayer();
    act(() => playTo(element, 25));
    await user.selectOptions(within(player).getByRole('combobox', { name: 'Quality' }), '180p');
    expect(element.getAttribute('src')).toBe(
      '/api/v1/nrsservice/presentation/1002/media/video-180p.mp4',
    );
    // While the new source loads, the slide stays where the media was.
    expect(screen.getByRole('img', { name: 'Slide 3 of 8' })).toBeInTheDocument();
    act(() => loadMetadata(element, 79));
    expect(element.currentTime).toBe(25);
    expect(element.paused).toBe(false);
    expect(player).toHaveAttribute('data-playback-status', 'Playing');
    expect(logged(19)).toHaveLength(0);
  });

  it('offers Start playback when the browser refuses autoplay', async () => {
    cleanup();
    media.restore();
    media = installFakeMedia({ blockAutoplay: true });
    const user = userEvent.setup();
    renderWithPresentation(<ViewerPage />, mediaWithSlides());
    const start = await screen.findByRole('button', { name: 'Start playback' }, LAZY);
    const player = screen.getByRole('region', { name: 'Media player' });
    expect(player).toHaveAttribute('data-playback-status', 'NotStarted');
    await user.click(start);
    expect(player).toHaveAttribute('data-playback-status', 'Playing');
    expect(screen.queryByRole('button', { name: 'Start playback' })).not.toBeInTheDocument();
  });
});

describe('MediaSlides: addresses that expire', () => {
  const signed = (file: string) => `/api/v1/nrsservice/presentation/1002/media/s/2-new/${file}`;

  it('asks for the presentation again when the held address fails, and plays on there', async () => {
    server = installFakeFetch({
      ...mediaHandlers(1002),
      'GET presentation': {
        body: mediaWithSlides({
          Video: {
            ContainerGuid: mediaWithSlides().Video?.ContainerGuid ?? '',
            DurationSeconds: 79,
            Resolutions: [
              { Height: 360, Width: 640, Url: signed('video-360p.mp4') },
              { Height: 180, Width: 320, Url: signed('video-180p.mp4') },
            ],
          },
        }),
      },
    });
    const { player, element } = await openPlayer();
    act(() => playTo(element, 42));
    act(() => failSource(element));
    await waitFor(() => expect(element.getAttribute('src')).toBe(signed('video-360p.mp4')));
    expect(server.to('GET presentation')).toHaveLength(1);
    act(() => loadMetadata(element, 79));
    expect(element.currentTime).toBe(42);
    expect(player).toHaveAttribute('data-playback-status', 'Playing');
    expect(within(player).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the slide media again when a clip fails to load, once per address', async () => {
    const renewed = [
      { ...slideMedia[0], VideoResolutions: [{ Height: 180, Width: 320, Url: signed('c.mp4') }] },
    ];
    let asked = 0;
    server = installFakeFetch({
      ...mediaHandlers(1002),
      [`GET presentation/${mediaWithSlides().Video?.ContainerGuid}/slidemedia`]: () => {
        asked += 1;
        return { body: asked === 1 ? slideMedia : renewed };
      },
    });
    const { element } = await openPlayer();
    act(() => playTo(element, 52));
    const clip = await screen.findByLabelText('Slide 6 video');
    fireEvent.error(clip);
    await waitFor(() =>
      expect(screen.getByLabelText('Slide 6 video')).toHaveAttribute('src', signed('c.mp4')),
    );
    fireEvent.error(screen.getByLabelText('Slide 6 video'));
    fireEvent.error(screen.getByLabelText('Slide 6 video'));
    await waitFor(() => expect(asked).toBe(3));
    fireEvent.error(screen.getByLabelText('Slide 6 video'));
    expect(asked).toBe(3);
  });
});
