// The console's call controls (ARCHITECTURE §5 names, SPEC §4 call statuses): each control is
// enabled only when the move is allowed from the current status, the status and start time
// show, and moves that cannot be undone are confirmed first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallStatus } from '@podium/domain';
import { installFakeConsole, paths } from '../testing/fakeConsoleServer.ts';
import { renderConsole } from '../testing/renderConsole.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CONTROLS = ['Start practice', 'Go live', 'End call', 'Expire replay', 'End public portion'];

async function enabledControls(): Promise<string[]> {
  const group = await screen.findByRole('group', { name: 'Call controls' });
  return within(group)
    .getAllByRole('button')
    .filter((button) => !(button as HTMLButtonElement).disabled)
    .map((button) => button.textContent ?? '');
}

describe('call controls', () => {
  it('shows all five controls', async () => {
    installFakeConsole();
    renderConsole();
    const group = await screen.findByRole('group', { name: 'Call controls' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(CONTROLS);
  });

  it.each([
    [null, null, ['Start practice', 'Go live']],
    [CallStatus.PracticeSession, null, ['Go live', 'End call']],
    [CallStatus.Live, null, ['End call', 'End public portion']],
    [CallStatus.Live, '2026-11-21T15:30:00.000Z', ['End call']],
    [CallStatus.Published, null, ['Expire replay']],
    [CallStatus.Expired, null, []],
  ])('with status %s (public end %s) enables %j', async (status, publicEnd, enabled) => {
    installFakeConsole({ status, publicCallEndTimeUtc: publicEnd });
    renderConsole();
    expect(await enabledControls()).toEqual(enabled);
  });

  it('shows the status and the start time', async () => {
    installFakeConsole({ status: CallStatus.PracticeSession });
    renderConsole();
    expect(await screen.findByText('Practice session')).toBeInTheDocument();
    const started = new Intl.DateTimeFormat('en-us', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date('2026-11-21T15:10:00.000Z'));
    expect(screen.getByText(started)).toBeInTheDocument();
  });

  it('goes live at once and shows the new status', async () => {
    const server = installFakeConsole();
    renderConsole();
    expect(await screen.findByText('Not started')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go live' }));
    expect(await screen.findByText('Live')).toBeInTheDocument();
    expect(server.to(`POST ${paths.transition}`).map((r) => r.body)).toEqual([
      { Transition: 'live' },
    ]);
    expect(await enabledControls()).toEqual(['End call', 'End public portion']);
  });

  it('asks before ending the call; Cancel sends nothing, Confirm ends it', async () => {
    const server = installFakeConsole({ status: CallStatus.Live });
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'End call' }));
    const dialog = screen.getByRole('dialog', { name: 'End the call?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.to(`POST ${paths.transition}`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'End call' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByText('Ended, replay available')).toBeInTheDocument();
    expect(server.to(`POST ${paths.transition}`).map((r) => r.body)).toEqual([
      { Transition: 'end' },
    ]);
  });

  it('Escape closes the confirmation without acting', async () => {
    const server = installFakeConsole({ status: CallStatus.Live });
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'End public portion' }));
    expect(screen.getByRole('dialog', { name: 'End the public portion?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.to(`POST ${paths.transition}`)).toHaveLength(0);
  });

  it('shows the server message in an alert when an action fails', async () => {
    installFakeConsole({
      refuseActions: {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'The call has already started.' },
      },
    });
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'Start practice' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The action did not go through.');
    expect(alert).toHaveTextContent('The call has already started.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
