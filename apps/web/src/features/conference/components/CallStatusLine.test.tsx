// One status line for the call, whatever the moment (domain eventStatus): at five moments around
// a start time, with the clock fixed, the page says exactly one thing about the call, the same in
// the status banner and the pre-event modal, and gives the start in the event's zone and the
// viewer's ("10:00 AM EST (4:00 PM your time)", SPEC §7 IanaTimeZone).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { installFakeFetch } from '../../../app/testing/fakeFetch.ts';
import { ViewerPage } from '../../viewer/ViewerPage.tsx';
import { renderWithPresentation, setViewport } from '../../viewer/test-utils.tsx';
import { ConferenceHubContext } from '../session-host.ts';
import {
  conferenceHandlers,
  conferencePresentation,
  liveStatus,
} from '../testing/conferenceFixtures.ts';
import { createFakeHub } from '../testing/fakeHub.ts';

const LAZY = { timeout: 5000 } as const;
/** 10:00 AM in New York (EST), 4:00 PM for a viewer in Paris. */
const START = '2026-11-25T15:00:00.000Z';
const START_MS = Date.parse(START);
const TIME = 'Nov 25, 2026, 10:00 AM EST (4:00 PM your time)';

const PHRASES = {
  notStarted: 'The call starts',
  available: 'The call is available',
  startingSoon: 'The call is starting soon',
  stream: 'Stream Not Started',
  ended: 'The event has ended',
} as const;

let savedTz: string | undefined;
beforeAll(() => {
  savedTz = process.env.TZ;
  process.env.TZ = 'Europe/Paris';
});
afterAll(() => {
  process.env.TZ = savedTz;
});

beforeEach(() => {
  sessionStorage.clear();
  setViewport(1366, 768);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderAt(minutesFromStart: number, status: Parameters<typeof liveStatus>[0]) {
  vi.useFakeTimers({ toFake: ['Date'], now: START_MS + minutesFromStart * 60_000 });
  installFakeFetch(conferenceHandlers({ status: liveStatus({ StartTimeUtc: START, ...status }) }));
  const presentation = conferencePresentation();
  renderWithPresentation(
    <ConferenceHubContext.Provider value={createFakeHub()}>
      <ViewerPage />
    </ConferenceHubContext.Provider>,
    { ...presentation, EventInfo: { ...presentation.EventInfo, Timezone: 'America/New_York' } },
  );
}

const notLive = { Status: null, StreamingState: 'NotStarted', UpdatedDateUtc: START } as const;

describe('the call status line at five moments around the start', () => {
  it.each([
    [
      -20,
      'notStarted',
      notLive,
      `The call starts ${TIME}.`,
      ['available', 'startingSoon', 'ended'],
    ],
    [
      -14.5,
      'available',
      notLive,
      `The call is available and starts ${TIME}. Audio begins as soon as the call goes live.`,
      ['notStarted', 'startingSoon', 'stream', 'ended'],
    ],
    [
      -5,
      'startingSoon',
      notLive,
      `The call is starting soon (scheduled for ${TIME}).`,
      ['notStarted', 'available', 'stream', 'ended'],
    ],
    // 22 minutes late and still not started: starting soon, and nothing else.
    [
      22,
      'startingSoon',
      notLive,
      `The call is starting soon (scheduled for ${TIME}).`,
      ['notStarted', 'available', 'stream', 'ended'],
    ],
    [
      30,
      'live',
      { Status: 'LIVE', StreamingState: 'Streaming' },
      'Live',
      ['notStarted', 'available', 'startingSoon', 'stream', 'ended'],
    ],
  ] as const)(
    'at %s minutes from the start: one line (%s)',
    async (minutes, expected, status, line, absent) => {
      renderAt(minutes, status);
      const banner = await screen.findByRole('status', { name: 'Call status' }, LAZY);
      await waitFor(() => expect(banner).toHaveAttribute('data-status', expected));
      expect(banner).toHaveTextContent(line, { normalizeWhitespace: true });
      const dialog = screen.queryByRole('dialog');
      if (expected === 'live') expect(dialog).toBeNull();
      else expect(dialog).toHaveAccessibleDescription(banner.textContent ?? '');
      for (const key of absent) expect(document.body).not.toHaveTextContent(PHRASES[key]);
    },
  );

  it('expired, ended and cancelled calls say that alone, with no live audio left', async () => {
    renderAt(90, { Status: 'EXPIRED', StreamingState: 'Ended' });
    const banner = await screen.findByRole('status', { name: 'Call status' }, LAZY);
    await waitFor(() => expect(banner).toHaveAttribute('data-status', 'expired'));
    expect(banner).toHaveTextContent('Replay for this call is no longer available.');
    for (const phrase of Object.values(PHRASES))
      expect(document.body).not.toHaveTextContent(phrase);
    // Nothing says the call is still to come: no live audio waiting for it.
    expect(screen.queryByRole('region', { name: 'Live audio' })).toBeNull();
    cleanup();

    renderAt(60, { Status: 'ENDED', StreamingState: 'Ended' });
    const ended = await screen.findByRole('status', { name: 'Call status' }, LAZY);
    await waitFor(() => expect(ended).toHaveAttribute('data-status', 'ended'));
    expect(ended).toHaveTextContent('The event has ended. Thank you for joining.');
    for (const phrase of [PHRASES.notStarted, PHRASES.available, PHRASES.startingSoon])
      expect(document.body).not.toHaveTextContent(phrase);
    expect(screen.queryByRole('region', { name: 'Live audio' })).toBeNull();
    cleanup();

    renderAt(90, { Status: null, IsDeleted: true });
    const cancelled = await screen.findByRole('status', { name: 'Call status' }, LAZY);
    await waitFor(() => expect(cancelled).toHaveAttribute('data-status', 'cancelled'));
    expect(cancelled).toHaveTextContent('This call has been cancelled');
    for (const phrase of Object.values(PHRASES))
      expect(document.body).not.toHaveTextContent(phrase);
  });
});
