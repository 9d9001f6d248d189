// A hub double for component tests (never browser tests): it implements the HubClient interface,
// records subscriptions and lets a test deliver topic messages and connection events as the
// socket.io client would, already validated.
import { vi } from 'vitest';
import {
  formatTopic,
  parseTopicMessage,
  topicMessage,
  type SubscribeAck,
  type TopicKind,
  type TopicOf,
  type TopicPayload,
} from '@podium/domain';
import type {
  HubClient,
  HubConnectionEvent,
  HubConnectionListener,
  HubMessageListener,
} from '../../../shared/hub/hub.types.ts';

export interface FakeHub extends HubClient {
  readonly subscribed: string[];
  readonly started: () => boolean;
  /** Delivers a message as the server would publish it (validated like the real client does). */
  send<K extends TopicKind>(topic: TopicOf<K>, payload: TopicPayload<K>): void;
  connection(event: HubConnectionEvent): void;
}

export function createFakeHub(): FakeHub {
  const messages = new Set<HubMessageListener>();
  const connections = new Set<HubConnectionListener>();
  const subscribed: string[] = [];
  let started = false;
  return {
    subscribed,
    started: () => started,
    start: () => {
      started = true;
    },
    stop: () => {
      started = false;
    },
    subscribe: (topic) => {
      subscribed.push(formatTopic(topic));
      return Promise.resolve<SubscribeAck>({ ok: true, topic: formatTopic(topic) });
    },
    unsubscribe: (topic) => Promise.resolve<SubscribeAck>({ ok: true, topic: formatTopic(topic) }),
    updatePresControl: vi.fn(() => Promise.resolve({ ok: true as const })),
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
