// The console's schedule controls (SPEC §4 call updates): the start time moves in the
// coordinator's own time zone and is checked before it is sent; Cancel call asks first; both are
// usable only when the console rules allow (conference/schedule.ts), and a cancelled call has no
// controls at all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallStatus } from '@podium/domain';
import { installFakeConsole, paths } from '../testing/fakeConsoleServer.ts';
import { renderConsole } from '../testing/renderConsole.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pad = (n: number) => String(n).padStart(2, '0');

/** A local wall time `days` from today as the datetime-local value and the UTC it stands for. */
function localAt(days: number, hours: number, minutes: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hours, minutes, 0, 0);
  const value = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hours)}:${pad(minutes)}`;
  return { value, utc: date.toISOString(), date };
}

const formatted = (date: Date) =>
  new Intl.DateTimeFormat('en-us', { dateStyle: 'medium', timeStyle: 'short' }).format(date);

async function startInput(): Promise<HTMLInputElement> {
  const group = await screen.findByRole('group', { name: 'Call schedule' });
  return within(group).getByLabelText<HTMLInputElement>('Start time');
}

const changeButton = () => screen.getByRole('button', { name: 'Change start time' });
const cancelButton = () => screen.getByRole('button', { name: 'Cancel call' });

describe('start time', () => {
  it('shows the start in the local time zone and offers the change once it differs', async () => {
    const start = localAt(1, 9, 45);
    installFakeConsole({ startTimeUtc: start.utc });
    renderConsole();
    const input = await startInput();
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveValue(start.value);
    expect(input).toBeEnabled();
    expect(input).toHaveAccessibleDescription(
      `In your time zone (${Intl.DateTimeFormat().resolvedOptions().timeZone}).`,
    );
    expect(changeButton()).toBeDisabled();
    fireEvent.change(input, { target: { value: localAt(1, 10, 30).value } });
    expect(changeButton()).toBeEnabled();
  });

  it('sends the new start as UTC and shows it once the server has it', async () => {
    const server = installFakeConsole({ startTimeUtc: localAt(1, 9, 45).utc });
    renderConsole();
    const next = localAt(2, 16, 15);
    fireEvent.change(await startInput(), { target: { value: next.value } });
    await userEvent.click(changeButton());
    expect(server.to(`PUT ${paths.startTime}`).map((r) => r.body)).toEqual([
      { StartTimeUtc: next.utc },
    ]);
    const facts = screen.getByRole('region', { name: 'Call' });
    expect(await within(facts).findByText(formatted(next.date))).toBeInTheDocument();
    expect(await startInput()).toHaveValue(next.value);
    expect(changeButton()).toBeDisabled();
  });

  it.each([
    ['a time long gone', () => localAt(-1, 9, 0).value, 'no more than 5 minutes in the past'],
    ['a time over a year ahead', () => localAt(400, 9, 0).value, 'within the next year'],
    ['nothing', () => '', 'Enter a date and a time.'],
  ])('refuses %s before sending anything', async (_name, value, message) => {
    const server = installFakeConsole({ startTimeUtc: localAt(1, 9, 45).utc });
    renderConsole();
    const input = await startInput();
    fireEvent.change(input, { target: { value: value() } });
    await userEvent.click(changeButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(server.to(`PUT ${paths.startTime}`)).toHaveLength(0);
    // Editing again clears the complaint.
    fireEvent.change(input, { target: { value: localAt(1, 11, 0).value } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it("keeps the coordinator's draft across a re-read that leaves the start as it was", async () => {
    const server = installFakeConsole({ startTimeUtc: localAt(1, 9, 45).utc });
    renderConsole();
    const draft = localAt(3, 8, 0).value;
    fireEvent.change(await startInput(), { target: { value: draft } });
    // Any action re-reads the whole console.
    await userEvent.click(screen.getByRole('button', { name: 'Mark current' }));
    await waitFor(() => expect(server.to(`GET ${paths.state}`).length).toBeGreaterThan(1));
    expect(await startInput()).toHaveValue(draft);
  });
});

describe('cancel call', () => {
  it('asks first: Keep the call sends nothing, Yes cancels it and every control goes', async () => {
    const server = installFakeConsole();
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel call' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the call?' });
    expect(dialog).toHaveAccessibleDescription(
      'Every participant is told the call has been cancelled. A cancelled call cannot be started, rescheduled or restored.',
    );
    expect(within(dialog).getByRole('button', { name: 'Keep the call' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the call' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancelButton()).toHaveFocus();
    expect(server.to(`POST ${paths.cancel}`)).toHaveLength(0);

    await userEvent.click(cancelButton());
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel the call' }),
    );
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(server.to(`POST ${paths.cancel}`)).toHaveLength(1);
    const controls = screen.getByRole('group', { name: 'Call controls' });
    for (const button of within(controls).getAllByRole('button')) expect(button).toBeDisabled();
    expect(await startInput()).toBeDisabled();
    expect(changeButton()).toBeDisabled();
    expect(cancelButton()).toBeDisabled();
  });

  it.each([
    [null, true, true],
    [CallStatus.PracticeSession, true, false],
    [CallStatus.Live, false, false],
    [CallStatus.Published, false, false],
  ])('with status %s: Cancel call %s, start time %s', async (status, cancel, move) => {
    installFakeConsole({ status });
    renderConsole();
    const input = await startInput();
    expect((cancelButton() as HTMLButtonElement).disabled).toBe(!cancel);
    expect(input.disabled).toBe(!move);
  });

  it('a call cancelled already shows no usable control', async () => {
    installFakeConsole({ isDeleted: true });
    renderConsole();
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Call' });
    for (const control of [
      ...within(panel).getAllByRole('button'),
      within(panel).getByLabelText('Start time'),
    ])
      expect(control).toBeDisabled();
  });
});
