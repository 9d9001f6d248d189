// Server → client topic messages: the envelope on HubEvent.Message, the payload schema of each
// SPEC §7 topic, and the parser that turns an incoming envelope into a typed message.
import { z } from 'zod';
import {
  AccessRevokedMessageSchema,
  AttendeePresenterListMessageSchema,
  AudioStateMessageSchema,
  CallStatusMessageSchema,
  CallUpdateMessageSchema,
  EntryCodeUpdateMessageSchema,
  MediaUpdateMessageSchema,
  NotificationMessageSchema,
  PlaybackControlMessageSchema,
  PresenterControlMessageSchema,
  PresenterListMessageSchema,
  PresenterUpdateMessageSchema,
  PublicAccessMessageSchema,
  PublicSlidesUpdateMessageSchema,
  QuestionUpdateMessageSchema,
  SlideMessageSchema,
  SlidesUpdateMessageSchema,
} from './payloads.ts';
import { MeetingParticipantsMessageSchema } from '../meeting/api.ts';
import { ConsoleUpdateMessageSchema } from '../conference/console-api.ts';
import {
  formatTopic,
  parseTopic,
  type TopicDescriptor,
  type TopicKind,
  type TopicOf,
} from './topics.ts';

/** The payload schema of every topic kind; `satisfies` makes a missing kind a type error. */
export const topicPayloadSchemas = {
  callStatus: CallStatusMessageSchema,
  userQuestion: QuestionUpdateMessageSchema,
  userAccess: AccessRevokedMessageSchema,
  callAccess: PublicAccessMessageSchema,
  callSlide: SlideMessageSchema,
  callPresenter: PresenterUpdateMessageSchema,
  presenterControl: PresenterControlMessageSchema,
  presenterList: PresenterListMessageSchema,
  attendeePresenterList: AttendeePresenterListMessageSchema,
  callUpdate: CallUpdateMessageSchema,
  callNotification: NotificationMessageSchema,
  consoleUpdate: ConsoleUpdateMessageSchema,
  entryCodeUpdate: EntryCodeUpdateMessageSchema,
  slidesUpdate: SlidesUpdateMessageSchema,
  publicSlidesUpdate: PublicSlidesUpdateMessageSchema,
  mediaUpdate: MediaUpdateMessageSchema,
  audioState: AudioStateMessageSchema,
  playback: PlaybackControlMessageSchema,
  meetingParticipants: MeetingParticipantsMessageSchema,
} as const satisfies { readonly [K in TopicKind]: z.ZodType };

export type TopicPayload<K extends TopicKind> = z.infer<(typeof topicPayloadSchemas)[K]>;

/**
 * A validated message: its topic descriptor and the payload typed for that topic. `kind` repeats
 * topic.kind at the top so that checking it narrows the payload (TypeScript narrows a union only
 * by a property of the union's own members).
 */
export type TopicMessage = {
  [K in TopicKind]: {
    readonly kind: K;
    readonly topic: TopicOf<K>;
    readonly payload: TopicPayload<K>;
  };
}[TopicKind];

/** The envelope as it travels on HubEvent.Message. */
export const TopicMessageEnvelopeSchema = z.object({ topic: z.string(), payload: z.unknown() });
export type TopicMessageEnvelope = z.infer<typeof TopicMessageEnvelopeSchema>;

export type TopicMessageParseResult =
  | { readonly ok: true; readonly message: TopicMessage }
  | { readonly ok: false; readonly error: 'malformedEnvelope' | 'unknownTopic' | 'invalidPayload' };

/** Incoming envelope → typed message (ARCHITECTURE §2: payloads are validated before use). */
export function parseTopicMessage(raw: unknown): TopicMessageParseResult {
  const envelope = TopicMessageEnvelopeSchema.safeParse(raw);
  if (!envelope.success) return { ok: false, error: 'malformedEnvelope' };
  const topic = parseTopic(envelope.data.topic);
  if (topic === null) return { ok: false, error: 'unknownTopic' };
  const payload = topicPayloadSchemas[topic.kind].safeParse(envelope.data.payload);
  if (!payload.success) return { ok: false, error: 'invalidPayload' };
  // The payload was parsed by the schema of topic.kind, which is what TopicMessage pairs it with.
  return { ok: true, message: { kind: topic.kind, topic, payload: payload.data } as TopicMessage };
}

/** Builds the envelope the server emits for a topic, typed so the payload matches the topic. */
export function topicMessage<K extends TopicKind>(
  topic: TopicOf<K>,
  payload: TopicPayload<K>,
): TopicMessageEnvelope {
  return { topic: formatTopic(topic as TopicDescriptor), payload };
}
