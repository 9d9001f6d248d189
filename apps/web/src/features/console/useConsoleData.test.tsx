// The console follows the hub instead of polling: it reads everything on open and once its topics
// are followed, then applies the coordinators' console topic (a new or moved question, a
// withdrawn one, a participant's presence) without reading again, re-reads when the call's
// status changes or the hub reconnects, and never reads on a timer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { hubTopics } from '@podium/domain';
import { CONF_ID, installFakeConsole, makeQuestion, paths } from './testing/fakeConsoleServer.ts';
import { renderConsole } from './testing/renderConsole.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const consoleTopic = `conferencecall.${CONF_ID}.console`;

async function opened() {
  const server = installFakeConsole();
  const view = renderConsole();
  await screen.findByRole('list', { name: 'Questions' });
  // The read on open and the one after the topics are followed.
  await waitFor(() => expect(server.to(`GET ${paths.state}`)).toHaveLength(2));
  return { server, hub: view.hub, view };
}

describe('the console follows the hub', () => {
  it("follows the console's topic and the call's, and reads nothing on a timer", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server, hub, view } = await opened();
    expect(hub.followed()).toEqual(
      expect.arrayContaining([consoleTopic, `conferencecall.${CONF_ID}.status`]),
    );
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    for (const path of [paths.state, paths.questions, paths.participants, paths.presenters])
      expect(server.to(`GET ${path}`)).toHaveLength(2);
    view.unmount();
    expect(hub.followed()).not.toContain(consoleTopic);
  });

  it('applies questions and presence from the topic without reading again', async () => {
    const { server, hub } = await opened();
    const asked = makeQuestion({ Id: 12, Question: 'Is the dividend safe?' });
    act(() => hub.send(hubTopics.consoleUpdate(CONF_ID), { Type: 'question', Question: asked }));
    const questions = screen.getByRole('list', { name: 'Questions' });
    expect(await within(questions).findByText('Is the dividend safe?')).toBeInTheDocument();
    act(() =>
      hub.send(hubTopics.consoleUpdate(CONF_ID), { Type: 'questionWithdrawn', QuestionId: 12 }),
    );
    await waitFor(() =>
      expect(within(questions).queryByText('Is the dividend safe?')).not.toBeInTheDocument(),
    );
    const participants = screen.getByRole('list', { name: 'Participants' });
    expect(within(participants).getAllByText('Connected').length).toBeGreaterThan(0);
    act(() =>
      hub.send(hubTopics.consoleUpdate(CONF_ID), {
        Type: 'presence',
        CoreUserId: 42,
        IsActive: false,
      }),
    );
    expect(await within(participants).findAllByText('Not connected')).not.toHaveLength(0);
    expect(server.to(`GET ${paths.questions}`)).toHaveLength(2);
    expect(server.to(`GET ${paths.participants}`)).toHaveLength(2);
  });

  it('reads again when the call status changes, when a stranger connects, and after a reconnect', async () => {
    const { server, hub } = await opened();
    const reads = () => server.to(`GET ${paths.state}`).length;
    act(() =>
      hub.send(hubTopics.callStatus(CONF_ID), {
        Status: 'LIVE',
        StreamingState: 'Streaming',
        UpdatedDateUtc: '2026-11-21T15:00:00.000Z',
        PublicCallEndTimeUtc: null,
      }),
    );
    await waitFor(() => expect(reads()).toBe(3));
    act(() =>
      hub.send(hubTopics.consoleUpdate(CONF_ID), {
        Type: 'presence',
        CoreUserId: 777,
        IsActive: true,
      }),
    );
    await waitFor(() => expect(reads()).toBe(4));
    act(() => hub.connection({ type: 'connected', reconnect: true }));
    await waitFor(() => expect(reads()).toBe(5));
  });

  it('follows nothing after a 403', async () => {
    const server = installFakeConsole({ refuseAll: { status: 403, body: { message: 'No.' } } });
    const { hub } = renderConsole();
    await screen.findByText(/./);
    await waitFor(() => expect(server.to(`GET ${paths.state}`)).toHaveLength(1));
    await waitFor(() => expect(hub.followed()).toEqual([]));
  });
});
