// A hub double for component and unit tests (never browser tests), for the conference and the
// presentation-level sessions alike: it implements HubClient, records subscriptions and the
// PresControl messages sent, refuses the topics a test says the server would, and lets a test
// deliver topic messages, call audio signalling and connection events as the socket.io client
// would, already validated.
import { vi } from 'vitest';
import {
  CallAudioServerSignalSchema,
  formatTopic,
  parseTopicMessage,
  topicMessage,
  type CallAudioClientSignal,
  type CallAudioServerSignal,
  type CallAudioSignalAck,
  type SubscribeAck,
  type TopicKind,
  type TopicOf,
  type TopicPayload,
  type UpdateAck,
  type UpdatePresControlMessage,
  type UpdateUserPresDataMessage,
} from '@podium/domain';
import type {
  HubClient,
  HubConnectionEvent,
  HubConnectionListener,
  HubMessageListener,
} from '../hub.types.ts';

type AckMock<M> = ReturnType<typeof vi.fn<(message: M) => Promise<UpdateAck>>>;

export interface FakeHub extends HubClient {
  /** Every subscribe the session sent, in order, refused ones included. */
  readonly subscribed: string[];
  /** Topics followed now: subscribed, not refused and not unsubscribed since. */
  readonly followed: () => string[];
  readonly started: () => boolean;
  /** Topics the "server" refuses with notEntitled. */
  readonly refused: Set<string>;
  /** Answers ok unless a test says otherwise (mockResolvedValueOnce …). */
  readonly updatePresControl: AckMock<UpdatePresControlMessage>;
  readonly updateUserPresData: AckMock<UpdateUserPresDataMessage>;
  /** Answers unavailable unless a test says otherwise (mockResolvedValueOnce, mockImplementation). */
  readonly callAudioSignal: ReturnType<
    typeof vi.fn<(message: CallAudioClientSignal) => Promise<CallAudioSignalAck>>
  >;
  /** Delivers call audio signalling as the server would send it (validated like the client). */
  callAudio(signal: CallAudioServerSignal): void;
  /** Delivers a message as the server would publish it (validated like the real client does). */
  send<K extends TopicKind>(topic: TopicOf<K>, payload: TopicPayload<K>): void;
  connection(event: HubConnectionEvent): void;
}

export function createFakeHub(): FakeHub {
  const messages = new Set<HubMessageListener>();
  const connections = new Set<HubConnectionListener>();
  const callAudioListeners = new Set<(signal: CallAudioServerSignal) => void>();
  const followed = new Set<string>();
  const subscribed: string[] = [];
  const refused = new Set<string>();
  let started = false;
  return {
    subscribed,
    followed: () => [...followed],
    started: () => started,
    refused,
    start: () => {
      started = true;
    },
    stop: () => {
      started = false;
    },
    subscribe: (topic) => {
      const name = formatTopic(topic);
      subscribed.push(name);
      if (refused.has(name))
        return Promise.resolve<SubscribeAck>({ ok: false, error: 'notEntitled' });
      followed.add(name);
      return Promise.resolve<SubscribeAck>({ ok: true, topic: name });
    },
    unsubscribe: (topic) => {
      const name = formatTopic(topic);
      followed.delete(name);
      return Promise.resolve<SubscribeAck>({ ok: true, topic: name });
    },
    updatePresControl: vi.fn((_message: UpdatePresControlMessage) =>
      Promise.resolve<UpdateAck>({ ok: true }),
    ),
    updateUserPresData: vi.fn((_message: UpdateUserPresDataMessage) =>
      Promise.resolve<UpdateAck>({ ok: true }),
    ),
    meetingSignal: () => Promise.resolve({ ok: false, error: 'unavailable' } as const),
    onMeetingSignal: () => () => undefined,
    callAudioSignal: vi.fn((_message: CallAudioClientSignal) =>
      Promise.resolve<CallAudioSignalAck>({ ok: false, error: 'unavailable' }),
    ),
    onCallAudioSignal: (listener) => {
      callAudioListeners.add(listener);
      return () => callAudioListeners.delete(listener);
    },
    callAudio(signal) {
      const parsed = CallAudioServerSignalSchema.parse(signal);
      for (const listener of callAudioListeners) listener(parsed);
    },
    onMessage: (listener) => {
      messages.add(listener);
      return () => messages.delete(listener);
    },
    onConnection: (listener) => {
      connections.add(listener);
      return () => connections.delete(listener);
    },
    send(topic, payload) {
      const parsed = parseTopicMessage(topicMessage(topic, payload));
      if (!parsed.ok) throw new Error(`fake hub: invalid message (${parsed.error})`);
      for (const listener of messages) listener(parsed.message);
    },
    connection(event) {
      for (const listener of connections) listener(event);
    },
  };
}
