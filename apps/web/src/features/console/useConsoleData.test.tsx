// The console re-reads its state every CONSOLE_POLL_INTERVAL_MS (it has no hub of its own), so
// changes made elsewhere (an attendee's new question) appear without a reload; polling stops
// when the screen goes away and for a user the server refused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { CONSOLE_POLL_INTERVAL_MS } from './console.constants.ts';
import { installFakeConsole, paths } from './testing/fakeConsoleServer.ts';
import { renderConsole } from './testing/renderConsole.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('console polling', () => {
  it('reads everything again every CONSOLE_POLL_INTERVAL_MS, and stops on unmount', async () => {
    vi.useFakeTimers();
    const server = installFakeConsole();
    const view = renderConsole();
    await flush();
    expect(screen.getByRole('list', { name: 'Questions' })).toBeInTheDocument();
    const reads = () => server.to(`GET ${paths.state}`).length;
    expect(reads()).toBe(1);
    for (const path of [paths.questions, paths.participants, paths.presenters]) {
      expect(server.to(`GET ${path}`)).toHaveLength(1);
    }

    await wait(CONSOLE_POLL_INTERVAL_MS - 1);
    expect(reads()).toBe(1);
    await wait(1);
    expect(reads()).toBe(2);
    await wait(CONSOLE_POLL_INTERVAL_MS);
    expect(reads()).toBe(3);

    view.unmount();
    await wait(CONSOLE_POLL_INTERVAL_MS * 3);
    expect(reads()).toBe(3);
  });

  it('does not poll after a 403', async () => {
    vi.useFakeTimers();
    const server = installFakeConsole({ refuseAll: { status: 403, body: { message: 'No.' } } });
    renderConsole();
    await flush();
    expect(server.to(`GET ${paths.state}`)).toHaveLength(1);
    await wait(CONSOLE_POLL_INTERVAL_MS * 3);
    expect(server.to(`GET ${paths.state}`)).toHaveLength(1);
  });
});
