// Conference call test helpers: the demo calls' paths, joining a call as the viewer does (SPEC §2
// entry: load the user, register the participant), and a recorder of what the real hub was asked
// to publish and whom to disconnect.
import { expect, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  conferencePaths,
  ConsoleParticipantsResponseSchema,
  formatTopic,
  UserSchema,
  type TopicDescriptor,
} from '@podium/domain';
import type { DisconnectFilter } from '../../src/realtime/hub.types.ts';
import { entered, signedIn, type TestClient } from './client.ts';

export const PRES = 2001;
export const CONF = 7001;
export const CALL_ONLY_PRES = 2002;
export const CALL_ONLY_CONF = 7002;

export const paths = {
  status: conferencePaths.status(PRES, CONF),
  participants: conferencePaths.participants(PRES, CONF),
  sessions: conferencePaths.participantSessions(PRES, CONF),
  liveStream: conferencePaths.liveStream(PRES, CONF),
  questions: conferencePaths.questions(PRES, CONF),
  presControl: conferencePaths.presControl(PRES, CONF),
  transition: conferencePaths.consoleTransition(PRES, CONF),
};

/**
 * The participant id of `client` in the call, as the console's participants list shows it to
 * `coordinator`.
 */
export async function participantIdOf(
  coordinator: TestClient,
  client: TestClient,
  presId = PRES,
  confId = CONF,
): Promise<number> {
  const coreId = UserSchema.parse((await client.loadUser(presId)).json()).CoreId;
  const list = ConsoleParticipantsResponseSchema.parse(
    (await coordinator.get(conferencePaths.consoleParticipants(presId, confId))).json(),
  );
  const found = list.find((p) => p.CoreUserId === coreId);
  if (!found) throw new Error(`user ${coreId} is not a participant`);
  return found.Id;
}

/** Registers the client for the call (SPEC §2 entry) and returns its participant id. */
export async function register(
  client: TestClient,
  presId = PRES,
  confId = CONF,
  emailAddress = '',
): Promise<number> {
  const response = await client.post(conferencePaths.participants(presId, confId), {
    conferenceId: confId,
    emailAddress,
  });
  if (response.statusCode !== 200)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return response.json<{ Id: number }>().Id;
}

export async function signedInTo(app: FastifyInstance, email: string, presId = PRES) {
  return signedIn(app, email, presId);
}

export async function enteredTo(app: FastifyInstance, code: string, presId = PRES) {
  return entered(app, code, presId);
}

export interface Published {
  readonly topic: string;
  readonly payload: unknown;
  readonly publicPayload: unknown;
}

/** Records every publish and disconnect the services ask of the real app.hub (calls through). */
export function recordHub(app: FastifyInstance) {
  const published: Published[] = [];
  const disconnected: DisconnectFilter[] = [];
  /** Told of each publish as it is made, before the hub sends it. */
  const listeners: ((message: Published) => void)[] = [];
  // Calls through, so the real hub still validates every payload against its topic schema.
  const realPublish = app.hub.publish.bind(app.hub);
  vi.spyOn(app.hub, 'publish').mockImplementation((topic, payload, options) => {
    const message = {
      topic: formatTopic(topic as TopicDescriptor),
      payload,
      publicPayload: options && 'publicPayload' in options ? options.publicPayload : undefined,
    };
    published.push(message);
    for (const listener of listeners) listener(message);
    realPublish(topic, payload, options);
  });
  const realDisconnect = app.hub.disconnect.bind(app.hub);
  vi.spyOn(app.hub, 'disconnect').mockImplementation(async (filter) => {
    disconnected.push(filter);
    await realDisconnect(filter);
  });
  return {
    published,
    disconnected,
    on: (topic: string) => published.filter((p) => p.topic === topic),
    /** Calls `listener` with every publish from now on, as it is made. */
    listen(listener: (message: Published) => void): void {
      listeners.push(listener);
    },
    clear() {
      published.length = 0;
      disconnected.length = 0;
    },
  };
}

/**
 * Waits until the console topic has heard each client arrive. A hub connection's presence is
 * written a little after the connect (PRESENCE_WRITE_SPACING_MS gathers arrivals), so a test
 * that reads what the hub published waits for these first, or they land in its record later.
 */
export async function arrivalsHeard(
  recorder: ReturnType<typeof recordHub>,
  clients: readonly TestClient[],
  presId = PRES,
  confId = CONF,
): Promise<void> {
  const coreIds = await Promise.all(
    clients.map(async (client) => UserSchema.parse((await client.loadUser(presId)).json()).CoreId),
  );
  await vi.waitFor(
    () => {
      const heard = new Set(
        recorder
          .on(`conferencecall.${confId}.console`)
          .map((p) => p.payload as { Type?: string; IsActive?: boolean; CoreUserId?: number })
          .filter((payload) => payload.Type === 'presence' && payload.IsActive === true)
          .map((payload) => payload.CoreUserId),
      );
      for (const id of coreIds) expect(heard).toContain(id);
    },
    { timeout: 10_000, interval: 20 },
  );
}
