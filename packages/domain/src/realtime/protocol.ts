// The hub wire protocol (SPEC §7 Realtime, ARCHITECTURE §2): one versioned, typed module. The
// client connects to HUB_PATH with HubAuth, then talks in the events of HubEvent. Every message
// that crosses the wire has a zod schema here and is parsed before use on the receiving side.
import { z } from 'zod';
import { DateTimeSchema } from '../api/date-time.ts';
import { UpdateSource } from './update-source.ts';
import { FocusedViewSchema } from './payloads.ts';
import {
  MAX_TOPIC_LENGTH,
  parseTopic,
  TopicStringSchema,
  type TopicDescriptor,
  type TopicKind,
} from './topics.ts';

/**
 * Bumped on any breaking change to an event name, a message shape or a topic. The server refuses
 * a client speaking another version (HubConnectError.UnsupportedProtocolVersion) and the client
 * then reloads to fetch the matching build, instead of misreading messages.
 */
export const PROTOCOL_VERSION = 2;

/** SPEC §7: the hub (ConferenceCallHub) lives at this path. */
export const HUB_PATH = '/usereventgateway/secure/hub';
/** SPEC §7: websockets first, then long polling. */
export const HUB_TRANSPORTS = ['websocket', 'polling'] as const;

/** Event names on the socket. */
export const HubEvent = {
  /** client → server: join a topic (ack: SubscribeAck). */
  Subscribe: 'subscribe',
  /**
   * client → server, since version 2: join several topics in one message (ack: SubscribeManyAck,
   * one SubscribeAck per topic in the order sent). A client re-joins all its topics with it after
   * a reconnect.
   */
  SubscribeMany: 'subscribeMany',
  /** client → server: leave a topic (ack: SubscribeAck). */
  Unsubscribe: 'unsubscribe',
  /** client → server, SPEC §7: a presenter-control update (ack: UpdateAck). */
  UpdatePresControl: 'UpdatePresControl',
  /** client → server, SPEC §7: the user's presentation data (resume position) (ack: UpdateAck). */
  UpdateUserPresData: 'UpdateUserPresData',
  /** server → client: a message on a topic the client subscribed to (TopicMessageEnvelope). */
  Message: 'message',
} as const;
export type HubEvent = (typeof HubEvent)[keyof typeof HubEvent];

/** Why the server refused a connection (the message of socket.io's connect_error). */
export const HubConnectError = {
  InvalidToken: 'invalidToken',
  UnsupportedProtocolVersion: 'unsupportedProtocolVersion',
  AccessRevoked: 'accessRevoked',
} as const;
export type HubConnectError = (typeof HubConnectError)[keyof typeof HubConnectError];

/** Whether a client speaking `version` can talk to this build. */
export function isSupportedProtocolVersion(version: number): boolean {
  return version === PROTOCOL_VERSION;
}

// --- client → server -------------------------------------------------------------------------
// Client messages are strict objects: an unexpected field is a client bug or a probe, not data.

export const SubscribeMessageSchema = z.strictObject({ topic: TopicStringSchema });
export type SubscribeMessage = z.infer<typeof SubscribeMessageSchema>;
export const UnsubscribeMessageSchema = SubscribeMessageSchema;
export type UnsubscribeMessage = SubscribeMessage;

/**
 * The most topics one SubscribeMany message may name. A viewer follows a dozen or so (a call's
 * topics, its own question and access topics, its slides and media); a larger list is refused
 * as malformed.
 */
export const SUBSCRIBE_MAX_TOPICS = 64;

/**
 * A topic string of a SubscribeMany message, parsed to its descriptor (the server keys rooms by
 * it). Only the topics `parseTopic` accepts.
 */
const TopicOnWireSchema = z
  .string()
  .max(MAX_TOPIC_LENGTH)
  .transform((text, context): TopicDescriptor => {
    const topic = parseTopic(text);
    if (topic !== null) return topic;
    context.addIssue({ code: 'custom', message: 'unknown or malformed topic', input: text });
    return z.NEVER;
  });

/**
 * A hub token as the server issues it (base64url, or the warm-up's dotted names): printable ASCII
 * without spaces. Any other text names no token and is refused before it is looked up (the
 * database refuses NUL with an error of its own).
 */
export const HubTokenIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[!-~]*$/);

/**
 * The connection handshake (socket.io `auth`): the TokenId that POST uegtoken returned (SPEC §7),
 * the protocol version the client speaks, and since version 2 the topics it follows (at most
 * SUBSCRIBE_MAX_TOPICS): on a reconnect the server joins the entitled ones as it accepts the
 * connection, as a SubscribeMany would, without a message or an answer (a refused one is simply
 * not joined), and sends the retained topics' current messages right after the connect answer.
 */
export const HubAuthSchema = z.object({
  TokenId: HubTokenIdSchema,
  ProtocolVersion: z.number().int().positive(),
  Topics: z.array(TopicOnWireSchema).max(SUBSCRIBE_MAX_TOPICS).optional(),
});
/** As the client sends it (topics as strings). */
export type HubAuth = z.input<typeof HubAuthSchema>;

export const SubscribeManyMessageSchema = z.strictObject({
  topics: z.array(TopicOnWireSchema).min(1).max(SUBSCRIBE_MAX_TOPICS),
});
export type SubscribeManyMessage = z.input<typeof SubscribeManyMessageSchema>;

export const SubscribeError = {
  MalformedTopic: 'malformedTopic',
  NotEntitled: 'notEntitled',
} as const;
export type SubscribeError = (typeof SubscribeError)[keyof typeof SubscribeError];
export const SubscribeAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), topic: z.string() }),
  z.object({ ok: z.literal(false), error: z.enum(['malformedTopic', 'notEntitled']) }),
]);
export type SubscribeAck = z.infer<typeof SubscribeAckSchema>;
/** The answer to SubscribeMany: each topic's answer in the order sent, or the whole refused. */
export const SubscribeManyAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), results: z.array(SubscribeAckSchema).max(SUBSCRIBE_MAX_TOPICS) }),
  z.object({ ok: z.literal(false), error: z.literal('malformedTopic') }),
]);
export type SubscribeManyAck = z.infer<typeof SubscribeManyAckSchema>;

/**
 * Retained topics: right after a successful subscribe ack to one of these, the server sends the
 * subscriber the topic's current message (a HubEvent.Message, exactly what a live change would
 * send, SPEC §6 public payloads included), so a viewer that (re)connects shows the presenter's
 * slide at once instead of after its REST refresh (SPEC §4 reconnect; ARCHITECTURE §7 restart
 * budget). Only topics whose latest message is the whole state qualify: the call's shared slide.
 * Receiving it when nothing changed is harmless: the client applies it as it would the same
 * message sent live. The server may have nothing to send (no such call, or a public participant
 * while the presenter is on a private slide).
 */
export const RETAINED_TOPIC_KINDS = ['callSlide'] as const satisfies readonly TopicKind[];
export type RetainedTopicKind = (typeof RETAINED_TOPIC_KINDS)[number];

export function isRetainedTopicKind(kind: TopicKind): kind is RetainedTopicKind {
  return (RETAINED_TOPIC_KINDS as readonly TopicKind[]).includes(kind);
}

const Id = z.number().int().positive().max(2_147_483_647);
/** SPEC §7 prescontrol fields every update carries. */
const presControlBase = {
  PresId: Id,
  MeetingId: Id.optional(),
  ShowLink: z.string().max(2000).optional(),
};

/**
 * SPEC §7 UpdatePresControl: the source plus the one field that source changes. The active
 * presenter is named by id only; the server takes the name from its presenter list rather than
 * trusting one typed by the client.
 */
export const UpdatePresControlMessageSchema = z.discriminatedUnion('Source', [
  z.strictObject({
    ...presControlBase,
    Source: z.literal(UpdateSource.CallStarted),
    StartTime: DateTimeSchema.optional(),
  }),
  z.strictObject({ ...presControlBase, Source: z.literal(UpdateSource.CallEnded) }),
  z.strictObject({
    ...presControlBase,
    Source: z.literal(UpdateSource.SlideUpdated),
    SlideIndex: z.number().int().nonnegative().max(2_147_483_647),
  }),
  z.strictObject({
    ...presControlBase,
    Source: z.literal(UpdateSource.ActivePresenterUpdated),
    ActivePresenterCoreUserId: Id,
  }),
  z.strictObject({
    ...presControlBase,
    Source: z.literal(UpdateSource.VideoFocusUpdated),
    FocusedView: FocusedViewSchema,
  }),
  z.strictObject({
    ...presControlBase,
    Source: z.literal(UpdateSource.BroadcastStarted),
    HasBroadcastStarted: z.boolean(),
  }),
  z.strictObject({ ...presControlBase, Source: z.literal(UpdateSource.ForceEnd) }),
  z.strictObject({
    ...presControlBase,
    Source: z.literal(UpdateSource.MeetingLaunchInProgress),
    IsMeetingLaunchInProgress: z.boolean(),
  }),
]);
export type UpdatePresControlMessage = z.infer<typeof UpdatePresControlMessageSchema>;

/**
 * SPEC §7 UpdateUserPresData (SPEC §3 user presentation data). UserId is not sent: the server
 * takes it from the connection, so nobody can write another user's resume position.
 */
export const UpdateUserPresDataMessageSchema = z.strictObject({
  PresId: Id,
  ResumeMediaData: z.strictObject({ TimeStampSeconds: z.number().nonnegative() }),
});
export type UpdateUserPresDataMessage = z.infer<typeof UpdateUserPresDataMessageSchema>;

/** Unavailable: the server could not act on a valid, allowed update now (try again). */
export const UpdateError = {
  Invalid: 'invalid',
  Forbidden: 'forbidden',
  Unavailable: 'unavailable',
} as const;
export type UpdateError = (typeof UpdateError)[keyof typeof UpdateError];
export const UpdateAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: z.enum(['invalid', 'forbidden', 'unavailable']) }),
]);
export type UpdateAck = z.infer<typeof UpdateAckSchema>;
