// The reads every viewer makes at once after a restart (hub handshake facts, sessions, call
// standings, presenter lists) are gathered into one query per turn (db/batched-reads.ts). Asked
// together, each key must get exactly what it gets asked alone, on the real database (PGlite, or
// PostgreSQL with DATABASE_URL), and a revoked participant asked beside admitted ones stays cut
// off, over HTTP and at the hub's handshake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conferencePaths, HubConnectError, PROTOCOL_VERSION, UserSchema } from '@podium/domain';
import { createSessionRepository } from '../src/modules/account/session.repository.ts';
import { createConferenceRepository } from '../src/modules/conference/conference.repository.ts';
import { createQuestionsRepository } from '../src/modules/questions/questions.repository.ts';
import { createHubRepository } from '../src/realtime/hub.repository.ts';
import type { TestClient } from './helpers/client.ts';
import {
  CALL_ONLY_CONF,
  CONF,
  enteredTo,
  participantIdOf,
  paths,
  PRES,
  register,
  signedInTo,
} from './helpers/conference.ts';
import { hubToken, listen, refusal } from './helpers/realtime.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let baseUrl: string;
let coordinator: TestClient;
let viewers: TestClient[];
let tokens: string[];
let coreIds: number[];

async function coreIdOf(client: TestClient): Promise<number> {
  return UserSchema.parse((await client.loadUser(PRES)).json()).CoreId;
}

/** Reads `keys` one at a time, each in its own turn (the single-key queries). */
async function oneByOne<K, V>(keys: readonly K[], read: (key: K) => Promise<V>): Promise<V[]> {
  const values: V[] = [];
  for (const key of keys) values.push(await read(key));
  return values;
}

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t.app);
  coordinator = await signedInTo(t.app, 'coordinator@podium.test');
  viewers = [
    await signedInTo(t.app, 'attendee@podium.test'),
    await signedInTo(t.app, 'panelist@podium.test'),
    await enteredTo(t.app, 'DEMO-2001'),
    await enteredTo(t.app, 'DEMO-2001'),
    await enteredTo(t.app, 'PUBLIC-2001'),
  ];
  // All but the last register for the call.
  for (const viewer of viewers.slice(0, -1)) await register(viewer);
  tokens = [];
  for (const viewer of viewers)
    tokens.push(await hubToken(viewer, PRES, { conferenceCallId: CONF }));
  coreIds = [];
  for (const viewer of viewers) coreIds.push(await coreIdOf(viewer));
  for (const transition of ['practice', 'live']) {
    const response = await coordinator.post(paths.transition, { Transition: transition });
    expect(response.statusCode).toBe(200);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('reads asked together answer as reads asked alone', () => {
  it('hub handshake facts, an unknown token among them', async () => {
    const hub = createHubRepository(t.app.db);
    const keys = [...tokens, 'no-such-token', tokens[0] ?? ''];
    const together = await Promise.all(keys.map((key) => hub.handshakeFacts(key)));
    expect(together).toEqual(await oneByOne(keys, (key) => hub.handshakeFacts(key)));
    expect(together.map((facts) => facts?.session.userId ?? null)).toEqual([
      ...coreIds,
      null,
      coreIds[0],
    ]);
  });

  it('sessions with their users', async () => {
    const sessions = createSessionRepository(t.app.db);
    const keys = [...viewers.map((viewer) => viewer.cookie ?? ''), 'no-such-session'];
    const together = await Promise.all(keys.map((key) => sessions.findWithUser(key)));
    expect(together).toEqual(await oneByOne(keys, (key) => sessions.findWithUser(key)));
    expect(together.map((found) => found?.user.id ?? null)).toEqual([...coreIds, null]);
  });

  it('session touches of one turn are written together, each session seen at that time', async () => {
    const sessions = createSessionRepository(t.app.db);
    const ids = viewers.map((viewer) => viewer.cookie ?? '');
    const at = new Date(t.app.config.now().getTime() + 1_000);
    await Promise.all(ids.map((id) => sessions.touch(id, at)));
    const seen = await oneByOne(ids, (id) => sessions.findWithUser(id));
    expect(seen.map((found) => found?.session.lastSeenAt.getTime())).toEqual(
      ids.map(() => at.getTime()),
    );
  });

  it('grants: a role, an entry code, another presentation, an unknown one', async () => {
    const sessions = createSessionRepository(t.app.db);
    const found = await Promise.all(
      [coordinator, ...viewers].map((client) => sessions.findWithUser(client.cookie ?? '')),
    );
    const keys = found.flatMap((entry) =>
      entry
        ? [PRES, 1001, 999_999].map((presId) => ({
            session: { id: entry.session.id, userId: entry.user.id },
            presId,
          }))
        : [],
    );
    const read = ({ session, presId }: (typeof keys)[number]) =>
      sessions.findPresentationGrant(session, presId);
    const together = await Promise.all(keys.map(read));
    expect(together).toEqual(await oneByOne(keys, read));
    expect(together.filter((facts) => facts?.role).length).toBeGreaterThan(0);
    expect(together.filter((facts) => facts?.entryCode).length).toBeGreaterThan(0);
    expect(together.filter((facts) => facts === null)).toHaveLength(found.length);
  });

  it('call standings: registered or not, listed presenter or not, another call, no call', async () => {
    const calls = createConferenceRepository(t.app.db);
    const keys = [
      ...coreIds.map((userId) => ({ confId: CONF, userId })),
      { confId: CALL_ONLY_CONF, userId: coreIds[0] ?? 0 },
      { confId: 999_999, userId: coreIds[0] ?? 0 },
    ];
    const read = ({ confId, userId }: { confId: number; userId: number }) =>
      calls.standing(confId, userId);
    const together = await Promise.all(keys.map(read));
    expect(together).toEqual(await oneByOne(keys, read));
    // The last viewer never registered; the unknown call has no standing.
    expect(together.map((standing) => standing !== null && standing.participant !== null)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(together.at(-1)).toBeNull();
    expect(together.some((standing) => standing?.isListedPresenter)).toBe(true);
  });

  it('presenter lists, in their order', async () => {
    const calls = createConferenceRepository(t.app.db);
    const keys = [CONF, CALL_ONLY_CONF, CONF, 999_999];
    const together = await Promise.all(keys.map((confId) => calls.presenters(confId)));
    expect(together).toEqual(await oneByOne(keys, (confId) => calls.presenters(confId)));
    expect(together[0]?.length).toBeGreaterThan(0);
    expect(together.at(-1)).toEqual([]);
  });
});

describe('questions asked together', () => {
  it("each user's own questions of the call, oldest first", async () => {
    for (const [index, viewer] of viewers.slice(0, 2).entries()) {
      const response = await viewer.post(paths.questions, {
        QuestionType: 'Text',
        Question: `Question ${index} asked before a restart`,
        DoNotAnnounceNameAndCompany: false,
      });
      expect(response.statusCode).toBe(200);
    }
    const questions = createQuestionsRepository(t.app.db);
    const keys = [
      ...coreIds.map((userId) => ({ confId: CONF, userId })),
      { confId: CALL_ONLY_CONF, userId: coreIds[0] ?? 0 },
    ];
    const read = ({ confId, userId }: { confId: number; userId: number }) =>
      questions.ofUser(confId, userId);
    const together = await Promise.all(keys.map(read));
    expect(together).toEqual(await oneByOne(keys, read));
    expect(together.map((list) => list.map((q) => q.question.text))).toEqual([
      ['Question 0 asked before a restart'],
      ['Question 1 asked before a restart'],
      [],
      [],
      [],
      [],
    ]);
  });
});

describe('a hostile key among keys read together', () => {
  it('is refused alone: a token the database cannot read does not fail the handshakes beside it', async () => {
    const hub = createHubRepository(t.app.db);
    const keys = [tokens[0] ?? '', 'bad\u0000token', tokens[1] ?? ''];
    const results = await Promise.allSettled(keys.map((key) => hub.handshakeFacts(key)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', expect.any(String), 'fulfilled']);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value?.session.userId : 'x'))).toEqual([
      coreIds[0],
      expect.anything(),
      coreIds[1],
    ]);
  });
});

describe('SPEC §6 a revoked participant asking together with admitted viewers', () => {
  it('is refused over HTTP and at the handshake while the others are let in', async () => {
    const revoked = viewers[2];
    if (!revoked) throw new Error('no viewer');
    const id = await participantIdOf(coordinator, revoked);
    const response = await coordinator.post(conferencePaths.consoleRevoke(PRES, CONF, id));
    expect(response.statusCode).toBe(200);

    const statuses = await Promise.all(
      viewers.slice(0, 4).map((viewer) => viewer.get(paths.status)),
    );
    expect(statuses.map((r) => r.statusCode)).toEqual([200, 200, 403, 200]);

    const handshakes = await Promise.all(
      tokens
        .slice(0, 4)
        .map((TokenId) => refusal(baseUrl, { TokenId, ProtocolVersion: PROTOCOL_VERSION })),
    );
    expect(handshakes).toEqual(['', '', HubConnectError.AccessRevoked, '']);
  });
});
