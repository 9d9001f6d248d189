// One viewer's presentation-level hub session (SPEC §2 entry socket token, SPEC §4 reconnect,
// SPEC §8 connection toaster) for the kinds that are not conference calls: it connects the hub,
// follows the presentation's topics and feeds their messages to the presentation store, reloads
// the presentation (forced) on reconnect, and offers the hub for UpdateUserPresData.
import type { Presentation } from '@podium/domain';
import { createHubClient } from '../../shared/hub/hub-client.ts';
import type { HubClient } from '../../shared/hub/hub.types.ts';
import { createPresentationSocketToken } from './presentation-hub.api.ts';
import { applyPresentationMessage, presentationHubTopics } from './presentation-hub.realtime.ts';
import {
  dispatchHubToaster,
  resetPresentationHub,
  usePresentationHubStore,
} from './presentation-hub.store.ts';

export interface PresentationHubSessionInput {
  readonly presId: number;
  readonly logId: number | null;
  /** The latest presentation (it is reloaded on reconnect and replaced on slides updates). */
  readonly getPresentation: () => Presentation;
  /** SPEC §4 on reconnect: the presentation is reloaded, forced. */
  readonly reloadPresentation: () => void;
  /** For tests: the hub client to use instead of a socket.io one. */
  readonly hub?: HubClient;
  readonly now?: () => number;
}

export interface PresentationHubSession {
  readonly hub: HubClient;
  stop(): void;
}

export function startPresentationHubSession(
  input: PresentationHubSessionInput,
): PresentationHubSession {
  const now = input.now ?? Date.now;
  const hub =
    input.hub ??
    createHubClient({
      fetchToken: () => createPresentationSocketToken(input.presId, input.logId),
    });
  let stopped = false;
  let toasterTimer: ReturnType<typeof setInterval> | null = null;

  function startToasterTicks(): void {
    if (toasterTimer !== null) return;
    toasterTimer = setInterval(() => {
      dispatchHubToaster({ type: 'tick', nowMs: now() });
      if (usePresentationHubStore.getState().toaster.phase === 'hidden') stopToasterTicks();
    }, 1000);
  }
  function stopToasterTicks(): void {
    if (toasterTimer !== null) clearInterval(toasterTimer);
    toasterTimer = null;
  }

  /** The full slide topic, else the public cut (SPEC §6); a refused topic is not kept. */
  async function followSlides(): Promise<void> {
    const topics = presentationHubTopics(input.getPresentation());
    const full = await hub.subscribe(topics.slides);
    if (full.ok || stopped) return;
    // Dropped from the client's list so a reconnect does not ask for it again.
    await hub.unsubscribe(topics.slides);
    if (!stopped) await hub.subscribe(topics.publicSlides);
  }

  function subscribeTopics(): void {
    const { others } = presentationHubTopics(input.getPresentation());
    // A topic the server refuses (not entitled) is simply not followed.
    for (const topic of others) hub.subscribe(topic).catch(() => undefined);
    followSlides().catch(() => undefined);
  }

  resetPresentationHub();
  usePresentationHubStore.setState({ sender: hub, presId: input.presId });
  const unsubscribes = [
    hub.onMessage((message) =>
      applyPresentationMessage(message, {
        presId: input.presId,
        getPresentation: input.getPresentation,
        reloadPresentation: input.reloadPresentation,
      }),
    ),
    hub.onConnection((event) => {
      switch (event.type) {
        case 'connected':
          usePresentationHubStore.setState({ connected: true });
          dispatchHubToaster({ type: 'reconnected' });
          stopToasterTicks();
          // SPEC §4: slides-only (and the media kinds with it) reload the presentation, forced,
          // on reconnect; SPEC §8: reconnection refreshes state. Messages sent while the
          // connection was down are not replayed, so this is how the viewer catches up.
          if (event.reconnect) input.reloadPresentation();
          return;
        case 'connectionLost':
          usePresentationHubStore.setState({ connected: false });
          dispatchHubToaster({ type: 'connectionLost', atMs: now() });
          startToasterTicks();
          return;
        case 'attemptScheduled':
          dispatchHubToaster({ type: 'attemptScheduled', atMs: event.atMs, nowMs: now() });
          return;
        case 'retriesExhausted':
          dispatchHubToaster({ type: 'retriesExhausted' });
          return;
        case 'accessRevoked':
          // SPEC §6: the server will not have this connection; the viewer goes on without it,
          // and resume saves use REST (which answers for access itself).
          usePresentationHubStore.setState({ connected: false });
          stopToasterTicks();
          dispatchHubToaster({ type: 'reconnected' });
          return;
        case 'protocolMismatch':
          // The server was updated: this build would misread its messages; load the new one.
          window.location.reload();
          return;
      }
    }),
  ];

  // SPEC §2 entry: the socket token first (hub.start), then the topics, which wait for the
  // connection inside the client.
  hub.start();
  subscribeTopics();

  return {
    hub,
    stop() {
      stopped = true;
      stopToasterTicks();
      for (const unsubscribe of unsubscribes) unsubscribe();
      hub.stop();
      if (usePresentationHubStore.getState().sender === hub) resetPresentationHub();
    },
  };
}
