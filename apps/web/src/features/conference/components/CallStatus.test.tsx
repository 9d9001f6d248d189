// SPEC §4 call status in the viewer: the pre-event modal (open before the call, reopened when
// the start time changes, closed by the user), the SPEC §8 status texts, and the call-only kind.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { hubTopics } from '@podium/domain';
import { installFakeFetch } from '../../../app/testing/fakeFetch.ts';
import { ViewerPage } from '../../viewer/ViewerPage.tsx';
import { renderWithPresentation, setViewport } from '../../viewer/test-utils.tsx';
import { ConferenceHubContext } from '../session-host.ts';
import {
  CONF_ID,
  conferenceHandlers,
  conferencePresentation,
  liveStatus,
} from '../testing/conferenceFixtures.ts';
import { createFakeHub, type FakeHub } from '../testing/fakeHub.ts';

const LAZY = { timeout: 5000 } as const;
const STREAM_TEXT =
  'Stream Not Started: Streaming will be available approximately 10 minutes before the call starts.';
let hub: FakeHub;

beforeEach(() => {
  sessionStorage.clear();
  setViewport(1366, 768);
  hub = createFakeHub();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCall(presentation = conferencePresentation()) {
  renderWithPresentation(
    <ConferenceHubContext.Provider value={hub}>
      <ViewerPage />
    </ConferenceHubContext.Provider>,
    presentation,
  );
}

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('call status', () => {
  it('opens the pre-event modal before the call, with the starting-soon flag and the SPEC §8 text', async () => {
    installFakeFetch(
      conferenceHandlers({
        status: liveStatus({
          Status: null,
          StreamingState: 'NotStarted',
          StartTimeUtc: inMinutes(10),
        }),
      }),
    );
    renderCall();
    const dialog = await screen.findByRole('dialog', { name: 'Northwind Q3 Earnings Call' }, LAZY);
    expect(dialog).toHaveTextContent(STREAM_TEXT);
    // 10 minutes away: past both the 14-minute starting-soon and 15-minute available marks.
    expect(dialog).toHaveTextContent('The call is starting soon.');
    expect(dialog).toHaveTextContent('The call is available.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // SPEC §4: a changed start time reopens it; a call far away sets no flags.
    act(() => hub.send(hubTopics.callUpdate(CONF_ID), { StartTimeUtc: inMinutes(60) }));
    const reopened = await screen.findByRole('dialog');
    expect(reopened).toHaveTextContent(STREAM_TEXT);
    expect(reopened).not.toHaveTextContent('The call is starting soon.');

    // Going live closes it.
    act(() =>
      hub.send(hubTopics.callStatus(CONF_ID), {
        Status: 'LIVE',
        StreamingState: 'Streaming',
        UpdatedDateUtc: new Date().toISOString(),
        PublicCallEndTimeUtc: null,
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Call status' })).toHaveTextContent('Live');
  });

  it.each([
    ['PRACTICE_SESSION', 'Practice session'],
    ['EXPIRED', 'Replay for this call is no longer available.'],
    ['ENDED', 'The event has ended. Thank you for joining.'],
  ] as const)('shows %s as "%s"', async (status, text) => {
    installFakeFetch(conferenceHandlers({ status: liveStatus({ Status: status }) }));
    renderCall();
    await waitFor(
      () => expect(screen.getByRole('status', { name: 'Call status' })).toHaveTextContent(text),
      LAZY,
    );
  });

  it('shows "This call has been cancelled" when the call is deleted', async () => {
    installFakeFetch(conferenceHandlers());
    renderCall();
    await waitFor(() => expect(hub.subscribed).toContain(`conferencecall.${CONF_ID}.update`), LAZY);
    act(() => hub.send(hubTopics.callUpdate(CONF_ID), { IsDeleted: true }));
    expect(screen.getByRole('status', { name: 'Call status' })).toHaveTextContent(
      'This call has been cancelled',
    );
  });

  it('renders the call-only kind with its audio, Ask a Question and Dial-In in the page', async () => {
    installFakeFetch(conferenceHandlers());
    renderCall(conferencePresentation({ Slides: [], HasSlides: false, PresentationId: 2001 }));
    expect(await screen.findByRole('region', { name: 'Live audio' }, LAZY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ask a Question' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dial-In' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Slide/ })).not.toBeInTheDocument();
  });
});
