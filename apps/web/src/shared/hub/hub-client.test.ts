// The hub client's connection rules (SPEC §4, §7, §9): handshake auth and transports, token
// retries every 10 s up to 5, the first-connection retries, the reconnect schedule after a loss,
// topics re-joined on reconnect, validated messages only, and the refusals that end it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  CALL_AUDIO_SIGNAL_EVENT,
  CONNECTION_TOASTER_KEYS,
  HUB_PATH,
  HubEvent,
  PROTOCOL_VERSION,
  SUBSCRIBE_MAX_TOPICS,
  hubTopics,
  connectionToasterMessage,
  connectionToasterReducer,
  initialConnectionToasterState,
  topicMessage,
  type ConnectionToasterState,
  type HubAuth,
} from '@podium/domain';
import { createHubClient } from './hub-client.ts';
import type { HubConnectionEvent } from './hub.types.ts';

type Listener = (...args: unknown[]) => void;

/** Just enough of a socket.io Socket: the client's own calls, and hooks to play the server. */
class FakeSocket {
  connected = false;
  connects = 0;
  readonly listeners = new Map<string, Listener[]>();
  readonly emitted: Array<{ event: string; message: unknown }> = [];
  /** What the server answers an UpdatePresControl / UpdateUserPresData with. */
  updateAnswer: () => Promise<unknown> = () => Promise.resolve({ ok: true });
  /** What the server answers call audio signalling with. */
  signalAnswer: () => Promise<unknown> = () => Promise.resolve({ ok: true, ConnectionId: 'c1' });
  constructor(
    readonly options: {
      auth: (cb: (auth: HubAuth) => void) => void;
      transports: string[];
      path: string;
    },
  ) {}
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  connect() {
    this.connects += 1;
    return this;
  }
  disconnect() {
    this.connected = false;
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  timeout() {
    return this;
  }
  emitWithAck(event: string, message: { topic?: string; topics?: string[] }) {
    this.emitted.push({ event, message });
    if (event.startsWith('Update')) return this.updateAnswer();
    if (event === CALL_AUDIO_SIGNAL_EVENT) return this.signalAnswer();
    if (event === HubEvent.SubscribeMany)
      return Promise.resolve({
        ok: true,
        results: (message.topics ?? []).map((topic) => ({ ok: true, topic })),
      });
    return Promise.resolve({ ok: true, topic: message.topic ?? '' });
  }
  auth(): HubAuth {
    let value: HubAuth | null = null;
    this.options.auth((a) => (value = a));
    if (value === null) throw new Error('no auth');
    return value;
  }
  /** The auth of the last handshake sent (socket.io asks for it at every attempt). */
  lastAuth: HubAuth | null = null;
  /** The server accepts the handshake. */
  accept() {
    this.lastAuth = this.auth();
    this.connected = true;
    this.fire('connect');
  }
  refuse(reason: string) {
    this.fire('connect_error', Object.assign(new Error(reason), { data: { reason } }));
  }
}

let sockets: FakeSocket[];
let events: HubConnectionEvent[];
let fetchToken: ReturnType<typeof vi.fn<() => Promise<string>>>;

function makeClient() {
  const client = createHubClient({
    fetchToken,
    connect: (_url, options) => {
      const socket = new FakeSocket(options as ConstructorParameters<typeof FakeSocket>[0]);
      sockets.push(socket);
      return socket as unknown as Socket;
    },
  });
  client.onConnection((event) => events.push(event));
  return client;
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  events = [];
  fetchToken = vi.fn(() => Promise.resolve('token-1'));
});
afterEach(() => vi.useRealTimers());

describe('hub client', () => {
  it('connects at the hub path, websockets first, with HubAuth {TokenId, ProtocolVersion}', async () => {
    const client = makeClient();
    client.start();
    await flush();
    const socket = sockets[0];
    expect(socket?.options.path).toBe(HUB_PATH);
    expect(socket?.options.transports).toEqual(['websocket', 'polling']);
    expect(socket?.auth()).toEqual({ TokenId: 'token-1', ProtocolVersion: PROTOCOL_VERSION });
    socket?.accept();
    expect(events).toEqual([{ type: 'connected', reconnect: false }]);
  });

  it('retries the token every 10 s, 5 times, then reports the retries used up (SPEC §4, §9)', async () => {
    fetchToken.mockRejectedValue(new Error('down'));
    const client = makeClient();
    client.start();
    await flush();
    expect(fetchToken).toHaveBeenCalledTimes(1);
    // The loss, then when the next try is due: what the toaster counts down to.
    expect(events).toEqual([
      { type: 'connectionLost' },
      { type: 'attemptScheduled', atMs: Date.now() + 10_000 },
    ]);
    for (let retry = 1; retry <= 5; retry++) {
      await vi.advanceTimersByTimeAsync(9_999);
      expect(fetchToken).toHaveBeenCalledTimes(retry);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchToken).toHaveBeenCalledTimes(retry + 1);
    }
    expect(events.at(-2)).toEqual({ type: 'retriesExhausted' });
    // The token server may come back: tried again a minute later.
    expect(events.at(-1)).toEqual({ type: 'attemptScheduled', atMs: Date.now() + 60_000 });
    client.stop();
  });

  it('re-joins its topics after a lost connection comes back, 10 s later (SPEC §9)', async () => {
    const client = makeClient();
    client.start();
    await flush();
    const socket = sockets[0] as FakeSocket;
    socket.accept();
    await client.subscribe(hubTopics.callSlide(7001));
    expect(socket.emitted).toEqual([
      { event: 'subscribe', message: { topic: 'conferencecall.7001.slide' } },
    ]);

    socket.connected = false;
    socket.fire('disconnect', 'transport close');
    expect(events.slice(-2)).toEqual([
      { type: 'connectionLost' },
      { type: 'attemptScheduled', atMs: Date.now() + 10_000 },
    ]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(socket.connects).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.connects).toBe(2);
    socket.accept();
    await flush();
    expect(events.at(-1)).toEqual({ type: 'connected', reconnect: true });
    // The handshake carried the topic; nothing else was sent for it.
    expect(socket.lastAuth).toEqual({
      TokenId: 'token-1',
      ProtocolVersion: PROTOCOL_VERSION,
      Topics: ['conferencecall.7001.slide'],
    });
    expect(socket.emitted).toHaveLength(1);
  });

  it(`re-joins ${SUBSCRIBE_MAX_TOPICS} topics in its handshake and the others in SubscribeMany`, async () => {
    const client = makeClient();
    client.start();
    await flush();
    const socket = sockets[0] as FakeSocket;
    socket.accept();
    const count = SUBSCRIBE_MAX_TOPICS + 2;
    const names: string[] = [];
    for (let id = 1; id <= count; id++) {
      await client.subscribe(hubTopics.callSlide(id));
      names.push(`conferencecall.${id}.slide`);
    }
    socket.emitted.length = 0;
    socket.connected = false;
    socket.fire('disconnect', 'transport close');
    await vi.advanceTimersByTimeAsync(10_000);
    socket.accept();
    await flush();
    expect(socket.lastAuth?.Topics).toEqual(names.slice(0, SUBSCRIBE_MAX_TOPICS));
    expect(socket.emitted).toEqual([
      { event: 'subscribeMany', message: { topics: names.slice(SUBSCRIBE_MAX_TOPICS) } },
    ]);
    client.stop();
  });

  describe('a lost connection that does not come back (SPEC §8, §9)', () => {
    /** A server that is down: the attempt fails the way socket.io reports a transport error. */
    const fail = (socket: FakeSocket) => socket.fire('connect_error', new Error('websocket error'));
    const exhausted = () => events.filter((e) => e.type === 'retriesExhausted').length;

    async function connectedThenLost() {
      const client = makeClient();
      client.start();
      await flush();
      const socket = sockets[0] as FakeSocket;
      socket.accept();
      await client.subscribe(hubTopics.callSlide(7001));
      socket.connected = false;
      socket.fire('disconnect', 'transport close');
      return { client, socket, lostAt: Date.now() };
    }

    /** Runs to `atMs` after the loss and fails the attempt made there. */
    async function failAttemptAt(socket: FakeSocket, lostAt: number, atMs: number) {
      const before = socket.connects;
      await vi.advanceTimersByTimeAsync(lostAt + atMs - Date.now());
      expect(socket.connects).toBe(before + 1);
      fail(socket);
    }

    it('shows the failure text when the first attempt after 60 s fails, then retries every 60 s', async () => {
      const { client, socket, lostAt } = await connectedThenLost();
      for (const at of [10, 20, 30, 40, 50]) {
        await failAttemptAt(socket, lostAt, at * 1000);
        expect(exhausted()).toBe(0);
      }
      await failAttemptAt(socket, lostAt, 60_000);
      expect(events.slice(-3)).toEqual([
        { type: 'connectionLost' },
        { type: 'retriesExhausted' },
        { type: 'attemptScheduled', atMs: lostAt + 120_000 },
      ]);
      // Still retrying at the slow cadence, without repeating the failure.
      await vi.advanceTimersByTimeAsync(59_999);
      expect(socket.connects).toBe(7);
      await failAttemptAt(socket, lostAt, 120_000);
      await failAttemptAt(socket, lostAt, 180_000);
      expect(exhausted()).toBe(1);
      client.stop();
    });

    it('an attempt begun inside the quick window that fails after it is not yet the failure', async () => {
      const { client, socket, lostAt } = await connectedThenLost();
      for (const at of [10, 20, 30, 40]) await failAttemptAt(socket, lostAt, at * 1000);
      await vi.advanceTimersByTimeAsync(lostAt + 50_000 - Date.now());
      expect(socket.connects).toBe(6);
      await vi.advanceTimersByTimeAsync(15_000);
      fail(socket);
      expect(exhausted()).toBe(0);
      // Failed at 65 s: the next attempt is 60 s later, and its failure is the failure text.
      await failAttemptAt(socket, lostAt, 125_000);
      expect(exhausted()).toBe(1);
      client.stop();
    });

    it('a later reconnect hides the failure text and refreshes state; the next outage can fail again', async () => {
      const { client, socket, lostAt } = await connectedThenLost();
      let toaster: ConnectionToasterState = initialConnectionToasterState;
      // What the conference and presentation-hub sessions do with these events.
      client.onConnection((event) => {
        if (event.type === 'connected')
          toaster = connectionToasterReducer(toaster, { type: 'reconnected' });
        if (event.type === 'retriesExhausted') toaster = connectionToasterReducer(toaster, event);
      });
      toaster = connectionToasterReducer(toaster, { type: 'connectionLost', atMs: lostAt });
      for (const at of [10, 20, 30, 40, 50, 60, 120])
        await failAttemptAt(socket, lostAt, at * 1000);
      expect(connectionToasterMessage(toaster)).toEqual({ key: CONNECTION_TOASTER_KEYS.failed });

      await vi.advanceTimersByTimeAsync(60_000);
      socket.accept();
      await flush();
      expect(events.at(-1)).toEqual({ type: 'connected', reconnect: true });
      expect(connectionToasterMessage(toaster)).toBeNull();
      expect(socket.lastAuth?.Topics).toEqual(['conferencecall.7001.slide']);

      socket.connected = false;
      socket.fire('disconnect', 'transport close');
      const secondLoss = Date.now();
      for (const at of [10, 20, 30, 40, 50]) await failAttemptAt(socket, secondLoss, at * 1000);
      expect(exhausted()).toBe(1);
      await failAttemptAt(socket, secondLoss, 60_000);
      expect(exhausted()).toBe(2);
      client.stop();
    });

    it('a first connection that never came up keeps its own count: 5 retries 5 s apart (SPEC §7)', async () => {
      const client = makeClient();
      client.start();
      await flush();
      const socket = sockets[0] as FakeSocket;
      fail(socket);
      for (let retry = 1; retry <= 5; retry++) {
        await vi.advanceTimersByTimeAsync(5_000);
        expect(socket.connects).toBe(retry + 1);
        expect(exhausted()).toBe(0);
        fail(socket);
      }
      expect(exhausted()).toBe(1);
      await vi.advanceTimersByTimeAsync(60_000);
      fail(socket);
      expect(exhausted()).toBe(1);
      client.stop();
    });
  });

  it('fetches a new token when the server refuses the old one', async () => {
    fetchToken.mockResolvedValueOnce('old').mockResolvedValueOnce('new');
    const client = makeClient();
    client.start();
    await flush();
    const socket = sockets[0] as FakeSocket;
    socket.refuse('invalidToken');
    await flush();
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(socket.auth().TokenId).toBe('new');
  });

  it('stops for good when access is revoked', async () => {
    const client = makeClient();
    client.start();
    await flush();
    (sockets[0] as FakeSocket).refuse('accessRevoked');
    expect(events).toEqual([{ type: 'accessRevoked' }]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(sockets[0]?.connects).toBe(1);
  });

  it('passes on validated messages only', async () => {
    const client = makeClient();
    const received: unknown[] = [];
    client.onMessage((message) => received.push(message));
    client.start();
    await flush();
    const socket = sockets[0] as FakeSocket;
    socket.accept();
    socket.fire('message', topicMessage(hubTopics.callSlide(7001), { SlideIndex: 3 }));
    socket.fire('message', { topic: 'conferencecall.7001.slide', payload: { SlideIndex: -1 } });
    socket.fire('message', { topic: 'conferencecall.x.slide', payload: { SlideIndex: 1 } });
    expect(received).toEqual([
      {
        kind: 'callSlide',
        topic: { kind: 'callSlide', conferenceId: 7001 },
        payload: { SlideIndex: 3 },
      },
    ]);
  });

  describe('updateUserPresData (SPEC §7 UpdateUserPresData)', () => {
    const position = { PresId: 1002, ResumeMediaData: { TimeStampSeconds: 31.5 } };

    it('answers unavailable without sending while there is no connection', async () => {
      const client = makeClient();
      expect(await client.updateUserPresData(position)).toEqual({
        ok: false,
        error: 'unavailable',
      });
      client.start();
      await flush();
      const socket = sockets[0] as FakeSocket;
      expect(await client.updateUserPresData(position)).toEqual({
        ok: false,
        error: 'unavailable',
      });
      socket.accept();
      socket.connected = false;
      socket.fire('disconnect', 'transport close');
      expect(await client.updateUserPresData(position)).toEqual({
        ok: false,
        error: 'unavailable',
      });
      expect(socket.emitted).toEqual([]);
      client.stop();
    });

    it('sends the message once connected and passes on the server’s validated ack', async () => {
      const client = makeClient();
      client.start();
      await flush();
      const socket = sockets[0] as FakeSocket;
      socket.accept();
      expect(await client.updateUserPresData(position)).toEqual({ ok: true });
      expect(socket.emitted).toEqual([{ event: HubEvent.UpdateUserPresData, message: position }]);
      socket.updateAnswer = () => Promise.resolve({ ok: false, error: 'forbidden' });
      expect(await client.updateUserPresData(position)).toEqual({ ok: false, error: 'forbidden' });
    });

    it('turns an unreadable or missing answer into unavailable, never a rejection', async () => {
      const client = makeClient();
      client.start();
      await flush();
      const socket = sockets[0] as FakeSocket;
      socket.accept();
      socket.updateAnswer = () => Promise.resolve({ ok: 'yes' });
      expect(await client.updateUserPresData(position)).toEqual({
        ok: false,
        error: 'unavailable',
      });
      socket.updateAnswer = () => Promise.reject(new Error('operation has timed out'));
      expect(await client.updateUserPresData(position)).toEqual({
        ok: false,
        error: 'unavailable',
      });
    });

    it('refuses a message the protocol schema refuses, without sending it', async () => {
      const client = makeClient();
      client.start();
      await flush();
      const socket = sockets[0] as FakeSocket;
      socket.accept();
      const negative = { PresId: 1002, ResumeMediaData: { TimeStampSeconds: -1 } };
      expect(await client.updateUserPresData(negative)).toEqual({ ok: false, error: 'invalid' });
      expect(socket.emitted).toEqual([]);
    });
  });

  describe('call audio signalling', () => {
    it('sends once connected and passes on the validated ack; unavailable otherwise', async () => {
      const client = makeClient();
      expect(await client.callAudioSignal({ Type: 'join' })).toEqual({
        ok: false,
        error: 'unavailable',
      });
      client.start();
      await flush();
      const socket = sockets[0] as FakeSocket;
      socket.accept();
      expect(await client.callAudioSignal({ Type: 'join' })).toEqual({
        ok: true,
        ConnectionId: 'c1',
      });
      expect(socket.emitted).toEqual([
        { event: CALL_AUDIO_SIGNAL_EVENT, message: { Type: 'join' } },
      ]);
      socket.signalAnswer = () => Promise.resolve({ ok: false, error: 'notAllowed' });
      expect(await client.callAudioSignal({ Type: 'join' })).toEqual({
        ok: false,
        error: 'notAllowed',
      });
      socket.signalAnswer = () => Promise.resolve({ ok: 'maybe' });
      expect(await client.callAudioSignal({ Type: 'join' })).toEqual({
        ok: false,
        error: 'unavailable',
      });
      socket.signalAnswer = () => Promise.reject(new Error('operation has timed out'));
      expect(await client.callAudioSignal({ Type: 'join' })).toEqual({
        ok: false,
        error: 'unavailable',
      });
    });

    it("passes on the server's validated signals only", async () => {
      const client = makeClient();
      const received: unknown[] = [];
      const off = client.onCallAudioSignal((signal) => received.push(signal));
      client.start();
      await flush();
      const socket = sockets[0] as FakeSocket;
      socket.accept();
      const closed = { Type: 'closed', ConnectionId: 'c1', Reason: 'floorTaken' };
      socket.fire(CALL_AUDIO_SIGNAL_EVENT, closed);
      socket.fire(CALL_AUDIO_SIGNAL_EVENT, { Type: 'closed', ConnectionId: 'c1', Reason: 'bye' });
      socket.fire(CALL_AUDIO_SIGNAL_EVENT, { Type: 'offer', ConnectionId: 'c1' });
      expect(received).toEqual([closed]);
      off();
      socket.fire(CALL_AUDIO_SIGNAL_EVENT, closed);
      expect(received).toHaveLength(1);
    });
  });
});
