// Hub connections end with the session that opened them: sign-out (POST account/signout) and a
// new sign-in cut the session's sockets at once, and a session that idled out (SPEC §8 session
// timeout) loses its sockets at the next sweep. socket.io-client against a listening app; the
// idle timeout is 10 s in this file so the sweep (a quarter of it) runs every 2.5 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubConnectError, PROTOCOL_VERSION } from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { signedIn, type TestClient } from './helpers/client.ts';
import {
  connectWithToken,
  hubToken,
  listen,
  refusal,
  type HubTestSocket,
} from './helpers/realtime.ts';

const PRES = 1001;
const IDLE_TIMEOUT_MS = 10_000;
/** The sweep runs every IDLE_TIMEOUT_MS / 4; allow two rounds under load. */
const SWEEP_WAIT_MS = 2 * (IDLE_TIMEOUT_MS / 4) + 2_000;

let t: TestApp;
let baseUrl: string;
const open: HubTestSocket[] = [];

async function connect(client: TestClient): Promise<{ hub: HubTestSocket; token: string }> {
  const token = await hubToken(client, PRES);
  const hub = await connectWithToken(baseUrl, token);
  open.push(hub);
  return { hub, token };
}

beforeAll(async () => {
  t = await startTestApp({ sessionIdleTimeoutMs: IDLE_TIMEOUT_MS });
  baseUrl = await listen(t.app);
});

afterAll(async () => {
  for (const hub of open) hub.close();
  await t?.close();
});

describe('sign-out cuts the hub connections of its session', () => {
  it('disconnects every socket of the session and refuses its tokens afterwards', async () => {
    const leaving = await signedIn(t.app, 'attendee@podium.test', PRES);
    // The same user in another browser: a session of its own, untouched by this sign-out.
    const elsewhere = await signedIn(t.app, 'attendee@podium.test', PRES);
    const first = await connect(leaving);
    const second = await connect(leaving);
    const other = await connect(elsewhere);
    const gone = [first.hub.disconnected(), second.hub.disconnected()];

    expect((await leaving.post('account/signout')).statusCode).toBe(204);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(other.hub.socket.connected).toBe(true);
    // A reconnection with the old token is refused: the session it belonged to is gone.
    expect(
      await refusal(baseUrl, { TokenId: first.token, ProtocolVersion: PROTOCOL_VERSION }),
    ).toBe(HubConnectError.InvalidToken);
  });

  it('cuts the previous session off when the browser signs in again', async () => {
    const client = await signedIn(t.app, 'attendee@podium.test', PRES);
    const before = await connect(client);
    const gone = before.hub.disconnected();
    const again = await client.post('account/signin', {
      email: 'panelist@podium.test',
      password: 'podium',
    });
    expect(again.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});

describe('a session that idled out (SPEC §8 session timeout)', () => {
  it('loses its hub connections at the next sweep; a session kept alive keeps them', async () => {
    const idle = await signedIn(t.app, 'attendee@podium.test', PRES);
    const kept = await signedIn(t.app, 'panelist@podium.test', PRES);
    const idleHub = await connect(idle);
    const keptHub = await connect(kept);
    const gone = idleHub.hub.disconnected(SWEEP_WAIT_MS);
    // In two steps, so that no sweep ever sees the kept session idle: the open viewer's
    // KeepAlive (SPEC §7) lands while both sessions are still within the timeout.
    t.advanceClock(IDLE_TIMEOUT_MS / 2 + 1_000);
    try {
      expect((await kept.get('account/KeepAlive')).statusCode).toBe(200);
      t.advanceClock(IDLE_TIMEOUT_MS / 2);
      expect(await gone).toBe('io server disconnect');
      expect(keptHub.hub.socket.connected).toBe(true);
      expect(
        await refusal(baseUrl, { TokenId: idleHub.token, ProtocolVersion: PROTOCOL_VERSION }),
      ).toBe(HubConnectError.InvalidToken);
    } finally {
      t.resetClock();
    }
  });
});
