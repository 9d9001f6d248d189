// The console's notification to attendees (SPEC §3 NotificationMessage, §7 POST and DELETE
// prescontrol notification): `Notification to attendees` with `Send notification` and `Clear
// notification`, the message shown now, and a second coordinator's change read from the hub.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hubTopics } from '@podium/domain';
import { errorBody } from '../../../app/testing/fakeFetch.ts';
import { CONF_ID, installFakeConsole, paths } from '../testing/fakeConsoleServer.ts';
import { renderConsole } from '../testing/renderConsole.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const box = () => screen.findByRole('textbox', { name: 'Notification to attendees' });
const send = () => screen.getByRole('button', { name: 'Send notification' });
const clear = () => screen.getByRole('button', { name: 'Clear notification' });
const NONE = 'Attendees are shown no notification.';

describe('Notification to attendees', () => {
  it('sends a message, shows it as the one attendees see, and clears it', async () => {
    const fetch = installFakeConsole();
    renderConsole();
    const input = await box();
    expect(await screen.findByText(NONE)).toBeInTheDocument();
    expect(send()).toBeDisabled();
    expect(clear()).toBeDisabled();
    const user = userEvent.setup();
    // Only spaces: nothing to send.
    await user.type(input, '   ');
    expect(send()).toBeDisabled();
    await user.clear(input);
    await user.type(input, '  The Q&A opens in five minutes.  ');
    await user.click(send());
    await waitFor(() => expect(fetch.to(`POST ${paths.notification}`)).toHaveLength(1));
    expect(fetch.to(`POST ${paths.notification}`)[0]?.body).toEqual({
      NotificationMessage: 'The Q&A opens in five minutes.',
    });
    expect(await screen.findByText('The Q&A opens in five minutes.')).toBeInTheDocument();
    expect(screen.getByText('Attendees are shown:', { exact: false })).toBeInTheDocument();
    expect(input).toHaveValue('');
    await waitFor(() => expect(clear()).toBeEnabled());
    await user.click(clear());
    await waitFor(() => expect(fetch.to(`DELETE ${paths.notification}`)).toHaveLength(1));
    expect(await screen.findByText(NONE)).toBeInTheDocument();
    await waitFor(() => expect(clear()).toBeDisabled());
  });

  it('shows the message posted before the console opened, and one another console posts', async () => {
    installFakeConsole({ notification: 'Dial-in numbers are in Event Info.' });
    const { hub } = renderConsole();
    await box();
    expect(await screen.findByText('Dial-in numbers are in Event Info.')).toBeInTheDocument();
    expect(clear()).toBeEnabled();
    // Another coordinator replaces it: the hub says so and the console reads it again.
    installFakeConsole({ notification: 'We resume at 3 pm.' });
    act(() =>
      hub.send(hubTopics.callNotification(CONF_ID), { NotificationMessage: 'We resume at 3 pm.' }),
    );
    expect(await screen.findByText('We resume at 3 pm.')).toBeInTheDocument();
  });

  it('keeps the text when the server refuses it, with the server’s message', async () => {
    installFakeConsole({
      refuseActions: { status: 403, body: errorBody(403, 'Only event coordinators may.') },
    });
    renderConsole();
    const user = userEvent.setup();
    await user.type(await box(), 'Hello');
    await user.click(send());
    expect(await screen.findByText('Only event coordinators may.')).toBeInTheDocument();
    expect(await box()).toHaveValue('Hello');
    expect(await screen.findByText(NONE)).toBeInTheDocument();
  });
});
