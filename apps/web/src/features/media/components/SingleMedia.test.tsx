// SPEC §2 VideoOnly and AudioOnly: the player alone, without the outer panel or a thumbnail bar;
// audio as a player card with the title, speaker and chapters. And the openVideo page's player.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { OpenVideoPage } from '../../../app/pages/OpenVideoPage.tsx';
import { installFakeFetch } from '../../../app/testing/fakeFetch.ts';
import { ViewerPage } from '../../viewer/ViewerPage.tsx';
import { renderWithPresentation, setViewport } from '../../viewer/test-utils.tsx';
import { LAZY, installFakeMedia, loadMetadata, type FakeMedia } from '../testing/fakeMedia.ts';
import { audioOnly, mediaHandlers, videoOnly } from '../testing/mediaFixtures.ts';

let media: FakeMedia;

beforeEach(() => {
  localStorage.clear();
  setViewport(1366, 768);
  media = installFakeMedia();
});

afterEach(() => {
  cleanup();
  media.restore();
  vi.unstubAllGlobals();
});

describe('VideoOnly and AudioOnly', () => {
  it('plays a video-only presentation with its side panel toggles and no thumbnails', async () => {
    installFakeFetch(mediaHandlers(1005));
    renderWithPresentation(<ViewerPage />, videoOnly());
    const player = await screen.findByRole('region', { name: 'Media player' }, LAZY);
    await waitFor(() => expect(player).toHaveAttribute('data-playback-status', 'Playing'));
    expect(player.querySelector('video')).not.toBeNull();
    // Every kind offers Help and Event Info.
    expect(screen.getByRole('button', { name: 'Event Info' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Slide thumbnails' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Current speaker' })).toHaveTextContent(
      'Claire Whitfield',
    );
    expect(await screen.findByRole('navigation', { name: 'Chapters' })).toBeInTheDocument();
  });

  it('plays audio-only as a card with its title and bit rate choices', async () => {
    const user = userEvent.setup();
    installFakeFetch(mediaHandlers(1006));
    const view = renderWithPresentation(<ViewerPage />, audioOnly());
    const player = await screen.findByRole('region', { name: 'Media player' }, LAZY);
    const audio = view.container.querySelector('audio') as HTMLAudioElement;
    expect(player.querySelector('video')).toBeNull();
    expect(audio).not.toHaveAttribute('controls');
    expect(within(player).getByText('Q3 earnings update')).toBeInTheDocument();
    const quality = within(player).getByRole('combobox', { name: 'Quality' });
    expect(
      within(quality)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['64 kbps', '32 kbps']);
    await waitFor(() => expect(player).toHaveAttribute('data-playback-status', 'Playing'));
    act(() => loadMetadata(audio, 60));
    expect(within(player).getByText('0:00 / 1:00')).toBeInTheDocument();
    await user.click(within(player).getByRole('button', { name: 'Pause' }));
    expect(audio.paused).toBe(true);
    expect(screen.getByRole('status', { name: 'Current speaker' })).toHaveTextContent(
      'Marcus Bell',
    );
  });

  it('says so when the presentation has no playable source (SPEC §4 resume modal 4)', async () => {
    installFakeFetch(mediaHandlers(1005));
    const presentation = videoOnly();
    renderWithPresentation(<ViewerPage />, {
      ...presentation,
      Video: presentation.Video && { ...presentation.Video, Resolutions: [] },
    });
    expect(
      await screen.findByText(
        'No audio or video is available for this presentation yet.',
        {},
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Media player' })).not.toBeInTheDocument();
  });
});

describe('openVideo page', () => {
  it('plays the url in the viewer player, with no log and no resume', async () => {
    const server = installFakeFetch({});
    const url = encodeURIComponent('https://cdn.example.com/clip.mp4');
    render(
      <MemoryRouter initialEntries={[`/1002/openVideo/${url}`]}>
        <Routes>
          <Route path=":presId/openVideo/*" element={<OpenVideoPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const player = await screen.findByRole('region', { name: 'Media player' }, LAZY);
    expect(player.querySelector('video')).toHaveAttribute(
      'src',
      'https://cdn.example.com/clip.mp4',
    );
    await waitFor(() => expect(player).toHaveAttribute('data-playback-status', 'Playing'));
    expect(within(player).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(within(player).queryByRole('combobox', { name: 'Quality' })).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
