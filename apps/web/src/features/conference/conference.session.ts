// One viewer's conference session (SPEC §2 entry, §4, §8): it runs the entry steps, connects the
// hub and feeds its messages to the store, refreshes state on reconnect, sends the presenter's
// slide after the debounce, and reports listening with the Play and still-streaming events.
import type { PresentationKind, RouteChild } from '@podium/domain';
import {
  EntryStep,
  STILL_STREAMING_POLL_MS,
  endedWithPublishedReplay,
  isSimuLiveConferenceReview,
  planEntry,
  type ParticipantType,
  type Presentation,
  type User,
} from '@podium/domain';
import { createHubClient } from '../../shared/hub/hub-client.ts';
import type { HubClient } from '../../shared/hub/hub.types.ts';
import {
  createParticipantSession,
  createSocketToken,
  endParticipantSession,
  fetchCallStatus,
  fetchMyQuestions,
  fetchNotification,
  fetchPresControl,
  fetchRegisteredParticipant,
  registerParticipant,
  sendParticipantEvent,
  type CallRef,
} from './conference.api.ts';
import { applyConferenceMessage, conferenceTopics } from './conference.realtime.ts';
import {
  applyCallStatus,
  applyPresControl,
  applyQuestion,
  dispatchToaster,
  resetConference,
  selectCutOff,
  useConferenceStore,
  updateConference,
} from './conference.store.ts';
import { createPresenterActions, type PresenterActions } from './presenter-actions.ts';

/**
 * Status reads before giving up on one that the call's hub messages keep overtaking: those
 * messages are then the newer truth, and nothing is applied.
 */
const STATUS_READS_WHEN_OVERTAKEN = 3;

export interface ConferenceSessionInput {
  readonly presId: number;
  readonly confId: number;
  readonly logId: number | null;
  readonly user: User | null;
  /** The latest presentation (it is reloaded on reconnect and on slide updates). */
  readonly getPresentation: () => Presentation;
  readonly kind: PresentationKind;
  readonly routeChild: RouteChild;
  readonly reviewMode: boolean;
  /** SPEC §4 on reconnect: the presentation is reloaded, forced. */
  readonly reloadPresentation: () => void;
  /** For tests: the hub client to use instead of a socket.io one. */
  readonly hub?: HubClient;
}

export interface ConferenceSession extends PresenterActions {
  readonly call: CallRef;
  readonly hub: HubClient;
  /**
   * The live audio (or a simulated-live broadcast: type SimuLive) started or stopped: SPEC §7/§9
   * participant session and still-streaming poll.
   */
  setListening(listening: boolean, participantType?: ParticipantType): void;
  stop(): void;
}

export function startConferenceSession(input: ConferenceSessionInput): ConferenceSession {
  const call: CallRef = { presId: input.presId, confId: input.confId };
  const hub =
    input.hub ??
    createHubClient({
      fetchToken: () => createSocketToken(input.presId, input.confId, input.logId),
    });
  let stopped = false;
  let streamingTimer: ReturnType<typeof setInterval> | null = null;
  let toasterTimer: ReturnType<typeof setInterval> | null = null;
  const subscriptions: Array<() => void> = [];

  // The user's standing decides whether a revocation cuts them off (selectCutOff, SPEC §6). The
  // event's scheduled start stands for the call's until the first status answer names it, so the
  // status line says when the call starts from the first paint instead of growing by a line later.
  resetConference(input.getPresentation().EventInfo.StartDateUtc, input.user);
  const presenterActions = createPresenterActions({
    call,
    hub,
    user: input.user,
    getPresentation: input.getPresentation,
  });

  /**
   * The call's status and update messages received so far. A status read that one of them
   * overtook may be older than it (the server answered before it stored the change it then
   * published): applied, it would undo the message, e.g. put back the old start time.
   */
  let callMessages = 0;

  async function refreshStatus(first: boolean): Promise<void> {
    const state = useConferenceStore.getState().call;
    // SPEC §2: the status is not fetched once the call ended with a published replay.
    if (!first && endedWithPublishedReplay(state)) return;
    for (let read = 0; read < STATUS_READS_WHEN_OVERTAKEN; read++) {
      const seen = callMessages;
      const response = await fetchCallStatus(call);
      if (callMessages === seen) return applyCallStatus(response, first);
      // Overtaken: read again, now that the server has stored what it published.
    }
  }

  /** Notifications received so far: a read they overtook holds an older one. */
  let notificationMessages = 0;

  /** SPEC §3 NotificationMessage as the event team left it, for a viewer who was not there. */
  async function refreshNotification(): Promise<void> {
    const seen = notificationMessages;
    const message = await fetchNotification(call.presId);
    if (notificationMessages === seen && !stopped) updateConference({ notification: message });
  }

  async function refreshPresControl(): Promise<void> {
    applyPresControl(await fetchPresControl(call));
  }

  async function refreshQuestions(): Promise<void> {
    for (const question of await fetchMyQuestions(call)) applyQuestion(question, false);
  }

  /**
   * SPEC §2: the registered participant (first item), else a registration. The presentation
   * carries no registration setting, so a lookup that finds nobody registers the user.
   */
  async function joinAsParticipant(steps: readonly EntryStep[]): Promise<void> {
    const email = input.user?.EmailAddress ?? '';
    let participant = steps.includes(EntryStep.FetchRegisteredParticipant)
      ? await fetchRegisteredParticipant(call, email).catch(() => null)
      : null;
    participant ??= await registerParticipant(call, email);
    if (stopped) return;
    updateConference({
      participant,
      accessRevoked: useConferenceStore.getState().accessRevoked || participant.AccessRevoked,
    });
  }

  function subscribeTopics(): Promise<unknown> {
    const participant = useConferenceStore.getState().participant;
    const topics = conferenceTopics({
      confId: input.confId,
      coreUserId: input.user?.CoreId ?? null,
      rowGuid: input.getPresentation().rowguid,
      isPublicParticipant: participant?.IsPublicParticipant ?? true,
      followsPresenterList: presenterActions.followsPresenterList(),
    });
    // A topic the server refuses (not entitled) is simply not followed.
    return Promise.allSettled(topics.map((topic) => hub.subscribe(topic)));
  }

  function startToasterTicks(): void {
    if (toasterTimer !== null) return;
    toasterTimer = setInterval(() => {
      dispatchToaster({ type: 'tick', nowMs: Date.now() });
      if (useConferenceStore.getState().toaster.phase === 'hidden') stopToasterTicks();
    }, 1000);
  }
  function stopToasterTicks(): void {
    if (toasterTimer !== null) clearInterval(toasterTimer);
    toasterTimer = null;
  }

  subscriptions.push(
    // SPEC §6: a revoked participant is cut off by the server; the client lets go too, so the
    // lost connection neither retries nor raises the connection toaster over the revoked text.
    // Those who run the call are not cut off (selectCutOff): their hub reconnects.
    useConferenceStore.subscribe((state, previous) => {
      if (selectCutOff(state) === null || selectCutOff(previous) !== null) return;
      hub.stop();
      stopToasterTicks();
      dispatchToaster({ type: 'reconnected' });
    }),
    hub.onMessage((message) => {
      const ofThisCall =
        'conferenceId' in message.topic && message.topic.conferenceId === input.confId;
      if (ofThisCall && (message.kind === 'callStatus' || message.kind === 'callUpdate'))
        callMessages += 1;
      if (ofThisCall && message.kind === 'callNotification') notificationMessages += 1;
      applyConferenceMessage(message, {
        confId: input.confId,
        onSlidesChanged: input.reloadPresentation,
      });
    }),
    hub.onConnection((event) => {
      if (selectCutOff(useConferenceStore.getState()) !== null) return;
      switch (event.type) {
        case 'connected':
          dispatchToaster({ type: 'reconnected' });
          stopToasterTicks();
          if (event.reconnect) {
            // SPEC §4, §8: reconnection refreshes state: slides reloaded (forced), call status
            // and presenter control re-fetched. Failures wait for the next message or reconnect.
            input.reloadPresentation();
            refreshStatus(false).catch(() => undefined);
            refreshPresControl().catch(() => undefined);
            refreshQuestions().catch(() => undefined);
            refreshNotification().catch(() => undefined);
          }
          return;
        case 'connectionLost':
          dispatchToaster({ type: 'connectionLost', atMs: Date.now() });
          startToasterTicks();
          return;
        case 'attemptScheduled':
          dispatchToaster({ type: 'attemptScheduled', atMs: event.atMs, nowMs: Date.now() });
          return;
        case 'retriesExhausted':
          dispatchToaster({ type: 'retriesExhausted' });
          return;
        case 'accessRevoked':
          updateConference({ accessRevoked: true });
          return;
        case 'protocolMismatch':
          // The server was updated: this build would misread its messages; load the new one.
          window.location.reload();
          return;
      }
    }),
  );

  async function enter(): Promise<void> {
    const steps = planEntry({
      route: input.routeChild,
      isRetail: false,
      isSimuLiveReview: isSimuLiveConferenceReview(input.kind, input.reviewMode),
      reviewMode: input.reviewMode,
      callEndedWithPublishedReplay: endedWithPublishedReplay(useConferenceStore.getState().call),
      registrationEnabled: true,
    });
    if (steps.length === 0) return;
    if (steps.includes(EntryStep.CreateSocketToken)) hub.start();
    // A status that cannot be read now comes with the next status message or reconnect.
    if (steps.includes(EntryStep.FetchCallStatus)) await refreshStatus(true).catch(() => undefined);
    if (stopped) return;
    await joinAsParticipant(steps);
    if (stopped) return;
    const subscribed = subscribeTopics();
    await Promise.all([
      refreshPresControl().catch(() => undefined),
      refreshQuestions().catch(() => undefined),
    ]);
    // A status change published between the first status read and the subscriptions reached
    // nobody: read it once more when the topics are followed.
    await subscribed;
    if (stopped) return;
    await Promise.all([
      refreshStatus(false).catch(() => undefined),
      refreshNotification().catch(() => undefined),
    ]);
  }
  void enter().catch(() => undefined);

  let sessionId: Promise<number | null> | null = null;
  function stopStreaming(): void {
    if (streamingTimer !== null) clearInterval(streamingTimer);
    streamingTimer = null;
    const ending = sessionId;
    sessionId = null;
    // SPEC §7 PUT participantsessions/{id} IsActive false; failures are ignored (SPEC §8).
    void ending
      ?.then((id) => (id === null ? undefined : endParticipantSession(call, id)))
      .catch(() => undefined);
  }

  return {
    call,
    hub,
    ...presenterActions,
    setListening(listening, participantType = 'Live') {
      stopStreaming();
      const participant = useConferenceStore.getState().participant;
      if (!listening || participant === null || stopped) return;
      sessionId = createParticipantSession(call, participantType).then(
        (session) => session.Id,
        () => null,
      );
      // SPEC §7: Play once the session that records it is open, then the still-streaming poll.
      void sessionId
        .then((id) =>
          id === null ? undefined : sendParticipantEvent(call, participant.Id, 'Play'),
        )
        .catch(() => undefined);
      streamingTimer = setInterval(() => {
        sendParticipantEvent(call, participant.Id, 'IsStillStreaming').catch(() => undefined);
      }, STILL_STREAMING_POLL_MS);
    },
    stop() {
      stopped = true;
      stopStreaming();
      stopToasterTicks();
      presenterActions.dispose();
      for (const unsubscribe of subscriptions) unsubscribe();
      hub.stop();
    },
  };
}
