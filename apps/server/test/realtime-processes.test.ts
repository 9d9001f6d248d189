// ARCHITECTURE §1: N server processes on one PostgreSQL database share hub messages through the
// socket.io Postgres adapter. Here two real processes (`node --import tsx apps/server/src/main.ts`,
// each its own port and DATA_DIR) run demo 2001's conference call on one fresh database: the
// coordinator and the presenter act over REST on A, an attendee listens on B's hub and follows
// the slide changes made on A (SPEC §4 presenter control); the coordinator revokes the attendee
// on A and B cuts them off and refuses them after (SPEC §6). realtime-cluster.test.ts runs two
// apps in one Node process; this one shows the same across processes. Needs PostgreSQL, so it
// runs only with DATABASE_URL (CI runs the API suite again against PostgreSQL 15).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  ConferencePresControlSchema,
  conferencePaths,
  HubConnectError,
  PROTOCOL_VERSION,
  UpdateSource,
} from '@podium/domain';
import { connectWithToken, refusal, type HubTestSocket } from './helpers/realtime.ts';
import {
  createScratchDatabase,
  enterOver,
  signInOver,
  startServerProcess,
  type HttpClient,
  type ServerProcess,
} from './helpers/server-process.ts';

/** ARCHITECTURE §4 demo 2001, a conference call with slides, and its call 7001. */
const PRES = 2001;
const CONF = 7001;
const topic = (suffix: string) => `conferencecall.${CONF}.${suffix}`;
/** Two processes, each migrating or loading and compiling TypeScript under load. */
const STARTUP_MS = 180_000;

describe.skipIf(!process.env.DATABASE_URL)(
  'demo 2001 across two server processes on one PostgreSQL database (skipped without DATABASE_URL)',
  () => {
    let database: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
    const servers: ServerProcess[] = [];
    let a: ServerProcess;
    let b: ServerProcess;
    const open: HubTestSocket[] = [];

    let coordinator: HttpClient;
    let panelist: HttpClient;
    let panelistId: number;
    let attendee: HttpClient;
    let attendeeId: number;
    let attendeeParticipantId: number;
    let attendeeToken: string;
    let attendeeHub: HubTestSocket;
    /** The coordinator's own connection to B: it must outlive the attendee's revocation. */
    let coordinatorHub: HubTestSocket;

    async function stopAll(): Promise<void> {
      for (const hub of open.splice(0)) hub.close();
      for (const server of servers.splice(0)) await server.stop();
      await database?.drop();
      database = null;
    }

    beforeAll(async () => {
      try {
        database = await createScratchDatabase(process.env.DATABASE_URL!);
        // One at a time: A migrates and loads the demo; B then finds both done.
        a = await startServerProcess(database.url);
        servers.push(a);
        b = await startServerProcess(database.url);
        servers.push(b);
      } catch (error) {
        await stopAll();
        throw error;
      }
    }, STARTUP_MS);

    afterAll(stopAll, 60_000);

    it('an attendee connected to B follows the call and the slides driven over REST on A', async () => {
      ({ client: coordinator } = await signInOver(a.baseUrl, 'coordinator@podium.test', PRES));
      ({ client: panelist, coreUserId: panelistId } = await signInOver(
        a.baseUrl,
        'panelist@podium.test',
        PRES,
      ));
      ({ client: attendee, coreUserId: attendeeId } = await enterOver(
        b.baseUrl,
        'DEMO-2001',
        PRES,
      ));

      // SPEC §2 entry on B: register for the call, take a hub token, connect, follow the call.
      const registered = await attendee.ok('POST', conferencePaths.participants(PRES, CONF), {
        conferenceId: CONF,
        emailAddress: '',
      });
      attendeeParticipantId = registered.json<{ Id: number }>().Id;
      attendeeToken = await attendee.hubToken(PRES, { conferenceCallId: CONF });
      attendeeHub = await connectWithToken(b.baseUrl, attendeeToken);
      open.push(attendeeHub);
      const topics = ['status', 'slide', 'presenter', `user.${attendeeId}.access`].map(topic);
      for (const name of topics)
        expect(await attendeeHub.subscribe(name)).toEqual({ ok: true, topic: name });
      // The shared slide is retained (domain RETAINED_TOPIC_KINDS): B read it from the call.
      expect((await attendeeHub.next(topic('slide'))).payload).toEqual({ SlideIndex: 0 });

      // A hub token issued by A opens a connection on B: tokens live in the shared database.
      await coordinator.ok('POST', conferencePaths.participants(PRES, CONF), {
        conferenceId: CONF,
        emailAddress: '',
      });
      coordinatorHub = await connectWithToken(
        b.baseUrl,
        await coordinator.hubToken(PRES, { conferenceCallId: CONF }),
      );
      open.push(coordinatorHub);

      // The coordinator goes live on A (SPEC §4: the slide and the active presenter start over).
      await coordinator.ok('POST', conferencePaths.consoleTransition(PRES, CONF), {
        Transition: 'live',
      });
      expect((await attendeeHub.next(topic('status'))).payload).toMatchObject({ Status: 'LIVE' });
      expect((await attendeeHub.next(topic('slide'))).payload).toEqual({ SlideIndex: 0 });
      expect((await attendeeHub.next(topic('presenter'))).payload).toMatchObject({
        ActivePresenterCoreUserId: null,
      });

      // The panelist takes presenter control and turns the slides through REST on A.
      await panelist.ok('POST', conferencePaths.participants(PRES, CONF), {
        conferenceId: CONF,
        emailAddress: '',
      });
      const controls = conferencePaths.presentationControls(PRES);
      await panelist.ok('POST', controls, {
        PresId: PRES,
        Source: UpdateSource.ActivePresenterUpdated,
        ActivePresenterCoreUserId: panelistId,
      });
      expect((await attendeeHub.next(topic('presenter'))).payload).toMatchObject({
        ActivePresenterCoreUserId: panelistId,
        ActivePresenterName: 'Priya Panelist',
      });
      for (const SlideIndex of [4, 9]) {
        await panelist.ok('POST', controls, {
          PresId: PRES,
          Source: UpdateSource.SlideUpdated,
          SlideIndex,
        });
        // A registered attendee gets private slides as they are (SPEC §6 cuts public ones only).
        expect((await attendeeHub.next(topic('slide'))).payload).toEqual({ SlideIndex });
      }
      // A viewer subscribing on B now is on A's slide at once: B kept what A published.
      expect(await coordinatorHub.subscribe(topic('slide'))).toEqual({
        ok: true,
        topic: topic('slide'),
      });
      expect((await coordinatorHub.next(topic('slide'))).payload).toEqual({ SlideIndex: 9 });
      // B reads the slide A stored: a reconnecting viewer on B refreshes to the same slide.
      const stored = await attendee.ok('GET', conferencePaths.presControl(PRES, CONF));
      expect(ConferencePresControlSchema.parse(stored.json())).toMatchObject({
        SlideIndex: 9,
        ActivePresenterCoreUserId: panelistId,
      });
    });

    // Continues the call above: the attendee it connected to B is the one revoked.
    it('the coordinator revokes the attendee on A: B tells them, cuts them off and refuses them', async () => {
      expect(attendeeHub.socket.connected).toBe(true);
      const gone = attendeeHub.disconnected();
      const revoked = await coordinator.ok(
        'POST',
        conferencePaths.consoleRevoke(PRES, CONF, attendeeParticipantId),
      );
      expect(revoked.json()).toMatchObject({ AccessRevoked: true, CoreUserId: attendeeId });
      expect(await gone).toBe('io server disconnect');
      // SPEC §6: the revoked participant learns why, before the connection goes.
      expect(attendeeHub.messages).toEqual([
        { topic: topic(`user.${attendeeId}.access`), payload: { AccessRevoked: true } },
      ]);
      // Only the revoked participant: the coordinator's connection to B stays.
      expect(coordinatorHub.socket.connected).toBe(true);

      // No way back in on B: the used token's reconnection and a new token are both refused.
      expect(
        await refusal(b.baseUrl, { TokenId: attendeeToken, ProtocolVersion: PROTOCOL_VERSION }),
      ).toBe(HubConnectError.AccessRevoked);
      const again = await attendee.post(apiPaths.hubToken(PRES, { conferenceCallId: CONF }));
      expect(again.status).toBe(403);
    });
  },
);
