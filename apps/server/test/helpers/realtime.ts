// Hub test helpers: a listening app, hub tokens over the API client, socket.io-client
// connections and message waits with timeouts (a missing message fails the test, not the run).
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import {
  apiPaths,
  HUB_PATH,
  HubEvent,
  HubTokenResponseSchema,
  PROTOCOL_VERSION,
  TopicMessageEnvelopeSchema,
  type SubscribeAck,
  type TopicMessageEnvelope,
  type UpdateAck,
} from '@podium/domain';
import type { TestClient } from './client.ts';

const WAIT_MS = 5_000;

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

export async function hubToken(
  client: TestClient,
  presId: number,
  query: { conferenceCallId?: number; logId?: number } = {},
): Promise<string> {
  const response = await client.post(apiPaths.hubToken(presId, query));
  if (response.statusCode !== 200)
    throw new Error(`uegtoken: ${response.statusCode} ${response.body}`);
  return HubTokenResponseSchema.parse(response.json()).TokenId;
}

/** A hub client that records every topic message it receives. */
export interface HubTestSocket {
  readonly socket: Socket;
  readonly messages: TopicMessageEnvelope[];
  subscribe(topic: unknown): Promise<SubscribeAck>;
  unsubscribe(topic: string): Promise<SubscribeAck>;
  send(event: string, ...args: unknown[]): Promise<unknown>;
  /** The next message on `topic` (or one already received and not yet taken). */
  next(topic: string, timeoutMs?: number): Promise<TopicMessageEnvelope>;
  disconnected(timeoutMs?: number): Promise<string>;
  close(): void;
}

function wrap(socket: Socket): HubTestSocket {
  const messages: TopicMessageEnvelope[] = [];
  const waiters: { topic: string; resolve: (m: TopicMessageEnvelope) => void }[] = [];
  socket.on(HubEvent.Message, (raw: unknown) => {
    const envelope = TopicMessageEnvelopeSchema.parse(raw);
    const waiter = waiters.findIndex((w) => w.topic === envelope.topic);
    if (waiter >= 0) waiters.splice(waiter, 1)[0]?.resolve(envelope);
    else messages.push(envelope);
  });
  const send = (event: string, ...args: unknown[]) =>
    socket.timeout(WAIT_MS).emitWithAck(event, ...args) as Promise<unknown>;
  return {
    socket,
    messages,
    subscribe: (topic) => send(HubEvent.Subscribe, { topic }) as Promise<SubscribeAck>,
    unsubscribe: (topic) => send(HubEvent.Unsubscribe, { topic }) as Promise<SubscribeAck>,
    send,
    next(topic, timeoutMs = WAIT_MS) {
      const queued = messages.findIndex((m) => m.topic === topic);
      if (queued >= 0) return Promise.resolve(messages.splice(queued, 1)[0]!);
      return new Promise((resolve, reject) => {
        const waiter = {
          topic,
          resolve: (m: TopicMessageEnvelope) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        // A timed-out wait must not swallow the next message on its topic.
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no message on ${topic}`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    disconnected(timeoutMs = WAIT_MS) {
      if (!socket.connected) return Promise.resolve('already disconnected');
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('still connected')), timeoutMs);
        socket.once('disconnect', (reason) => {
          clearTimeout(timer);
          resolve(reason);
        });
      });
    },
    close: () => void socket.disconnect(),
  };
}

/** Connects with the given handshake auth; rejects with the connect_error message. */
export function connectHub(
  baseUrl: string,
  auth: Record<string, unknown>,
  transports: ('websocket' | 'polling')[] = ['websocket'],
): Promise<HubTestSocket> {
  const socket = io(baseUrl, {
    path: HUB_PATH,
    transports,
    auth,
    reconnection: false,
    forceNew: true,
    timeout: WAIT_MS,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(wrap(socket)));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

export function connectWithToken(baseUrl: string, tokenId: string): Promise<HubTestSocket> {
  return connectHub(baseUrl, { TokenId: tokenId, ProtocolVersion: PROTOCOL_VERSION });
}

/** The connect_error message a handshake is refused with ('' if it was accepted). */
export async function refusal(baseUrl: string, auth: Record<string, unknown>): Promise<string> {
  try {
    const hub = await connectHub(baseUrl, auth);
    hub.close();
    return '';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export type { UpdateAck };
