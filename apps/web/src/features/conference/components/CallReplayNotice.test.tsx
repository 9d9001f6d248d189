// SPEC §7 GET playback in the call view: an ended call whose replay is not published yet says so
// (SPEC §8 "replay or playback not yet available"); a published replay with phone replay shows
// its access code (SPEC §7 GET accesscode?replay); a call that records none says neither.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { installFakeFetch } from '../../../app/testing/fakeFetch.ts';
import { ViewerPage } from '../../viewer/ViewerPage.tsx';
import { renderWithPresentation, setViewport } from '../../viewer/test-utils.tsx';
import { ConferenceHubContext } from '../session-host.ts';
import {
  CALL,
  conferenceHandlers,
  conferencePresentation,
  liveStatus,
} from '../testing/conferenceFixtures.ts';
import { createFakeHub } from '../testing/fakeHub.ts';

const LAZY = { timeout: 5000 } as const;
const PENDING = 'The replay is not yet available.';
const ENDED = 'The event has ended. Thank you for joining.';

beforeEach(() => {
  sessionStorage.clear();
  setViewport(1366, 768);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCall() {
  renderWithPresentation(
    <ConferenceHubContext.Provider value={createFakeHub()}>
      <ViewerPage />
    </ConferenceHubContext.Provider>,
    conferencePresentation(),
  );
}

describe('the replay notice of a call that is over', () => {
  it('says the replay is not yet available while the ended call has none published', async () => {
    const server = installFakeFetch({
      ...conferenceHandlers({ status: liveStatus({ Status: 'ENDED' }) }),
      [`GET ${CALL}/playback`]: { body: { Status: 'Pending', PhoneReplay: true, Media: [] } },
    });
    renderCall();
    expect(await screen.findByText(PENDING, {}, LAZY)).toBeVisible();
    expect(screen.getByRole('status', { name: 'Call status' })).toHaveTextContent(ENDED);
    // No access code is asked for a replay that cannot be heard yet.
    expect(server.to(`GET ${CALL}/accesscode`)).toHaveLength(0);
  });

  it('shows the replay access code of a published replay heard by phone', async () => {
    const server = installFakeFetch({
      ...conferenceHandlers({ status: liveStatus({ Status: 'Published' }) }),
      [`GET ${CALL}/playback`]: {
        body: { Status: 'Available', PhoneReplay: true, Media: [{ Url: '/r.m3u8' }] },
      },
      [`GET ${CALL}/accesscode`]: { body: { AccessCode: '7001 92001' } },
    });
    renderCall();
    expect(
      await screen.findByText(
        'To hear the replay by phone, dial in and enter the replay access code 7001 92001.',
        {},
        LAZY,
      ),
    ).toBeVisible();
    expect(screen.queryByText(PENDING)).toBeNull();
    expect(server.to(`GET ${CALL}/accesscode`)[0]?.query.get('replay')).toBe('true');
  });

  it('says nothing of a replay the call does not record', async () => {
    const server = installFakeFetch({
      ...conferenceHandlers({ status: liveStatus({ Status: 'ENDED' }) }),
      [`GET ${CALL}/playback`]: { body: { Status: 'NotRecorded', PhoneReplay: false, Media: [] } },
    });
    renderCall();
    await waitFor(() => expect(server.to(`GET ${CALL}/playback`)).toHaveLength(1), LAZY);
    expect(screen.getByRole('status', { name: 'Call status' })).toHaveTextContent(ENDED);
    expect(screen.queryByText(PENDING)).toBeNull();
    expect(screen.queryByText(/replay access code/)).toBeNull();
  });
});
