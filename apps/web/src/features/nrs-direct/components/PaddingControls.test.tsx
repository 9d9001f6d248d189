// The console's Guided tour panel of an NRS Direct show (SPEC §4 padding navigation): the window
// attendees are in, `Start guided tour` / `End guided tour` enabled as the domain allows, the
// command sent, and the panel following the dates the server answers with.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { conferencePaths } from '@podium/domain';
import { errorBody, installFakeFetch } from '../../../app/testing/fakeFetch.ts';
import '../../../shared/i18n/i18n.ts';
import { PaddingControls } from './PaddingControls.tsx';

const ids = { presId: 5001, confId: 7501 };
const path = conferencePaths.consolePaddingNav(ids.presId, ids.confId);
const MIN = 60_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Guided tour (console)', () => {
  it('before the tour: Start guided tour only; it sends the command and shows the tour running', async () => {
    const started = {
      PaddingNavAtStartEndDateUTC: iso(0),
      PaddingNavAtEndStartDateUTC: iso(10 * MIN),
    };
    const server = installFakeFetch({ [`POST ${path}`]: { body: started } });
    render(
      <PaddingControls
        ids={ids}
        initial={{
          PaddingNavAtStartEndDateUTC: iso(5 * MIN),
          PaddingNavAtEndStartDateUTC: iso(15 * MIN),
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Guided tour' });
    expect(region).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Attendees may page through the deck; the guided tour has not begun.',
    );
    expect(screen.getByRole('button', { name: 'End guided tour' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Start guided tour' }));
    expect(
      await screen.findByText('The guided tour is running: attendees follow the host.'),
    ).toBeInTheDocument();
    expect(server.to(`POST ${path}`).map((r) => r.body)).toEqual([{ Command: 'startTour' }]);
    expect(screen.getByRole('button', { name: 'Start guided tour' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'End guided tour' })).toBeEnabled();
  });

  it('during the tour: End guided tour; a refusal is said and the window stays', async () => {
    installFakeFetch({
      [`POST ${path}`]: { status: 409, body: errorBody(409, 'The guided tour is not running.') },
    });
    render(
      <PaddingControls
        ids={ids}
        initial={{ PaddingNavAtStartEndDateUTC: iso(-5 * MIN), PaddingNavAtEndStartDateUTC: null }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The guided tour is running: attendees follow the host.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'End guided tour' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The guided tour could not be changed. Try again.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The guided tour is running: attendees follow the host.',
    );
  });
});
