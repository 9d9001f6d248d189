// SPEC §8 connection problems as one piece of state: the no-internet modal (the browser says it
// is offline) and the server connection modal (the browser is online but the server cannot be
// reached). The HTTP client reports what it sees; the modals render this state. A server failure
// is confirmed by a second look before it is shown, so a blip or a quick restart the hub rides out
// never interrupts anyone, and any answer from the server afterwards closes it.
import { create } from 'zustand';
import { SERVICE_BASE_PATH, apiPaths } from '@podium/domain';

/** How long after a failed request the server is asked again before the modal shows. */
export const SERVER_CONNECTION_CHECK_DELAY_MS = 5_000;

export type ConnectionProblem = 'offline' | 'server' | null;

interface ConnectionState {
  readonly problem: ConnectionProblem;
  /** A Retry found the browser still without a connection. */
  readonly stillOffline: boolean;
  /** A Retry is asking the server. */
  readonly checking: boolean;
}

export const useConnectionStore = create<ConnectionState>(() => ({
  problem: null,
  stillOffline: false,
  checking: false,
}));

let serverCheck: ReturnType<typeof setTimeout> | null = null;

/** One request to the server outside the HTTP client, so a check never reports itself. */
async function serverAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`${SERVICE_BASE_PATH}/${apiPaths.keepAlive()}`, {
      credentials: 'include',
      cache: 'no-store',
    });
    return response.status < 500;
  } catch {
    return false;
  }
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** The HTTP client could not reach the server (network error or a 502/503/504). */
export function reportRequestFailure(): void {
  if (!isOnline()) {
    useConnectionStore.setState({ problem: 'offline' });
    return;
  }
  if (serverCheck !== null || useConnectionStore.getState().problem !== null) return;
  serverCheck = setTimeout(() => {
    void serverAnswers().then((answers) => {
      serverCheck = null;
      if (!answers && useConnectionStore.getState().problem === null) {
        useConnectionStore.setState({ problem: isOnline() ? 'server' : 'offline' });
      }
    });
  }, SERVER_CONNECTION_CHECK_DELAY_MS);
}

/** The server answered a request: a server connection problem is over. */
export function reportRequestSuccess(): void {
  if (useConnectionStore.getState().problem === 'server') {
    useConnectionStore.setState({ problem: null });
  }
}

export function browserWentOffline(): void {
  useConnectionStore.setState({ problem: 'offline', stillOffline: false });
}

export function browserCameOnline(): void {
  if (useConnectionStore.getState().problem === 'offline') {
    useConnectionStore.setState({ problem: null, stillOffline: false });
  }
}

/** The no-internet modal's Retry: closes once the server answers again. */
export async function retryConnection(): Promise<void> {
  useConnectionStore.setState({ checking: true });
  const answers = isOnline() && (await serverAnswers());
  useConnectionStore.setState(
    answers
      ? { problem: null, stillOffline: false, checking: false }
      : { stillOffline: true, checking: false },
  );
}

/** Follows the browser's online and offline events; returns the unsubscribe. */
export function watchBrowserConnection(): () => void {
  if (!isOnline()) browserWentOffline();
  window.addEventListener('offline', browserWentOffline);
  window.addEventListener('online', browserCameOnline);
  return () => {
    window.removeEventListener('offline', browserWentOffline);
    window.removeEventListener('online', browserCameOnline);
  };
}
