// ARCHITECTURE §1 and docs/operations.md: N server processes on one PostgreSQL database and one
// shared DATA_DIR behind a load balancer. Here two real processes (`node --import tsx
// apps/server/src/main.ts`, each its own port) start together on a fresh database and one
// DATA_DIR, behind a round-robin proxy that sends each request and each WebSocket to the next
// process in turn (helpers/round-robin-proxy.ts). Shown across them: a session made on one
// process works on the other, and both serve the files one of them stored; demo 2001's
// conference call is driven over REST on A while an attendee listens on B's hub (SPEC §4
// presenter control); the coordinator revokes the attendee on A and B cuts them off (SPEC §6),
// refusing them the deck B had just served (the access memory forgets at the hub message); a
// session signed out on A is refused on B within ACCESS_MEMORY_TTL_MS;
// a sign-in lockout counts failures on both and holds on both. realtime-cluster.test.ts runs
// two apps in one Node process. Needs PostgreSQL, so it runs only with DATABASE_URL (CI runs the
// API suite again against PostgreSQL 15).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  ConferencePresControlSchema,
  IANA_TIMEZONE_HEADER,
  PresentationSchema,
  SERVICE_BASE_PATH,
  SIGN_IN_ACCOUNT_POLICY,
  conferencePaths,
  HubConnectError,
  PROTOCOL_VERSION,
  UpdateSource,
  UserSchema,
} from '@podium/domain';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCESS_MEMORY_TTL_MS } from '../src/modules/access/access-memory.ts';
import { connectWithToken, refusal, type HubTestSocket } from './helpers/realtime.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './helpers/round-robin-proxy.ts';
import {
  createScratchDatabase,
  enterOver,
  type HttpClient,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process.ts';

/** ARCHITECTURE §4 demo 2001, a conference call with slides, and its call 7001. */
const PRES = 2001;
const CONF = 7001;
const topic = (suffix: string) => `conferencecall.${CONF}.${suffix}`;
/** Two processes starting together, each compiling TypeScript under load. */
const STARTUP_MS = 180_000;
/** The proxy's turn: process A and process B. */
const A = 0;
const B = 1;

describe.skipIf(!process.env.DATABASE_URL)(
  'two server processes on one PostgreSQL database and DATA_DIR behind a round-robin proxy (skipped without DATABASE_URL)',
  () => {
    let database: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
    let dataDir: string | null = null;
    const servers: ServerProcess[] = [];
    let proxy: RoundRobinProxy | null = null;
    let lb: string;
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

    /** Sends the next request or connection to process `index` and checks it went there. */
    async function on<T>(index: number, call: () => Promise<T>): Promise<T> {
      proxy!.turnTo(index);
      const first = proxy!.served.length;
      const result = await call();
      expect(proxy!.served[first]).toBe(index);
      return result;
    }

    async function stopAll(): Promise<void> {
      for (const hub of open.splice(0)) hub.close();
      await proxy?.close();
      proxy = null;
      await Promise.all(servers.splice(0).map((server) => server.stop()));
      await database?.drop();
      database = null;
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      dataDir = null;
    }

    beforeAll(async () => {
      try {
        database = await createScratchDatabase(process.env.DATABASE_URL!);
        dataDir = await mkdtemp(join(tmpdir(), 'podium-shared-'));
        // Together, as a deployment starts them: one migrates and loads the demo (into the
        // database and the shared DATA_DIR) while the other waits for it, then finds both done.
        const options = { dataDir, env: { TRUST_PROXY: '127.0.0.1' } };
        const started = await Promise.allSettled([
          startServerProcess(database.url, options),
          startServerProcess(database.url, options),
        ]);
        for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
        for (const result of started) if (result.status === 'rejected') throw result.reason;
        proxy = await startRoundRobinProxy(servers.map((server) => server.baseUrl));
        lb = proxy.baseUrl;
      } catch (error) {
        await stopAll();
        throw error;
      }
    }, STARTUP_MS);

    afterAll(stopAll, 60_000);

    it('a session made on one process works on the other, and both serve the files one stored', async () => {
      // Sign-in on A, the session read on B.
      proxy!.turnTo(A);
      let first = proxy!.served.length;
      const signedIn = await signInOver(lb, 'coordinator@podium.test', PRES);
      expect(proxy!.served.slice(first)).toEqual([A, B]);
      coordinator = signedIn.client;
      const onA = await on(A, () =>
        coordinator.ok('GET', `${apiPaths.loggedInUser()}?presId=${PRES}`),
      );
      expect(UserSchema.parse(onA.json())).toMatchObject({
        CoreId: signedIn.coreUserId,
        EmailAddress: 'coordinator@podium.test',
      });

      // An entry code on B, the guest's session read on A.
      proxy!.turnTo(B);
      first = proxy!.served.length;
      ({ client: attendee, coreUserId: attendeeId } = await enterOver(lb, 'DEMO-2001', PRES));
      expect(proxy!.served.slice(first)).toEqual([B, A]);

      // Whichever process loaded the demo copied its slides into DATA_DIR; both serve them.
      const deck = PresentationSchema.parse(
        (await attendee.ok('GET', `${apiPaths.presentation()}?presid=${PRES}`)).json(),
      );
      const slide = apiPaths.slideImage(PRES, deck.Slides[0]!.Guid);
      const images = [
        await on(A, () => attendee.ok('GET', slide)),
        await on(B, () => attendee.ok('GET', slide)),
      ];
      expect(images[0]!.body.length).toBeGreaterThan(0);
      expect(images[1]!.body).toBe(images[0]!.body);
    });

    it('an attendee connected to B follows the call and the slides driven over REST on A', async () => {
      ({ client: panelist, coreUserId: panelistId } = await signInOver(
        lb,
        'panelist@podium.test',
        PRES,
      ));

      // SPEC §2 entry: register for the call, take a hub token on A, connect to B, follow the call.
      const registered = await attendee.ok('POST', conferencePaths.participants(PRES, CONF), {
        conferenceId: CONF,
        emailAddress: '',
      });
      attendeeParticipantId = registered.json<{ Id: number }>().Id;
      attendeeToken = await on(A, () => attendee.hubToken(PRES, { conferenceCallId: CONF }));
      attendeeHub = await on(B, () => connectWithToken(lb, attendeeToken));
      open.push(attendeeHub);
      const topics = ['status', 'slide', 'presenter', `user.${attendeeId}.access`].map(topic);
      for (const name of topics)
        expect(await attendeeHub.subscribe(name)).toEqual({ ok: true, topic: name });
      // The shared slide is retained (domain RETAINED_TOPIC_KINDS): B read it from the call.
      expect((await attendeeHub.next(topic('slide'))).payload).toEqual({ SlideIndex: 0 });

      // The coordinator's hub token, issued by A, opens a connection on B as well.
      await coordinator.ok('POST', conferencePaths.participants(PRES, CONF), {
        conferenceId: CONF,
        emailAddress: '',
      });
      const coordinatorToken = await on(A, () =>
        coordinator.hubToken(PRES, { conferenceCallId: CONF }),
      );
      coordinatorHub = await on(B, () => connectWithToken(lb, coordinatorToken));
      open.push(coordinatorHub);

      // The coordinator goes live on A (SPEC §4: the slide and the active presenter start over).
      await on(A, () =>
        coordinator.ok('POST', conferencePaths.consoleTransition(PRES, CONF), {
          Transition: 'live',
        }),
      );
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
      await on(A, () =>
        panelist.ok('POST', controls, {
          PresId: PRES,
          Source: UpdateSource.ActivePresenterUpdated,
          ActivePresenterCoreUserId: panelistId,
        }),
      );
      expect((await attendeeHub.next(topic('presenter'))).payload).toMatchObject({
        ActivePresenterCoreUserId: panelistId,
        ActivePresenterName: 'Priya Panelist',
      });
      for (const SlideIndex of [4, 9]) {
        await on(A, () =>
          panelist.ok('POST', controls, {
            PresId: PRES,
            Source: UpdateSource.SlideUpdated,
            SlideIndex,
          }),
        );
        // A registered attendee gets private slides as they are (SPEC §6 cuts public ones only).
        expect((await attendeeHub.next(topic('slide'))).payload).toEqual({
          SlideIndex,
          ChangedAtUtc: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown as string,
        });
      }
      // A viewer subscribing on B now is on A's slide at once: B kept what A published.
      expect(await coordinatorHub.subscribe(topic('slide'))).toEqual({
        ok: true,
        topic: topic('slide'),
      });
      expect((await coordinatorHub.next(topic('slide'))).payload).toMatchObject({ SlideIndex: 9 });
      // B reads the slide A stored: a reconnecting viewer on B refreshes to the same slide.
      const stored = await on(B, () => attendee.ok('GET', conferencePaths.presControl(PRES, CONF)));
      expect(ConferencePresControlSchema.parse(stored.json())).toMatchObject({
        SlideIndex: 9,
        ActivePresenterCoreUserId: panelistId,
      });
    });

    // Continues the call above: the attendee it connected to B is the one revoked.
    it('the coordinator revokes the attendee on A: B tells them, cuts them off and refuses them', async () => {
      expect(attendeeHub.socket.connected).toBe(true);
      // B remembers the attendee's session and grant (access-memory.ts) from this answer.
      const deck = `${apiPaths.presentation()}?presid=${PRES}`;
      await on(B, () => attendee.ok('GET', deck));
      const gone = attendeeHub.disconnected();
      const revoked = await on(A, () =>
        coordinator.ok('POST', conferencePaths.consoleRevoke(PRES, CONF, attendeeParticipantId)),
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
        await on(B, () =>
          refusal(lb, { TokenId: attendeeToken, ProtocolVersion: PROTOCOL_VERSION }),
        ),
      ).toBe(HubConnectError.AccessRevoked);
      const again = await on(B, () =>
        attendee.post(apiPaths.hubToken(PRES, { conferenceCallId: CONF })),
      );
      expect(again.status).toBe(403);
      // The revocation's hub message reached B before the attendee heard it: B forgot what it
      // remembered, and the deck is refused on the very next request.
      const refused = await on(B, () => attendee.get(deck));
      expect(refused.status).toBe(403);
    });

    it('a session signed out on A is refused on B within ACCESS_MEMORY_TTL_MS', async () => {
      const { client: guest } = await enterOver(lb, 'DEMO-2001', PRES);
      const deck = `${apiPaths.presentation()}?presid=${PRES}`;
      await on(B, () => guest.ok('GET', deck));
      await on(B, () => guest.ok('GET', deck));
      const cookie = guest.cookie;
      const signedOutAt = Date.now();
      await on(A, () => guest.ok('POST', apiPaths.signOut(), {}));
      // A browser drops the cookie; a client that kept it is what B must refuse.
      guest.cookie = cookie;
      let status = 200;
      while (status === 200 && Date.now() - signedOutAt < 3 * ACCESS_MEMORY_TTL_MS) {
        status = (await on(B, () => guest.get(deck))).status;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(401);
      // The last request B admitted was inside the memory's lifetime (plus a request's time).
      expect(Date.now() - signedOutAt).toBeLessThan(ACCESS_MEMORY_TTL_MS + 1_000);
    });

    it('wrong passwords sent at once to both processes are tried no more than the free failures, and the lockout holds on both', async () => {
      const PARALLEL_GUESSES = 50;
      const signIn = (password: string, from: string) =>
        fetch(`${lb}${SERVICE_BASE_PATH}/${apiPaths.signIn()}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [IANA_TIMEZONE_HEADER]: 'UTC',
            // Appended to by the proxy; the processes trust it (TRUST_PROXY) and see this one.
            'x-forwarded-for': from,
          },
          body: JSON.stringify({ email: 'attendee@podium.test', password }),
        });
      // Fifty at once, spread over A and B by the proxy: no more than the free failures are
      // tried, the rest refused (a check and a count made apart would let many more through).
      const first = proxy!.served.length;
      const answers = await Promise.all(
        Array.from({ length: PARALLEL_GUESSES }, () => signIn('wrong', '198.51.100.23')),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 400)).toHaveLength(
        SIGN_IN_ACCOUNT_POLICY.freeFailures,
      );
      expect(statuses.filter((status) => status === 429)).toHaveLength(
        PARALLEL_GUESSES - SIGN_IN_ACCOUNT_POLICY.freeFailures,
      );
      expect(new Set(proxy!.served.slice(first))).toEqual(new Set([A, B]));
      // The right password, from another address, on either process: the account is locked.
      for (const index of [A, B]) {
        const locked = await on(index, () => signIn('podium', '198.51.100.99'));
        expect(locked.status).toBe(429);
        expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });
  },
);
