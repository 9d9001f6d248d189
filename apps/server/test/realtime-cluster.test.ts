// ARCHITECTURE §1: N server processes behind a load balancer share hub messages through the
// socket.io Postgres adapter. Two apps on one PostgreSQL database, each listening on its own
// port: a client of A subscribes, B publishes a slide change, A's client receives it; B cuts off
// participants connected to A. Needs PostgreSQL, so it runs only with DATABASE_URL (CI runs the
// API suite again against PostgreSQL); the single-process PGlite path is realtime.test.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hubTopics, UserSchema } from '@podium/domain';
import { buildApp } from '../src/app.ts';
import type { HubDirectory } from '../src/realtime/hub.types.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, signedIn, TestClient } from './helpers/client.ts';
import { connectWithToken, hubToken, listen, type HubTestSocket } from './helpers/realtime.ts';

const PRES = 1001;
const CALL = 9001;

/** Call 9001 belongs to 1001 on both processes (the conference demo events are not needed). */
const directory: HubDirectory = {
  isConferenceOf: async (presId, conferenceId) => presId === PRES && conferenceId === CALL,
  participation: async (query) => ({
    accessRevoked: false,
    isConferencePresenter: query.roleIsConferencePresenter,
  }),
};

describe.skipIf(!process.env.DATABASE_URL)(
  'the hub across two server processes on one PostgreSQL database (skipped without DATABASE_URL)',
  () => {
    let a: TestApp;
    let b: FastifyInstance | null = null;
    let bDataDir: string | null = null;
    let urlA: string;
    const open: HubTestSocket[] = [];

    async function connectToA(email: string): Promise<{ hub: HubTestSocket; userId: number }> {
      const client = await signedIn(a.app, email, PRES);
      const userId = UserSchema.parse((await client.loadUser(PRES)).json()).CoreId;
      const hub = await connectWithToken(
        urlA,
        await hubToken(client, PRES, { conferenceCallId: CALL }),
      );
      open.push(hub);
      return { hub, userId };
    }

    beforeAll(async () => {
      a = await startTestApp();
      urlA = await listen(a.app);
      bDataDir = await mkdtemp(join(tmpdir(), 'podium-test-b-'));
      b = await buildApp({ ...a.app.config, dataDir: bDataDir });
      await listen(b);
      a.app.hub.useDirectory(directory);
      b.hub.useDirectory(directory);
    });

    afterAll(async () => {
      for (const hub of open) hub.close();
      await b?.close();
      if (bDataDir) await rm(bDataDir, { recursive: true, force: true });
      await a?.close();
    });

    it('delivers a slide change published on B to a client of A', async () => {
      const { hub } = await connectToA('attendee@podium.test');
      const topic = `conferencecall.${CALL}.slide`;
      expect(await hub.subscribe(topic)).toMatchObject({ ok: true });
      b!.hub.publish(hubTopics.callSlide(CALL), { SlideIndex: 6 });
      expect(await hub.next(topic)).toEqual({ topic, payload: { SlideIndex: 6 } });
    });

    it('delivers the messages B publishes together to a client of A, all and in order', async () => {
      const { hub } = await connectToA('attendee@podium.test');
      const topic = `conferencecall.${CALL}.presenter`;
      expect(await hub.subscribe(topic)).toMatchObject({ ok: true });
      // Enough for several cross-process notifications (each stays under the NOTIFY limit).
      const indexes = Array.from({ length: 300 }, (_, i) => i + 1);
      const update = (SlideIndex: number) => ({
        SlideIndex,
        ActivePresenterCoreUserId: null,
        ActivePresenterName: null,
      });
      for (const index of indexes) b!.hub.publish(hubTopics.callPresenter(CALL), update(index));
      const received: unknown[] = [];
      for (let i = 0; i < indexes.length; i++) received.push((await hub.next(topic)).payload);
      expect(received).toEqual(indexes.map(update));
    });

    it('gives a public participant on A the public payload published on B (SPEC §6)', async () => {
      const guest = await entered(a.app, 'PUBLIC-1001', PRES);
      const publicHub = await connectWithToken(
        urlA,
        await hubToken(guest, PRES, { conferenceCallId: CALL }),
      );
      open.push(publicHub);
      const { hub: registered } = await connectToA('attendee@podium.test');
      const topic = `conferencecall.${CALL}.slide`;
      expect(await publicHub.subscribe(topic)).toMatchObject({ ok: true });
      expect(await registered.subscribe(topic)).toMatchObject({ ok: true });
      // The slide topic is retained: what B published last (above) reached A, which may give it
      // to both now (call 9001 has no row to read once that is older than the hub keeps it).
      for (const hub of [registered, publicHub]) {
        const retained = await hub.next(topic, 1_000).catch(() => null);
        if (retained) expect(retained.payload).toEqual({ SlideIndex: 6 });
      }
      b!.hub.publish(
        hubTopics.callSlide(CALL),
        { SlideIndex: 9 },
        {
          publicPayload: { SlideIndex: 6 },
        },
      );
      expect((await registered.next(topic)).payload).toEqual({ SlideIndex: 9 });
      expect((await publicHub.next(topic)).payload).toEqual({ SlideIndex: 6 });
    });

    it('carries a message over the NOTIFY size limit through the attachments table', async () => {
      const { hub } = await connectToA('coordinator@podium.test');
      const topic = `conferencecall.${CALL}.PresenterList`;
      expect(await hub.subscribe(topic)).toMatchObject({ ok: true });
      const Presenters = Array.from({ length: 120 }, (_, i) => ({
        CoreUserId: i + 1,
        Name: `Presenter number ${i + 1} of the panel`,
        EmailAddress: `presenter.${i + 1}@podium.test`,
      }));
      expect(JSON.stringify(Presenters).length).toBeGreaterThan(8000);
      b!.hub.publish(hubTopics.presenterList(CALL), { Presenters });
      expect((await hub.next(topic)).payload).toEqual({ Presenters });
    });

    it('cuts off a participant connected to A when B disconnects them, after their access message', async () => {
      const target = await connectToA('host@podium.test');
      const other = await connectToA('attendee@podium.test');
      const accessTopic = `conferencecall.${CALL}.user.${target.userId}.access`;
      expect(await target.hub.subscribe(accessTopic)).toMatchObject({ ok: true });
      const gone = target.hub.disconnected();
      b!.hub.publish(hubTopics.userAccess(CALL, target.userId), { AccessRevoked: true });
      await b!.hub.disconnect({ coreUserId: target.userId });
      expect(await gone).toBe('io server disconnect');
      // SPEC §6: the revoked participant learns why before the connection goes.
      expect(target.hub.messages).toEqual([
        { topic: accessTopic, payload: { AccessRevoked: true } },
      ]);

      // A filter over several fields fetches the sockets of every process and picks the matches.
      const second = await connectToA('host@podium.test');
      const goneAgain = second.hub.disconnected();
      await b!.hub.disconnect({ conferenceId: CALL, coreUserId: second.userId });
      expect(await goneAgain).toBe('io server disconnect');
      expect(other.hub.socket.connected).toBe(true);
    });

    it('cuts the sockets a session opened on A when it signs out on B', async () => {
      const leaving = await signedIn(a.app, 'attendee@podium.test', PRES);
      const { hub: other } = await connectToA('panelist@podium.test');
      const hub = await connectWithToken(urlA, await hubToken(leaving, PRES));
      open.push(hub);
      const gone = hub.disconnected();
      // The same browser session, answered by the other process behind the load balancer.
      const onB = new TestClient(b!);
      onB.cookie = leaving.cookie;
      onB.token = leaving.token;
      expect((await onB.post('account/signout')).statusCode).toBe(204);
      expect(await gone).toBe('io server disconnect');
      expect(other.socket.connected).toBe(true);
    });
  },
);
