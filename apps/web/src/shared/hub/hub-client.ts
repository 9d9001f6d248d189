// The socket.io hub client (SPEC §7 Realtime, §4 reconnect, §9 timings). It owns the connection
// lifecycle so features never touch the socket (ARCHITECTURE §2):
// - the token comes from POST uegtoken, retried every 10 s up to 5 times (SPEC §4, §9);
// - the handshake carries HubAuth {TokenId, ProtocolVersion}; websockets first, then polling;
// - a first connection is retried up to 5 times 5 s apart (SPEC §7); a lost one is retried 10 s
//   apart for the first 60 s, then every 60 s (SPEC §9), and never given up on, so a server
//   restart heals without a page reload (ARCHITECTURE §7);
// - retriesExhausted (the SPEC §8 failure text) comes when the first connection's retries or the
//   token retries run out, and for a lost connection when its first attempt after the quick
//   window fails (isReconnectAttemptFailure), once per outage; the retries go on regardless;
// - topics are re-joined after every reconnect (rooms live on the server's socket): the handshake
//   carries them (HubAuth.Topics), and any it could not, go in SubscribeMany messages;
// - every incoming message is validated with parseTopicMessage before anyone sees it;
// - the browser's offline event counts as a lost connection at once (a socket would notice only
//   at its next missed ping), and its online event tries again without waiting for the timer.
// The acknowledged requests it sends on the socket: hub-requests.ts.
import { io, type Socket } from 'socket.io-client';
import {
  CALL_AUDIO_SIGNAL_EVENT,
  type CallAudioServerSignal,
  MEETING_SIGNAL_EVENT,
  type MeetingServerSignal,
  HUB_PATH,
  HUB_RETRY_POLICY,
  HUB_TRANSPORTS,
  HubConnectError,
  HubEvent,
  PROTOCOL_VERSION,
  SOCKET_TOKEN_RETRY_POLICY,
  SUBSCRIBE_MAX_TOPICS,
  formatTopic,
  isReconnectAttemptFailure,
  nextRetryDelayMs,
  socketReconnectDelayMs,
  type HubAuth,
  type SubscribeAck,
  type SubscribeManyMessage,
  type TopicDescriptor,
} from '@podium/domain';
import {
  CallAudioServerSignalSchema,
  MeetingServerSignalSchema,
  parseTopicMessage,
  SubscribeAckSchema,
  SubscribeManyAckSchema,
} from './hub-protocol.ts';
import {
  ACK_TIMEOUT_MS,
  sendCallAudioSignal,
  sendMeetingSignal,
  sendUpdatePresControl,
  sendUpdateUserPresData,
} from './hub-requests.ts';
import type {
  HubClient,
  HubConnectionEvent,
  HubConnectionListener,
  HubMessageListener,
} from './hub.types.ts';

export interface HubClientOptions {
  /** POST uegtoken → TokenId. */
  readonly fetchToken: () => Promise<string>;
  /** Origin of the hub; the page's own by default. */
  readonly url?: string;
  readonly now?: () => number;
  /** For tests: the socket factory. */
  readonly connect?: (url: string | undefined, options: Parameters<typeof io>[1]) => Socket;
}

function connectErrorReason(error: Error): string {
  const data = (error as Error & { data?: { reason?: unknown } }).data;
  return typeof data?.reason === 'string' ? data.reason : error.message;
}

export function createHubClient(options: HubClientOptions): HubClient {
  const now = options.now ?? Date.now;
  const messageListeners = new Set<HubMessageListener>();
  const signalListeners = new Set<(signal: MeetingServerSignal) => void>();
  const callAudioListeners = new Set<(signal: CallAudioServerSignal) => void>();
  const connectionListeners = new Set<HubConnectionListener>();
  const topics = new Map<string, TopicDescriptor>();
  let socket: Socket | null = null;
  /** The topics the last handshake carried (HubAuth.Topics), which the server joins itself. */
  let joinedAtConnect = new Set<string>();
  let token: string | null = null;
  let started = false;
  let everConnected = false;
  let lostAtMs: number | null = null;
  /** When the socket last began a connection attempt. */
  let attemptAtMs: number | null = null;
  /** Whether this outage already showed the failure text. */
  let failureReported = false;
  let tokenRetries = 0;
  let hubRetries = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Callers waiting for a connection (subscribe/update while disconnected). */
  let waiters: Array<() => void> = [];

  const emitConnection = (event: HubConnectionEvent) => {
    for (const listener of connectionListeners) listener(event);
  };

  function schedule(delayMs: number, action: () => void): void {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (started) action();
    }, delayMs);
    if (lostAtMs !== null) emitConnection({ type: 'attemptScheduled', atMs: now() + delayMs });
  }

  function giveUp(event: HubConnectionEvent): void {
    emitConnection(event);
    stop();
  }

  async function obtainToken(): Promise<void> {
    try {
      token = await options.fetchToken();
      tokenRetries = 0;
      openSocket();
    } catch {
      if (!started) return;
      const delay = nextRetryDelayMs(SOCKET_TOKEN_RETRY_POLICY, tokenRetries);
      tokenRetries += 1;
      if (tokenRetries === 1) markLost();
      if (delay === null) {
        emitConnection({ type: 'retriesExhausted' });
        // The token server may come back: keep trying at the slow SPEC §9 cadence.
        schedule(socketReconnectDelayMs(Number.POSITIVE_INFINITY), () => void obtainToken());
        return;
      }
      schedule(delay, () => void obtainToken());
    }
  }

  function markLost(): void {
    if (lostAtMs === null) lostAtMs = now();
    emitConnection({ type: 'connectionLost' });
  }

  /** The next connection attempt after a failure, by SPEC §7 (first connection) or §9 (lost). */
  function scheduleReconnect(): void {
    if (!everConnected) {
      const delay = nextRetryDelayMs(HUB_RETRY_POLICY, hubRetries);
      hubRetries += 1;
      if (delay !== null) return schedule(delay, reconnect);
      if (hubRetries === HUB_RETRY_POLICY.maxRetries + 1)
        emitConnection({ type: 'retriesExhausted' });
    }
    const lostFor = lostAtMs === null ? 0 : now() - lostAtMs;
    schedule(socketReconnectDelayMs(lostFor), reconnect);
  }

  /**
   * SPEC §8/§9: a lost connection whose attempt failed after the quick window shows the failure
   * text. Only for a connection that had been up: a first connection has its own retry count.
   */
  function reportReconnectFailure(): void {
    if (!everConnected || failureReported || lostAtMs === null || attemptAtMs === null) return;
    if (!isReconnectAttemptFailure(attemptAtMs - lostAtMs)) return;
    failureReported = true;
    emitConnection({ type: 'retriesExhausted' });
  }

  function attempt(target: Socket): void {
    attemptAtMs = now();
    target.connect();
  }

  function reconnect(): void {
    if (socket) attempt(socket);
    else void obtainToken();
  }

  function openSocket(): void {
    if (socket) {
      attempt(socket);
      return;
    }
    const connect = options.connect ?? io;
    const created = connect(options.url, {
      path: HUB_PATH,
      transports: [...HUB_TRANSPORTS],
      tryAllTransports: true,
      reconnection: false,
      autoConnect: false,
      // Asked at every attempt: the topics followed now go with it (the server joins them as it
      // accepts the connection), up to SUBSCRIBE_MAX_TOPICS; the rest are re-joined once connected.
      auth: (cb: (auth: HubAuth) => void) => {
        const names = [...topics.keys()].slice(0, SUBSCRIBE_MAX_TOPICS);
        joinedAtConnect = new Set(names);
        cb({
          TokenId: token ?? '',
          ProtocolVersion: PROTOCOL_VERSION,
          ...(names.length > 0 ? { Topics: names } : {}),
        });
      },
    });
    socket = created;
    created.on('connect', () => {
      const wasLost = everConnected || lostAtMs !== null;
      everConnected = true;
      lostAtMs = null;
      failureReported = false;
      hubRetries = 0;
      void rejoinTopics(created);
      const ready = waiters;
      waiters = [];
      for (const resolve of ready) resolve();
      emitConnection({ type: 'connected', reconnect: wasLost });
    });
    created.on('connect_error', (error: Error) => {
      switch (connectErrorReason(error)) {
        case HubConnectError.AccessRevoked:
          return giveUp({ type: 'accessRevoked' });
        case HubConnectError.UnsupportedProtocolVersion:
          return giveUp({ type: 'protocolMismatch' });
        case HubConnectError.InvalidToken:
          // Expired or unknown token: the next attempt starts with a fresh one.
          markLost();
          token = null;
          return schedule(0, () => void obtainToken());
        default:
          markLost();
          reportReconnectFailure();
          return scheduleReconnect();
      }
    });
    created.on('disconnect', (reason: string) => {
      if (!started || reason === 'io client disconnect') return;
      markLost();
      scheduleReconnect();
    });
    created.on(MEETING_SIGNAL_EVENT, (raw: unknown) => {
      const parsed = MeetingServerSignalSchema.safeParse(raw);
      if (!parsed.success) return;
      for (const listener of signalListeners) listener(parsed.data);
    });
    created.on(CALL_AUDIO_SIGNAL_EVENT, (raw: unknown) => {
      const parsed = CallAudioServerSignalSchema.safeParse(raw);
      if (!parsed.success) return;
      for (const listener of callAudioListeners) listener(parsed.data);
    });
    created.on(HubEvent.Message, (raw: unknown) => {
      const parsed = parseTopicMessage(raw);
      // A message this build cannot read is dropped rather than half-applied.
      if (!parsed.ok) return;
      for (const listener of messageListeners) listener(parsed.message);
    });
    attempt(created);
  }

  function whenConnected(): Promise<void> {
    if (socket?.connected) return Promise.resolve();
    return new Promise((resolve) => waiters.push(resolve));
  }

  /**
   * After every (re)connect: the topics the handshake did not carry (followed since it went out,
   * or beyond SUBSCRIBE_MAX_TOPICS) in SubscribeMany messages of at most SUBSCRIBE_MAX_TOPICS. The
   * answers matter to nobody here (a subscriber asked through subscribe, which answers it); a
   * refused topic stays refused until the next connection.
   */
  async function rejoinTopics(target: Socket): Promise<void> {
    const names = [...topics.keys()].filter((name) => !joinedAtConnect.has(name));
    for (let start = 0; start < names.length; start += SUBSCRIBE_MAX_TOPICS) {
      const message: SubscribeManyMessage = {
        topics: names.slice(start, start + SUBSCRIBE_MAX_TOPICS),
      };
      try {
        SubscribeManyAckSchema.parse(
          await target.timeout(ACK_TIMEOUT_MS).emitWithAck(HubEvent.SubscribeMany, message),
        );
      } catch {
        // No answer in time, or a socket closed meanwhile: the next connection re-joins.
      }
    }
  }

  async function sendSubscription(
    event: typeof HubEvent.Subscribe | typeof HubEvent.Unsubscribe,
    topic: TopicDescriptor,
  ): Promise<SubscribeAck> {
    await whenConnected();
    const current = socket;
    if (!current) return { ok: false, error: 'malformedTopic' };
    const answer: unknown = await current
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck(event, { topic: formatTopic(topic) });
    return SubscribeAckSchema.parse(answer);
  }

  /** The browser lost its network: the socket is as good as gone, so say so now. */
  function onBrowserOffline(): void {
    if (!started) return;
    // Closing the transport (not the socket) reports a 'transport close' disconnect, which runs
    // the ordinary lost-connection path: toaster, then retries. A connection still being made
    // will fail; the viewer hears of the outage now rather than after its timeout.
    if (socket?.connected) socket.io.engine.close();
    else markLost();
  }

  function onBrowserOnline(): void {
    if (!started || socket?.connected) return;
    // An attempt begun while offline may still be pending: drop it and start a fresh one now.
    socket?.disconnect();
    schedule(0, reconnect);
  }

  function stop(): void {
    started = false;
    if (typeof window !== 'undefined') {
      window.removeEventListener('offline', onBrowserOffline);
      window.removeEventListener('online', onBrowserOnline);
    }
    if (timer !== null) clearTimeout(timer);
    timer = null;
    socket?.disconnect();
    socket?.removeAllListeners();
    socket = null;
  }

  return {
    start() {
      if (started) return;
      started = true;
      if (typeof window !== 'undefined') {
        window.addEventListener('offline', onBrowserOffline);
        window.addEventListener('online', onBrowserOnline);
      }
      void obtainToken();
    },
    stop,
    subscribe(topic) {
      topics.set(formatTopic(topic), topic);
      return sendSubscription(HubEvent.Subscribe, topic);
    },
    unsubscribe(topic) {
      topics.delete(formatTopic(topic));
      return sendSubscription(HubEvent.Unsubscribe, topic);
    },
    updatePresControl: (message) => sendUpdatePresControl(socket, message),
    updateUserPresData: (message) => sendUpdateUserPresData(socket, message),
    meetingSignal: (message) => sendMeetingSignal(socket, message),
    onMeetingSignal(listener) {
      signalListeners.add(listener);
      return () => signalListeners.delete(listener);
    },
    callAudioSignal: (message) => sendCallAudioSignal(socket, message),
    onCallAudioSignal(listener) {
      callAudioListeners.add(listener);
      return () => callAudioListeners.delete(listener);
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    onConnection(listener) {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
  };
}
