// The access memory (access-memory.ts): a session's lookup, its grant on a presentation and its
// not-cut-off answer are remembered for ACCESS_MEMORY_TTL_MS, and the presentation row for
// PRESENTATION_ROW_MAX_AGE_MS, so repeated reads of GET presentation cost no session or grant
// query. What takes admission away on this process is refused on the very next request, with the
// answer just remembered: signing out, leaving the event, a coordinator's revocation, the end of
// the public portion; a change made through the API is in the next answer. scale-out.test.ts
// shows the same across two processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, conferencePaths } from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import {
  CONF,
  enteredTo,
  participantIdOf,
  PRES,
  register,
  signedInTo,
} from './helpers/conference.ts';

const presentation = `${apiPaths.presentation()}?presid=${PRES}`;

let t: TestApp;
let coordinator: TestClient;

/** A guest who entered DEMO-2001 and whose GET presentation was just answered (and remembered). */
async function viewer(code = 'DEMO-2001'): Promise<TestClient> {
  const client = await enteredTo(t.app, code);
  await register(client);
  for (let i = 0; i < 2; i++) expect((await client.get(presentation)).statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  t = await startTestApp();
  coordinator = await signedInTo(t.app, 'coordinator@podium.test');
  await register(coordinator);
});

afterAll(async () => {
  await t.close();
});

describe('what was remembered gives way on the next request on this process', () => {
  it('a revoked participant is refused GET presentation at once', async () => {
    const guest = await viewer();
    const revoked = await coordinator.post(
      conferencePaths.consoleRevoke(PRES, CONF, await participantIdOf(coordinator, guest)),
    );
    expect(revoked.statusCode).toBe(200);
    const refused = await guest.get(presentation);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: 'accessRevoked' });
    // Others remembered on the same presentation are decided again, and still admitted.
    expect((await coordinator.get(presentation)).statusCode).toBe(200);
  });

  it('a signed-out session is refused at once', async () => {
    const guest = await viewer();
    await guest.loadUser(PRES);
    const cookie = guest.cookie;
    expect((await guest.post(apiPaths.signOut())).statusCode).toBeLessThan(300);
    // The browser drops the cookie; one that kept it is refused as well.
    guest.cookie = cookie;
    expect((await guest.get(presentation)).statusCode).toBe(401);
  });

  it('a participant who left the event is refused at once', async () => {
    const guest = await viewer();
    await guest.loadUser(PRES);
    expect((await guest.post(apiPaths.leaveEvent(PRES))).statusCode).toBeLessThan(300);
    expect((await guest.get(presentation)).statusCode).toBe(403);
  });

  it('public participants are refused at once when the public portion ends', async () => {
    const publicGuest = await viewer('PUBLIC-2001');
    const live = await coordinator.post(conferencePaths.consoleTransition(PRES, CONF), {
      Transition: 'live',
    });
    expect(live.statusCode).toBe(200);
    expect((await publicGuest.get(presentation)).statusCode).toBe(200);
    const ended = await coordinator.post(conferencePaths.consoleTransition(PRES, CONF), {
      Transition: 'endPublicPortion',
    });
    expect(ended.statusCode).toBe(200);
    const refused = await publicGuest.get(presentation);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: 'publicEnded' });
  });
});
