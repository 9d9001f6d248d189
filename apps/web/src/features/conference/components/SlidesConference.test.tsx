// SPEC §2 SlidesConference in the viewer: entry calls, following the presenter's slide, the
// personal slide index (SPEC §4), the public cut (SPEC §6), presenter control with its SPEC §8
// failure text and the 600 ms debounce, the connection toaster (SPEC §8/§9) and access revoked.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { hubTopics, type User } from '@podium/domain';
import { installFakeFetch } from '../../../app/testing/fakeFetch.ts';
import { ViewerPage } from '../../viewer/ViewerPage.tsx';
import { renderWithPresentation, setViewport } from '../../viewer/test-utils.tsx';
import { ConferenceHubContext } from '../session-host.ts';
import {
  CALL,
  CONF_ID,
  conferenceHandlers,
  conferencePresentation,
  participant,
  presControl,
  presenterUser,
} from '../testing/conferenceFixtures.ts';
import { createFakeHub, type FakeHub } from '../testing/fakeHub.ts';

const LAZY = { timeout: 5000 } as const;
let hub: FakeHub;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setViewport(1366, 768);
  hub = createFakeHub();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCall(user?: User) {
  return renderWithPresentation(
    <ConferenceHubContext.Provider value={hub}>
      <ViewerPage />
    </ConferenceHubContext.Provider>,
    conferencePresentation(),
    user === undefined ? {} : { user },
  );
}

/** Waits until entry finished: the session subscribed its topics and fetched presenter control. */
async function entered(server: ReturnType<typeof installFakeFetch>) {
  await waitFor(() => expect(hub.subscribed).toContain(`conferencecall.${CONF_ID}.slide`), LAZY);
  await waitFor(() => expect(server.to(`GET ${CALL}/presControl`)).toHaveLength(1), LAZY);
  await screen.findByRole('img', { name: /^Slide \d+ of \d+$/ }, LAZY);
}

describe('SlidesConference', () => {
  it('runs the SPEC §2 entry: hub token, call status, registered participant, then the topics', async () => {
    const server = installFakeFetch(conferenceHandlers());
    renderCall();
    await entered(server);
    expect(hub.started()).toBe(true);
    // Read before registering (SPEC §2), and once more when the topics are followed, so a
    // change published in between is not missed.
    await waitFor(() => expect(server.to(`GET ${CALL}/status`)).toHaveLength(2), LAZY);
    const lookup = server.to(`GET ${CALL}/participants`)[0];
    expect(lookup?.query.get('emailAddress')).toBe('attendee@podium.test');
    expect(lookup?.query.get('registered')).toBe('true');
    expect(server.to(`POST ${CALL}/participants`)).toHaveLength(0);
    expect(hub.subscribed).toEqual(
      expect.arrayContaining([
        `conferencecall.${CONF_ID}.status`,
        `conferencecall.${CONF_ID}.presenter`,
        `conferencecall.${CONF_ID}.user.42.question`,
        `conferencecall.${CONF_ID}.user.42.access`,
        'slide.22222222-2222-2222-2222-222222222222.addUpdate',
      ]),
    );
    expect(screen.getByRole('status', { name: 'Call status' })).toHaveTextContent('Live');
  });

  it('registers the participant when no registration is found', async () => {
    const server = installFakeFetch({
      ...conferenceHandlers(),
      [`GET ${CALL}/participants`]: { body: [] },
      [`POST ${CALL}/participants`]: { body: participant() },
    });
    renderCall();
    await entered(server);
    expect(server.to(`POST ${CALL}/participants`)[0]?.body).toEqual({
      conferenceId: CONF_ID,
      emailAddress: 'attendee@podium.test',
    });
  });

  it("follows the presenter's slide and keeps a personal index until it equals the presenter's", async () => {
    const server = installFakeFetch(
      conferenceHandlers({ presControl: presControl({ SlideIndex: 2 }) }),
    );
    renderCall();
    await entered(server);
    expect(screen.getByRole('img', { name: 'Slide 3 of 12' })).toBeInTheDocument();

    act(() => hub.send(hubTopics.callSlide(CONF_ID), { SlideIndex: 4 }));
    expect(screen.getByRole('img', { name: 'Slide 5 of 12' })).toBeInTheDocument();

    // A personal step: the attendee stays there while the presenter moves elsewhere.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('img', { name: 'Slide 6 of 12' })).toBeInTheDocument();
    act(() => hub.send(hubTopics.callSlide(CONF_ID), { SlideIndex: 3 }));
    expect(screen.getByRole('img', { name: 'Slide 6 of 12' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to presenter' })).toBeInTheDocument();

    // The presenter reaches the attendee's slide: the personal index is cleared (SPEC §4)...
    act(() => hub.send(hubTopics.callSlide(CONF_ID), { SlideIndex: 5 }));
    expect(screen.queryByRole('button', { name: 'Back to presenter' })).not.toBeInTheDocument();
    // ...so the next presenter move is followed again.
    act(() => hub.send(hubTopics.callSlide(CONF_ID), { SlideIndex: 8 }));
    expect(screen.getByRole('img', { name: 'Slide 9 of 12' })).toBeInTheDocument();
    // An attendee's own paging is never sent to the server.
    expect(server.to(`POST ${CALL}/presControl`)).toHaveLength(0);
  });

  it("flags the presenter's slide change for 1 s on the frame (SPEC §4 slide-updated flag)", async () => {
    const server = installFakeFetch(conferenceHandlers());
    renderCall();
    await entered(server);
    const frame = () => screen.getByRole('img', { name: /^Slide \d+ of 12$/ }).parentElement;
    // The entry's own read of the presenter's slide may have raised it: it is down within 1 s.
    await waitFor(() => expect(frame()).not.toHaveAttribute('data-slide-updated'), LAZY);
    vi.useFakeTimers();
    act(() => hub.send(hubTopics.callSlide(CONF_ID), { SlideIndex: 4 }));
    expect(screen.getByRole('img', { name: 'Slide 5 of 12' })).toBeInTheDocument();
    expect(frame()).toHaveAttribute('data-slide-updated', 'true');
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(frame()).not.toHaveAttribute('data-slide-updated');
  });

  it("returns to the presenter's slide on request", async () => {
    const server = installFakeFetch(conferenceHandlers());
    renderCall();
    await entered(server);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('img', { name: 'Slide 3 of 12' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Back to presenter' }));
    expect(screen.getByRole('img', { name: 'Slide 1 of 12' })).toBeInTheDocument();
  });

  it('never shows a public participant a slide past the public ones (SPEC §6)', async () => {
    const server = installFakeFetch(
      conferenceHandlers({
        participant: participant({ IsPublicParticipant: true, RegistrationType: 'ListenOnly' }),
      }),
    );
    renderCall();
    await entered(server);
    expect(hub.subscribed).toContain('slide.public.22222222-2222-2222-2222-222222222222.addUpdate');
    expect(hub.subscribed).not.toContain('slide.22222222-2222-2222-2222-222222222222.addUpdate');
    act(() => hub.send(hubTopics.callSlide(CONF_ID), { SlideIndex: 9 }));
    expect(screen.getByRole('img', { name: 'Slide 7 of 7' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('img', { name: 'Slide 7 of 7' })).toBeInTheDocument();
  });

  it('offers presenter control to a listed presenter and shows the SPEC §8 text when it fails', async () => {
    const server = installFakeFetch({
      ...conferenceHandlers(),
      [`POST ${CALL}/presControl`]: { status: 409, body: { message: 'nope' } },
    });
    renderCall(presenterUser);
    await entered(server);
    expect(hub.subscribed).toContain(`conferencecall.${CONF_ID}.PresenterList`);
    fireEvent.click(screen.getByRole('button', { name: 'Take presenter control' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to assign presenter control. Try again.',
    );
    expect(server.to(`POST ${CALL}/presControl`)[0]?.body).toEqual({
      SlideIndex: 0,
      ActivePresenterCoreUserId: 7,
    });
  });

  it('does not offer presenter control to an attendee', async () => {
    const server = installFakeFetch(conferenceHandlers());
    renderCall();
    await entered(server);
    expect(
      screen.queryByRole('button', { name: 'Take presenter control' }),
    ).not.toBeInTheDocument();
  });

  it("sends the active presenter's slide once, 600 ms after the last change (SPEC §4)", async () => {
    const server = installFakeFetch({
      ...conferenceHandlers({
        presControl: presControl({
          ActivePresenterCoreUserId: 7,
          ActivePresenterName: 'Pat Panelist',
        }),
      }),
      [`POST ${CALL}/presControl`]: {
        body: { SlideIndex: 2, ActivePresenterCoreUserId: 7, ActivePresenterName: 'Pat Panelist' },
      },
    });
    renderCall(presenterUser);
    await entered(server);
    expect(
      screen.getByText('You are presenting. Your slide changes are shown to everyone.'),
    ).toBeInTheDocument();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('img', { name: 'Slide 3 of 12' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(599);
    });
    expect(server.to(`POST ${CALL}/presControl`)).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(server.to(`POST ${CALL}/presControl`).map((r) => r.body)).toEqual([
      { SlideIndex: 2, ActivePresenterCoreUserId: 7 },
    ]);
  });

  it('shows "Unable to change the slide. Try again." when the slide cannot be sent', async () => {
    const server = installFakeFetch({
      ...conferenceHandlers({
        presControl: presControl({ ActivePresenterCoreUserId: 7, ActivePresenterName: 'Pat' }),
      }),
      [`POST ${CALL}/presControl`]: { status: 403, body: { message: 'no' } },
    });
    renderCall(presenterUser);
    await entered(server);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Unable to change the slide. Try again.',
    );
  });

  it('counts down the connection toaster, then retries, then fails, and hides on reconnect (SPEC §8)', async () => {
    const server = installFakeFetch(conferenceHandlers());
    renderCall();
    await entered(server);
    vi.useFakeTimers();
    act(() => hub.connection({ type: 'connectionLost' }));
    expect(screen.getByText('Connection error detected.')).toBeInTheDocument();
    expect(screen.getByText('Retrying in 60 seconds.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('Retrying in 59 seconds.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByText('Connection error detected. Retrying...')).toBeInTheDocument();
    act(() => hub.connection({ type: 'retriesExhausted' }));
    expect(
      screen.getByText(
        'Reconnection attempt failed. Please refresh this page or dial-in to the event.',
      ),
    ).toBeInTheDocument();
    act(() => hub.connection({ type: 'connected', reconnect: true }));
    expect(
      screen.queryByText(/Connection error detected|Reconnection attempt failed/),
    ).not.toBeInTheDocument();
  });

  it('refreshes call status and presenter control after a reconnect', async () => {
    const server = installFakeFetch(conferenceHandlers());
    renderCall();
    await entered(server);
    server.requests.length = 0;
    installFakeFetch({
      ...conferenceHandlers({ presControl: presControl({ SlideIndex: 6 }) }),
    });
    act(() => hub.connection({ type: 'connected', reconnect: true }));
    expect(await screen.findByRole('img', { name: 'Slide 7 of 12' }, LAZY)).toBeInTheDocument();
  });

  it('shows the SPEC §8 access-revoked text and stops the call when access is revoked', async () => {
    const server = installFakeFetch(conferenceHandlers());
    renderCall();
    await entered(server);
    expect(screen.getByRole('region', { name: 'Live audio' })).toBeInTheDocument();
    act(() => hub.send(hubTopics.userAccess(CONF_ID, 42), { AccessRevoked: true }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You are not authorized to participate on this call and your access has been revoked. Please contact your sales representative for any further questions.',
    );
    expect(screen.queryByRole('region', { name: 'Live audio' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Slide/ })).not.toBeInTheDocument();
    // The client lets go of the hub: the cut connection raises no toaster.
    expect(hub.started()).toBe(false);
    act(() => hub.connection({ type: 'connectionLost' }));
    expect(screen.queryByText('Connection error detected.')).not.toBeInTheDocument();
  });

  it('revokes a public participant when the public portion ends, not a registered one', async () => {
    const server = installFakeFetch(conferenceHandlers());
    renderCall();
    await entered(server);
    act(() =>
      hub.send(hubTopics.callAccess(CONF_ID), {
        PublicAccessRevoked: true,
        PublicCallEndTimeUtc: '2026-11-21T15:30:00Z',
      }),
    );
    expect(screen.queryByText(/your access has been revoked/)).not.toBeInTheDocument();
  });
});
