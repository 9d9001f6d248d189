// One hub connection's client messages (SPEC §7 Realtime): subscribe and unsubscribe to topics,
// UpdatePresControl and UpdateUserPresData. Every message is parsed with the domain schemas and
// answered through its ack; a malformed one gets an error ack and never reaches a handler.
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import {
  CALL_AUDIO_SIGNAL_EVENT,
  CallAudioClientSignalSchema,
  CallAudioSignalError,
  type CallAudioSignalAck,
  findUnsafeText,
  decideSubscription,
  formatTopic,
  HubEvent,
  MEETING_SIGNAL_EVENT,
  MeetingClientSignalSchema,
  MeetingSignalError,
  type MeetingSignalAck,
  mayPublishUpdate,
  parseTopic,
  SubscribeManyMessageSchema,
  SubscribeMessageSchema,
  UnsubscribeMessageSchema,
  UpdateError,
  UpdatePresControlMessageSchema,
  UpdateUserPresDataMessageSchema,
  type SubscribeAck,
  type SubscribeManyAck,
  type TopicDescriptor,
  type UpdateAck,
} from '@podium/domain';
import { payloadFor, type Delivery } from './hub-delivery.ts';
import { publicTopicRoom, topicRoom } from './hub-rooms.ts';
import type {
  CallAudioSignalHandler,
  HubClient,
  MeetingSignalHandler,
  PresControlUpdateHandler,
  UserPresDataHandler,
} from './hub.types.ts';

export interface HubSocketData {
  client: HubClient;
  /** The topics the handshake named (HubAuth.Topics), joined as the connection is served. */
  topicsAtConnect: readonly TopicDescriptor[];
}
type HubSocket = Socket<
  Record<string, (...args: unknown[]) => void>,
  Record<string, (...args: unknown[]) => void>,
  Record<string, never>,
  HubSocketData
>;

export interface HubHandlers {
  readonly presControl: PresControlUpdateHandler | null;
  readonly userPresData: UserPresDataHandler | null;
  readonly meetingSignal: MeetingSignalHandler | null;
  readonly callAudioSignal: CallAudioSignalHandler | null;
}

type Ack<T> = (answer: T) => void;

/**
 * Called as a subscriber joins a topic's room: for a retained topic (domain
 * RETAINED_TOPIC_KINDS), what to send it once acked; null for any other topic.
 */
export type RetainedAfterJoin = (
  topic: TopicDescriptor,
  name: string,
) => (() => Promise<Delivery | null>) | null;

export interface ConnectionDeps {
  readonly handlers: () => HubHandlers;
  readonly retained: RetainedAfterJoin;
  readonly log: FastifyBaseLogger;
}

/**
 * socket.io passes the client's callback as the last argument. A message sent without one still
 * runs (a subscribe takes effect) but has nobody to answer.
 */
/**
 * The message and its acknowledgement. A message carrying NUL or malformed Unicode text is no
 * message at all, so every handler's schema refuses it as malformed.
 */
function splitArgs<T>(args: unknown[]): { message: unknown; ack: Ack<T> } {
  const last = args.at(-1);
  const hasAck = typeof last === 'function';
  const raw = hasAck ? (args.length > 1 ? args[0] : undefined) : args[0];
  const message = findUnsafeText(raw) === null ? raw : undefined;
  if (hasAck) return { message, ack: (answer) => void Reflect.apply(last, undefined, [answer]) };
  return { message, ack: () => undefined };
}

const failed = (error: UpdateError): UpdateAck => ({ ok: false, error });

export function serveConnection(
  socket: HubSocket,
  { handlers, retained, log }: ConnectionDeps,
): void {
  const { client } = socket.data;
  const isPublic = client.subject.isPublicParticipant;

  /** The retained topic's current message, after the ack, unless the socket left the room. */
  async function sendRetained(
    read: () => Promise<Delivery | null>,
    name: string,
    room: string,
  ): Promise<void> {
    try {
      const delivery = await read();
      if (!delivery || !socket.connected || !socket.rooms.has(room)) return;
      const payload = payloadFor(delivery, isPublic);
      if (payload !== undefined) socket.emit(HubEvent.Message, { topic: name, payload });
    } catch (error) {
      // The REST refresh and the next live message still bring the state.
      log.warn({ err: error, topic: name }, 'retained message not sent');
    }
  }

  /**
   * Joins the rooms of those `topics` the subject is entitled to, in one join, and answers each
   * in order; `afterAck` then sends the retained topics' current messages (after the ack, so a
   * client reads its answer first).
   */
  function subscribe(topics: readonly (TopicDescriptor | string)[]): {
    answers: SubscribeAck[];
    afterAck: () => void;
  } {
    const answers: SubscribeAck[] = [];
    const joined: Array<{ topic: TopicDescriptor; name: string; room: string }> = [];
    for (const wanted of topics) {
      const decision = decideSubscription(client.subject, wanted);
      if (!decision.allowed) {
        answers.push({
          ok: false,
          error: decision.reason === 'malformedTopic' ? 'malformedTopic' : 'notEntitled',
        });
        continue;
      }
      const name = formatTopic(decision.topic);
      joined.push({ topic: decision.topic, name, room: topicRoom(name, isPublic) });
      answers.push({ ok: true, topic: name });
    }
    if (joined.length > 0) void socket.join(joined.map(({ room }) => room));
    // Read after the join: a delivery from now on reaches the socket through its room.
    const reads = joined.flatMap(({ topic, name, room }) => {
      const read = retained(topic, name);
      return read ? [{ read, name, room }] : [];
    });
    return {
      answers,
      afterAck: () => {
        for (const { read, name, room } of reads) void sendRetained(read, name, room);
      },
    };
  }

  // The handshake's topics: joined now, after the connect answer went out, with no answer of
  // their own; the retained ones' current messages follow it.
  // Held no longer than that: a connection's memory is multiplied by every viewer of a call.
  const atConnect = socket.data.topicsAtConnect;
  socket.data.topicsAtConnect = [];
  if (atConnect.length > 0) subscribe(atConnect).afterAck();

  socket.on(HubEvent.Subscribe, (...args: unknown[]) => {
    const { message, ack } = splitArgs<SubscribeAck>(args);
    const parsed = SubscribeMessageSchema.safeParse(message);
    if (!parsed.success) return ack({ ok: false, error: 'malformedTopic' });
    const { answers, afterAck } = subscribe([parsed.data.topic]);
    ack(answers[0] ?? { ok: false, error: 'malformedTopic' });
    afterAck();
  });

  socket.on(HubEvent.SubscribeMany, (...args: unknown[]) => {
    const { message, ack } = splitArgs<SubscribeManyAck>(args);
    const parsed = SubscribeManyMessageSchema.safeParse(message);
    if (!parsed.success) return ack({ ok: false, error: 'malformedTopic' });
    const { answers, afterAck } = subscribe(parsed.data.topics);
    ack({ ok: true, results: answers });
    afterAck();
  });

  socket.on(HubEvent.Unsubscribe, (...args: unknown[]) => {
    const { message, ack } = splitArgs<SubscribeAck>(args);
    const parsed = UnsubscribeMessageSchema.safeParse(message);
    const topic = parsed.success ? parseTopic(parsed.data.topic) : null;
    if (topic === null) return ack({ ok: false, error: 'malformedTopic' });
    const name = formatTopic(topic);
    void socket.leave(name);
    void socket.leave(publicTopicRoom(name));
    ack({ ok: true, topic: name });
  });

  /** Runs a handler, turning a failure into an ack the client can retry on. */
  async function run(ack: Ack<UpdateAck>, work: () => Promise<UpdateAck>): Promise<void> {
    try {
      ack(await work());
    } catch (error) {
      log.error({ err: error, socketId: socket.id }, 'hub message handler failed');
      ack(failed(UpdateError.Unavailable));
    }
  }

  socket.on(HubEvent.UpdatePresControl, (...args: unknown[]) => {
    const { message, ack } = splitArgs<UpdateAck>(args);
    const parsed = UpdatePresControlMessageSchema.safeParse(message);
    if (!parsed.success) return ack(failed(UpdateError.Invalid));
    const update = parsed.data;
    if (update.PresId !== client.subject.presId) return ack(failed(UpdateError.Forbidden));
    const handler = handlers().presControl;
    if (!handler) return ack(failed(UpdateError.Unavailable));
    void run(ack, async () => {
      const who = await handler.publishSubject(client, update);
      if (!mayPublishUpdate(who, update.Source)) return failed(UpdateError.Forbidden);
      return handler.apply(client, update);
    });
  });

  socket.on(HubEvent.UpdateUserPresData, (...args: unknown[]) => {
    const { message, ack } = splitArgs<UpdateAck>(args);
    const parsed = UpdateUserPresDataMessageSchema.safeParse(message);
    if (!parsed.success) return ack(failed(UpdateError.Invalid));
    if (parsed.data.PresId !== client.subject.presId) return ack(failed(UpdateError.Forbidden));
    const handler = handlers().userPresData;
    if (!handler) return ack(failed(UpdateError.Unavailable));
    void run(ack, () => handler(client, parsed.data));
  });

  socket.on(MEETING_SIGNAL_EVENT, (...args: unknown[]) => {
    const { message, ack } = splitArgs<MeetingSignalAck>(args);
    const parsed = MeetingClientSignalSchema.safeParse(message);
    if (!parsed.success) return ack({ ok: false, error: MeetingSignalError.Invalid });
    const handler = handlers().meetingSignal;
    if (!handler) return ack({ ok: false, error: MeetingSignalError.Unavailable });
    const peer = {
      socketId: socket.id,
      send: (signal: unknown) => void socket.emit(MEETING_SIGNAL_EVENT, signal),
    };
    handler.message(client, peer, parsed.data).then(ack, (error: unknown) => {
      log.error({ err: error, socketId: socket.id }, 'meeting signal failed');
      ack({ ok: false, error: MeetingSignalError.Unavailable });
    });
  });

  socket.on(CALL_AUDIO_SIGNAL_EVENT, (...args: unknown[]) => {
    const { message, ack } = splitArgs<CallAudioSignalAck>(args);
    const parsed = CallAudioClientSignalSchema.safeParse(message);
    if (!parsed.success) return ack({ ok: false, error: CallAudioSignalError.Invalid });
    const handler = handlers().callAudioSignal;
    if (!handler) return ack({ ok: false, error: CallAudioSignalError.Unavailable });
    const peer = {
      socketId: socket.id,
      send: (signal: unknown) => void socket.emit(CALL_AUDIO_SIGNAL_EVENT, signal),
    };
    handler.message(client, peer, parsed.data).then(ack, (error: unknown) => {
      log.error({ err: error, socketId: socket.id }, 'call audio signal failed');
      ack({ ok: false, error: CallAudioSignalError.Unavailable });
    });
  });

  socket.on('disconnect', () => {
    handlers().meetingSignal?.disconnected(socket.id);
    handlers().callAudioSignal?.disconnected(socket.id);
  });
}
