// The realtime hub (SPEC §7 Realtime, ARCHITECTURE §1): socket.io on the app's HTTP server at
// HUB_PATH, websockets first then long polling. The handshake needs a hub token (SPEC §7
// uegtoken); app.hub publishes topic messages and cuts connections off, on every server process
// when DATABASE_URL brings the Postgres adapter.
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { Duplex } from 'node:stream';
import { Server } from 'socket.io';
import {
  formatTopic,
  HUB_PATH,
  HUB_PING_INTERVAL_MS,
  HUB_PING_TIMEOUT_MS,
  HUB_TRANSPORTS,
  HubConnectError,
  HubEvent,
  isRetainedTopicKind,
  MEETING_MAX_SDP_CHARS,
  parseTopic,
  topicPayloadSchemas,
  type RetainedTopicKind,
  type TopicDescriptor,
  type TopicKind,
  type TopicOf,
} from '@podium/domain';
import { createSessionRepository } from '../modules/account/session.repository.ts';
import { createHubTokenRepository } from '../modules/hub-token/hub-token.repository.ts';
import { createPresentationRepository } from '../modules/presentation/presentation.repository.ts';
import { secureAnswersOutsideFastify } from '../plugins/security-headers.ts';
import { attachPostgresAdapter, type HubAdapterHandle } from './hub-adapter.ts';
import { authenticateHub } from './hub-auth.ts';
import { serveConnection, type HubHandlers, type HubSocketData } from './hub-connection.ts';
import { parseDelivery, type Delivery } from './hub-delivery.ts';
import { createRetainedStore } from './hub-retained.ts';
import { createDefaultDirectory } from './hub-directory.ts';
import { controlRoomsOf, matchesFilter, publicTopicRoom, roomForFilter } from './hub-rooms.ts';
import { createHandshakeGate } from './hub-handshake-gate.ts';
import { startSessionSweep } from './hub-session-sweep.ts';
import { startPresence } from './hub-presence.ts';
import { coalesceWrites } from './hub-writes.ts';
import { createWarmUpTokens, hubUrlOf, warmUpHub } from './hub-warm-up.ts';
import { createHubRepository } from './hub.repository.ts';
import type {
  Hub,
  HubDirectory,
  MeetingSignalHandler,
  CallAudioSignalHandler,
  PresControlUpdateHandler,
  PresenceSink,
  PublishOptions,
  UserPresDataHandler,
} from './hub.types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    hub: Hub;
  }
}

/**
 * Between server processes (through the adapter): a topic message for the receiver's own
 * subscribers. Each process emits to its local sockets itself, at once, so a message and a
 * disconnect that follows it reach a local socket in that order; socket.io's adapter-wide emit
 * would hold the local delivery until the database round trip of the broadcast completed.
 * Sent one by one by processes of earlier builds (still heard during a rolling restart).
 */
const REMOTE_PUBLISH = 'podium:publish';
/**
 * The topic messages of one turn, in the order published, as one cross-process message: after a
 * restart every returning viewer's presence is published to the console (hub-presence.ts), and
 * one database notification per viewer cost the storm a round trip each.
 */
const REMOTE_PUBLISH_MANY = 'podium:publish-many';
/**
 * The largest batch, as JSON: under the adapter's NOTIFY limit (8000 bytes), so a batch never
 * goes through the attachments table, which a later small message may overtake.
 */
const REMOTE_BATCH_MAX_CHARS = 6_000;

type Events = Record<string, (...args: unknown[]) => void>;
interface ServerEvents {
  [REMOTE_PUBLISH]: (envelope: unknown) => void;
  [REMOTE_PUBLISH_MANY]: (envelopes: unknown) => void;
}
type HubServer = Server<Events, Events, ServerEvents, HubSocketData>;

/**
 * Handshakes reading the database at once (hub-handshake-gate.ts). The database serves queries in
 * turn, so handshakes must be many enough to hold their share against the reconnect refresh
 * requests queued beside them (hundreds at a time after a restart), and few enough that each
 * finishes well inside the client's 20 s; the rest wait where a client that leaves costs nothing.
 */
const HANDSHAKES_AT_ONCE = 1024;

/**
 * A storm of handshakes (Hub.handshaking): at least STORM_HANDSHAKES begun within the current and
 * the previous STORM_WINDOW_MS. A viewer joining now and then is no storm.
 */
const STORM_HANDSHAKES = 32;
const STORM_WINDOW_MS = 250;

/**
 * The largest client message: a meeting participant's SDP answer (one to two kilobytes for each
 * of its m-lines, two or three for every other participant) as JSON, where each line's CRLF is
 * escaped to four characters, so at most twice its length, and a small envelope. Every other
 * client message is a topic or a small update, validated by its schema. A larger message closes
 * the connection.
 */
const MAX_MESSAGE_BYTES = 2 * MEETING_MAX_SDP_CHARS + 16 * 1024;

/** A publish as it travels, its payloads checked against the topic's schema (SPEC §7). */
function deliveryOf<K extends TopicKind>(
  topic: TopicOf<K> | TopicDescriptor,
  payload: unknown,
  options?: PublishOptions<K>,
): Delivery {
  const schema = topicPayloadSchemas[topic.kind];
  const validated = (value: unknown, what: string) => {
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw new Error(`hub: invalid ${topic.kind} ${what}: ${parsed.error.message}`);
    return parsed.data;
  };
  const name = formatTopic(topic as TopicDescriptor);
  if (options?.publicPayload === undefined)
    return { topic: name, payload: validated(payload, 'payload') };
  return {
    topic: name,
    payload: validated(payload, 'payload'),
    publicPayload:
      options.publicPayload === null ? null : validated(options.publicPayload, 'public payload'),
  };
}

function connectError(reason: HubConnectError): Error {
  return Object.assign(new Error(reason), { data: { reason } });
}

/** Registers the hub on `app` and decorates app.hub; call before the modules register. */
export async function setupHub(app: FastifyInstance): Promise<void> {
  // Each websocket's frames of one turn leave in one write (hub-writes.ts), from the upgrade's
  // answer on: heard before socket.io's own upgrade listener, so the answer and the hub's first
  // packet leave together.
  app.server.on('upgrade', (request: IncomingMessage, raw: Duplex) => {
    if (raw instanceof Socket && request.url?.startsWith(HUB_PATH)) coalesceWrites(raw);
  });
  const io: HubServer = new Server(app.server, {
    path: HUB_PATH,
    transports: [...HUB_TRANSPORTS],
    serveClient: false,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    // A dead connection is noticed within a presence window (packages/domain presence.ts).
    pingInterval: HUB_PING_INTERVAL_MS,
    pingTimeout: HUB_PING_TIMEOUT_MS,
  });
  // The engine answers its HTTP requests itself: they carry the headers Fastify's answers do.
  secureAnswersOutsideFastify(app.server, `${HUB_PATH}/`);
  // The HTTP request that opened a connection is kept by the engine for the connection's life
  // unless let go; the handshake reads only its auth payload, and every viewer of a call holds a
  // connection, so each would keep its request's headers and parser state for hours.
  io.engine.on('connection', (raw: { request: IncomingMessage | null }) => {
    raw.request = null;
  });
  // Deliveries for the other processes, sent together once the turn's work is done; before a
  // disconnect goes out, so the other processes deliver a message before the cut that follows it.
  let remoteQueue: Delivery[] = [];
  let remoteFlush: ReturnType<typeof setImmediate> | null = null;
  const sendRemote = () => {
    if (remoteFlush !== null) clearImmediate(remoteFlush);
    remoteFlush = null;
    const queued = remoteQueue;
    remoteQueue = [];
    let batch: Delivery[] = [];
    let chars = 0;
    for (const delivery of queued) {
      const size = JSON.stringify(delivery).length;
      if (batch.length > 0 && chars + size > REMOTE_BATCH_MAX_CHARS) {
        io.serverSideEmit(REMOTE_PUBLISH_MANY, batch);
        batch = [];
        chars = 0;
      }
      batch.push(delivery);
      chars += size + 1;
    }
    if (batch.length > 0) io.serverSideEmit(REMOTE_PUBLISH_MANY, batch);
  };
  const publishRemote = (delivery: Delivery) => {
    remoteQueue.push(delivery);
    remoteFlush ??= setImmediate(sendRemote);
  };
  let adapter: HubAdapterHandle | null = null;
  let stopSweep: (() => void) | null = null;
  let stopPresence: (() => void) | null = null;
  // Open websockets would keep the HTTP server from closing: cut them first, then stop. Added
  // before anything can fail, so a failed start releases the engine and the adapter too.
  app.addHook('preClose', async () => {
    stopSweep?.();
    stopPresence?.();
    if (remoteQueue.length > 0) sendRemote();
    io.local.disconnectSockets(true);
    io.engine.close();
    await adapter?.close();
  });
  if (app.config.databaseUrl)
    adapter = await attachPostgresAdapter(io, app.config.databaseUrl, app.log);

  const db = app.db;
  let directory: HubDirectory = createDefaultDirectory(createPresentationRepository(db));
  let handlers: HubHandlers = {
    presControl: null,
    userPresData: null,
    meetingSignal: null,
    callAudioSignal: null,
  };
  const gate = createHandshakeGate(HANDSHAKES_AT_ONCE);
  const authDeps = {
    tokens: createHubTokenRepository(db),
    hubData: createHubRepository(db),
    directory: () => directory,
    now: app.config.now,
    sessionIdleTimeoutMs: app.config.sessionIdleTimeoutMs,
  };

  /** Handshakes begun in the current window and the one before it. */
  let windowStart = performance.now();
  let inWindow = 0;
  let inPreviousWindow = 0;
  const moveWindow = (now: number) => {
    if (now - windowStart < STORM_WINDOW_MS) return;
    inPreviousWindow = now - windowStart < 2 * STORM_WINDOW_MS ? inWindow : 0;
    inWindow = 0;
    windowStart = now;
  };

  const warmUpTokens = createWarmUpTokens();

  io.use((socket, next) => {
    if (!warmUpTokens.isRehearsal(socket.handshake.auth)) {
      moveWindow(performance.now());
      inWindow += 1;
    }
    const stillWanted = () => socket.conn.readyState === 'open';
    gate
      .run(stillWanted, () => authenticateHub(authDeps, socket.handshake.auth, stillWanted))
      .then(
        (result) => {
          // The client left while the handshake waited: socket.io drops the answer anyway.
          if (result === null) return next(connectError(HubConnectError.InvalidToken));
          if (!result.ok) return next(connectError(result.error));
          socket.data.client = result.client;
          socket.data.topicsAtConnect = result.topics;
          next();
        },
        (error: unknown) => {
          // A database hiccup: the client treats it like a bad token and fetches a new one.
          app.log.error({ err: error }, 'hub handshake failed');
          next(connectError(HubConnectError.InvalidToken));
        },
      );
  });

  const emitLocally = ({ topic, payload, publicPayload }: Delivery) => {
    const publicRoom = publicTopicRoom(topic);
    if (publicPayload === undefined) {
      io.local.to([topic, publicRoom]).emit(HubEvent.Message, { topic, payload });
      return;
    }
    io.local.to(topic).emit(HubEvent.Message, { topic, payload });
    if (publicPayload !== null)
      io.local.to(publicRoom).emit(HubEvent.Message, { topic, payload: publicPayload });
  };

  // Retained topics (domain RETAINED_TOPIC_KINDS): the latest delivery of each, kept as it goes
  // out, and the modules' sources for a topic this process has not seen lately.
  const retained = createRetainedStore(() => performance.now());
  const retainedSources = new Map<
    RetainedTopicKind,
    (topic: TopicDescriptor) => Promise<Delivery | null>
  >();
  const deliveryListeners: Array<(kind: TopicKind) => void> = [];
  const deliver = (kind: TopicKind, delivery: Delivery) => {
    for (const listener of deliveryListeners) listener(kind);
    if (isRetainedTopicKind(kind)) retained.remember(delivery);
    emitLocally(delivery);
  };
  /** At a subscriber's join: what to send it once acked, for a retained topic. */
  const retainedAfterJoin = (topic: TopicDescriptor, name: string) => {
    if (!isRetainedTopicKind(topic.kind)) return null;
    const joinedAt = retained.generation(name);
    const source = retainedSources.get(topic.kind);
    return () => retained.current(name, joinedAt, source ? () => source(topic) : async () => null);
  };

  const deliverRemote = (raw: unknown) => {
    const delivery = parseDelivery(raw);
    const topic = delivery && parseTopic(delivery.topic);
    if (delivery && topic) deliver(topic.kind, delivery);
  };
  io.on(REMOTE_PUBLISH, deliverRemote);
  io.on(REMOTE_PUBLISH_MANY, (raw) => {
    if (Array.isArray(raw)) for (const one of raw) deliverRemote(one);
  });

  let presenceSink: PresenceSink = { markPresent: async () => {}, markAbsent: async () => {} };
  const presence = startPresence({ sink: () => presenceSink, now: app.config.now, log: app.log });
  stopPresence = presence.stop;
  io.on('connection', (socket) => {
    const client = socket.data.client;
    presence.connected(client);
    socket.on('disconnect', () => presence.disconnected(client));
    void socket.join(controlRoomsOf(socket.data.client));
    serveConnection(socket, {
      handlers: () => handlers,
      retained: retainedAfterJoin,
      log: app.log,
    });
  });
  stopSweep = startSessionSweep({
    sockets: function* () {
      for (const socket of io.of('/').sockets.values())
        yield {
          sessionId: socket.data.client.sessionId,
          disconnect: () => socket.disconnect(true),
        };
    },
    sessions: createSessionRepository(db),
    now: app.config.now,
    idleTimeoutMs: app.config.sessionIdleTimeoutMs,
    log: app.log,
  });

  const hub: Hub = {
    publish(topic, payload, options) {
      const delivery = deliveryOf(topic, payload, options);
      deliver(topic.kind, delivery);
      if (adapter) publishRemote(delivery);
    },
    retain(kind, source) {
      retainedSources.set(kind, async (topic) => {
        const message = await source(topic as TopicOf<typeof kind>);
        return message ? deliveryOf(topic, message.payload, message.options) : null;
      });
    },
    async disconnect(filter) {
      if (remoteQueue.length > 0) sendRemote();
      const target = roomForFilter(filter);
      if (!target)
        throw new Error('hub.disconnect needs a presId, conferenceId, coreUserId or sessionId');
      if (target.exact) return io.in(target.room).disconnectSockets(true);
      const sockets = await io.in(target.room).fetchSockets();
      for (const socket of sockets)
        if (matchesFilter(socket.data.client, filter)) socket.disconnect(true);
    },
    onUpdatePresControl(handler: PresControlUpdateHandler) {
      handlers = { ...handlers, presControl: handler };
    },
    onUpdateUserPresData(handler: UserPresDataHandler) {
      handlers = { ...handlers, userPresData: handler };
    },
    onMeetingSignal(handler: MeetingSignalHandler) {
      handlers = { ...handlers, meetingSignal: handler };
    },
    onCallAudioSignal(handler: CallAudioSignalHandler) {
      handlers = { ...handlers, callAudioSignal: handler };
    },
    useDirectory(replacement) {
      directory = replacement;
    },
    onPresence(sink) {
      presenceSink = sink;
    },
    onDelivery(listener) {
      deliveryListeners.push(listener);
    },
    get directory() {
      return directory;
    },
    handshaking() {
      moveWindow(performance.now());
      return inWindow + inPreviousWindow >= STORM_HANDSHAKES;
    },
    async warmUp(handshakes) {
      const address = app.server.address();
      if (address === null || typeof address === 'string')
        return { handshakes: 0, refused: 0, ms: 0 };
      return warmUpHub({ url: hubUrlOf(address), handshakes, tokens: warmUpTokens });
    },
  };
  app.decorate('hub', hub);
}
