// A presentation hub double for component and unit tests (never browser tests): it implements
// the hub client's interfaces, records subscriptions and UpdateUserPresData messages, refuses
// the topics a test says the server would, and lets a test deliver topic messages and connection
// events as the socket.io client would, already validated.
import { vi } from 'vitest';
import {
  formatTopic,
  parseTopicMessage,
  topicMessage,
  type SubscribeAck,
  type TopicKind,
  type TopicOf,
  type TopicPayload,
  type UpdateAck,
  type UpdateUserPresDataMessage,
} from '@podium/domain';
import type {
  HubClient,
  HubConnectionEvent,
  HubConnectionListener,
  HubMessageListener,
  UserPresDataSender,
} from '../../../shared/hub/hub.types.ts';

export interface FakePresentationHub extends HubClient, UserPresDataSender {
  /** Topics currently followed (subscribed and not unsubscribed), as sent. */
  readonly followed: () => string[];
  /** Every subscribe the session sent, in order, refused ones included. */
  readonly subscribeCalls: string[];
  readonly started: () => boolean;
  /** Topics the "server" refuses with notEntitled. */
  readonly refused: Set<string>;
  readonly updateUserPresData: ReturnType<
    typeof vi.fn<(message: UpdateUserPresDataMessage) => Promise<UpdateAck>>
  >;
  send<K extends TopicKind>(topic: TopicOf<K>, payload: TopicPayload<K>): void;
  connection(event: HubConnectionEvent): void;
}

export function createFakePresentationHub(): FakePresentationHub {
  const messages = new Set<HubMessageListener>();
  const connections = new Set<HubConnectionListener>();
  const followed = new Set<string>();
  const subscribeCalls: string[] = [];
  const refused = new Set<string>();
  let started = false;
  return {
    followed: () => [...followed],
    subscribeCalls,
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
      subscribeCalls.push(name);
      if (refused.has(name))
        return Promise.resolve<SubscribeAck>({ ok: false, error: 'notEntitled' });
      followed.add(name);
      return Promise.resolve<SubscribeAck>({ ok: true, topic: name });
    },
    unsubscribe: (topic) => {
      followed.delete(formatTopic(topic));
      return Promise.resolve<SubscribeAck>({ ok: true, topic: formatTopic(topic) });
    },
    updatePresControl: vi.fn(() => Promise.resolve<UpdateAck>({ ok: true })),
    updateUserPresData: vi.fn((_message: UpdateUserPresDataMessage) =>
      Promise.resolve<UpdateAck>({ ok: true }),
    ),
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
