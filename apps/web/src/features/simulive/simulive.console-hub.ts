// The coordinator console's broadcast panel follows the hub, as the attendees do: its own
// connection (a token for the event's call), liveevent.{confId}.playback for a pause, resume or
// stop made by any coordinator, and one GET playback/control once subscribed and again after a
// reconnect (a change made while disconnected reached nobody). Nothing is polled: the one timer
// wakes when the broadcast starts or plays to its end on its own (the domain's nextPhaseDelayMs),
// which no coordinator announces.
import { hubTopics, nextPhaseDelayMs } from '@podium/domain';
import { createHubClient } from '../../shared/hub/hub-client.ts';
import type { HubClient } from '../../shared/hub/hub.types.ts';
import { createSocketToken } from '../conference/conference.api.ts';
import { fetchPlaybackControl, type LiveEventRef } from './simulive.api.ts';
import {
  applyConsoleControlMessage,
  applyConsoleControlResponse,
  consoleControlFailed,
  resetConsoleBroadcast,
  useConsoleBroadcastStore,
} from './simulive.console-store.ts';

/** When the client clock still reads before the server's phase change: read again this much later. */
const PHASE_RECHECK_MS = 1_000;

export function followBroadcastInConsole(
  ids: LiveEventRef,
  /** For tests: the hub to use instead of a socket.io one. */
  hub?: HubClient,
): () => void {
  const client =
    hub ?? createHubClient({ fetchToken: () => createSocketToken(ids.presId, ids.confId, null) });
  let stopped = false;
  let phaseTimer: ReturnType<typeof setTimeout> | null = null;

  function schedulePhaseRead(): void {
    if (phaseTimer !== null) clearTimeout(phaseTimer);
    phaseTimer = null;
    const { control } = useConsoleBroadcastStore.getState();
    if (control === null || stopped) return;
    const nowMs = Date.now();
    const delay = nextPhaseDelayMs(
      { startMs: Date.parse(control.StartTimeUtc), durationSeconds: control.DurationSeconds },
      { Status: control.Status, Offset: control.Offset, ended: control.Ended },
      nowMs,
    );
    if (delay !== null)
      phaseTimer = setTimeout(() => void read(), Math.max(delay, PHASE_RECHECK_MS));
  }

  function read(): Promise<void> {
    return fetchPlaybackControl(ids).then(
      (response) => {
        if (stopped) return;
        applyConsoleControlResponse(response);
      },
      () => {
        if (!stopped) consoleControlFailed();
      },
    );
  }

  const offMessage = client.onMessage((message) => {
    if (message.kind !== 'playback' || message.topic.conferenceId !== ids.confId) return;
    applyConsoleControlMessage(message.payload);
  });
  const offStore = useConsoleBroadcastStore.subscribe((state, previous) => {
    // Every change (a read, a message, the answer to the console's own command) moves the timer.
    if (state.control !== previous.control) schedulePhaseRead();
  });
  const offConnection = client.onConnection((event) => {
    if (event.type === 'connected' && event.reconnect) void read();
  });
  client.start();
  // Subscribed first, read second: a change published in between is not missed.
  void client
    .subscribe(hubTopics.playback(ids.confId))
    .catch(() => undefined)
    .then(read);
  return () => {
    stopped = true;
    if (phaseTimer !== null) clearTimeout(phaseTimer);
    offMessage();
    offStore();
    offConnection();
    if (hub === undefined) client.stop();
    resetConsoleBroadcast();
  };
}
