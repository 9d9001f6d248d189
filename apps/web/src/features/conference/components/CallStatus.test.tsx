// SPEC §4 call status in the viewer: the pre-event modal (open before the call, reopened when
// the start time changes, closed by the user), the SPEC §8 status texts, and the call-only kind.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  presenterUser,
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
/** The start as the status line shows it: here the event has no zone, so the viewer's alone. */
const shown = (utc: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(utc));
const startsAt = (utc: string) => `The call starts ${shown(utc)}.`;
const STARTING_SOON = 'The call is starting soon';
const AVAILABLE = 'The call is available';
const preEvent = (start: string) =>
  liveStatus({ Status: null, StreamingState: 'NotStarted', StartTimeUtc: start });

describe('call status', () => {
  it('opens the pre-event modal before the call, with the one status line', async () => {
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
    // 10 minutes away: past the 14-minute starting-soon mark, so starting soon, and only that.
    expect(dialog).toHaveTextContent(STARTING_SOON);
    expect(dialog).not.toHaveTextContent(AVAILABLE);
    expect(dialog).not.toHaveTextContent(STREAM_TEXT);
    // The keyboard is on its Close button, from the next frame on.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // SPEC §4: a changed start time reopens it; a call an hour away is not started, and the
    // SPEC §8 stream text says when streaming begins.
    act(() => hub.send(hubTopics.callUpdate(CONF_ID), { StartTimeUtc: inMinutes(60) }));
    const reopened = await screen.findByRole('dialog');
    expect(reopened).toHaveTextContent(STREAM_TEXT);
    expect(reopened).not.toHaveTextContent(STARTING_SOON);

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

  it('shows a practice session to presenters only; the audience sees the call still to come', async () => {
    const status = liveStatus({ Status: 'PRACTICE_SESSION', StartTimeUtc: inMinutes(5) });
    installFakeFetch(conferenceHandlers({ status }));
    renderWithPresentation(
      <ConferenceHubContext.Provider value={hub}>
        <ViewerPage />
      </ConferenceHubContext.Provider>,
      conferencePresentation(),
      { user: presenterUser },
    );
    await waitFor(
      () =>
        expect(screen.getByRole('status', { name: 'Call status' })).toHaveTextContent(
          'Practice session',
        ),
      LAZY,
    );
    cleanup();
    installFakeFetch(conferenceHandlers({ status }));
    renderCall();
    await waitFor(
      () =>
        expect(screen.getByRole('status', { name: 'Call status' })).toHaveTextContent(
          STARTING_SOON,
        ),
      LAZY,
    );
    expect(screen.getByRole('status', { name: 'Call status' })).not.toHaveTextContent('Practice');
  });

  it.each([
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

  it('a moved start reopens the modal with the new time and the timers recomputed (SPEC §4, §9)', async () => {
    const first = inMinutes(90);
    installFakeFetch(conferenceHandlers({ status: preEvent(first) }));
    renderCall();
    const dialog = await screen.findByRole('dialog', { name: 'Northwind Q3 Earnings Call' }, LAZY);
    expect(dialog).toHaveAccessibleDescription(startsAt(first));
    expect(dialog).not.toHaveTextContent(STARTING_SOON);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    // Brought forward to 10 minutes away: starting soon at once, the new time in the same line.
    const sooner = inMinutes(10);
    act(() => hub.send(hubTopics.callUpdate(CONF_ID), { StartTimeUtc: sooner }));
    const reopened = await screen.findByRole('dialog');
    const line = `The call is starting soon (scheduled for ${shown(sooner)}).`;
    expect(reopened).toHaveAccessibleDescription(line);
    expect(reopened).not.toHaveTextContent(AVAILABLE);
    expect(screen.getByRole('status', { name: 'Call status' })).toHaveTextContent(line);
  });

  it('keeps the keyboard in the pre-event modal and gives focus back when it closes', async () => {
    installFakeFetch(conferenceHandlers({ status: preEvent(inMinutes(90)) }));
    renderCall();
    const dialog = await screen.findByRole('dialog', {}, LAZY);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // The keyboard moves to its Close button in the frame after it opens.
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    // The slide keys behind the modal do not act.
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Slide 1 of 12' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Reopened by a moved start while the attendee is elsewhere on the page: focus comes back there.
    const next = screen.getByRole('button', { name: 'Next slide' });
    next.focus();
    act(() => hub.send(hubTopics.callUpdate(CONF_ID), { StartTimeUtc: inMinutes(120) }));
    const reopened = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(reopened).getByRole('button', { name: 'Close' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(next).toHaveFocus();
  });

  it('a cancelled pre-event call closes the modal and says so (SPEC §8)', async () => {
    installFakeFetch(conferenceHandlers({ status: preEvent(inMinutes(30)) }));
    renderCall();
    await screen.findByRole('dialog', {}, LAZY);
    await waitFor(() => expect(hub.subscribed).toContain(`conferencecall.${CONF_ID}.update`));
    act(() => hub.send(hubTopics.callUpdate(CONF_ID), { IsDeleted: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Call status' })).toHaveTextContent(
      'This call has been cancelled',
    );
    // A later start time does not bring the modal back for a call that will not take place.
    act(() => hub.send(hubTopics.callUpdate(CONF_ID), { StartTimeUtc: inMinutes(45) }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a live call cancelled stops its audio and its Q&A', async () => {
    installFakeFetch(conferenceHandlers());
    renderCall(conferencePresentation({ Slides: [], HasSlides: false, PresentationId: 2001 }));
    const audio = await screen.findByRole('region', { name: 'Live audio' }, LAZY);
    expect(within(audio).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await waitFor(() => expect(hub.subscribed).toContain(`conferencecall.${CONF_ID}.update`));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeEnabled();

    act(() => hub.send(hubTopics.callUpdate(CONF_ID), { IsDeleted: true }));
    expect(screen.getByRole('status', { name: 'Call status' })).toHaveTextContent(
      'This call has been cancelled',
    );
    expect(screen.queryByRole('region', { name: 'Live audio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your question' })).not.toBeInTheDocument();
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
