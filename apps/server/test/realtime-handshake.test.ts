// Hub tokens and the hub handshake (SPEC §7 Realtime: POST uegtoken, the handshake is refused
// without a valid token; SPEC §6/§8 revoked participants), with socket.io-client against a
// listening app. A test directory (Hub.useDirectory) makes call 9001 belong to demo 1001 and
// decides who is revoked, so these tests do not depend on the conference demo events.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiPaths,
  HubConnectError,
  PROTOCOL_VERSION,
  PresentationSchema,
  UserSchema,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, signedIn, TestClient } from './helpers/client.ts';
import {
  connectHub,
  connectWithToken,
  hubToken,
  listen,
  refusal,
  type HubTestSocket,
} from './helpers/realtime.ts';
import { HUB_TOKEN_CONNECT_WINDOW_MS } from '../src/modules/hub-token/hub-token.service.ts';

const PRES = 1001;
const CALL = 9001;

let t: TestApp;
let baseUrl: string;
let rowGuid: string;
const revoked = new Set<number>();
const open: HubTestSocket[] = [];

async function userId(client: TestClient): Promise<number> {
  return UserSchema.parse((await client.loadUser(PRES)).json()).CoreId;
}

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t.app);
  const attendee = await signedIn(t.app, 'attendee@podium.test', PRES);
  const payload = await attendee.get(`presentation?presid=${PRES}`);
  rowGuid = PresentationSchema.parse(payload.json()).rowguid.toLowerCase();
});

afterAll(async () => {
  for (const hub of open) hub.close();
  await t?.close();
});

describe('POST presentations/{presId}/uegtoken (SPEC §7)', () => {
  it('answers 401 without a session', async () => {
    const response = await new TestClient(t.app).post(apiPaths.hubToken(PRES));
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 without the anti-forgery header', async () => {
    const client = await signedIn(t.app, 'attendee@podium.test', PRES);
    client.token = null;
    const response = await client.post(apiPaths.hubToken(PRES));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Missing or invalid anti-forgery token.');
  });

  it('answers 403 for a presentation the session has no access to', async () => {
    const guest = await entered(t.app, 'DEMO-1005', 1005);
    const response = await guest.post(apiPaths.hubToken(PRES));
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 for a malformed conferenceCallId and 404 for a call of another event', async () => {
    const client = await signedIn(t.app, 'attendee@podium.test', PRES);
    const bad = await client.post(`presentations/${PRES}/uegtoken?conferenceCallId=abc`);
    expect(bad.statusCode).toBe(400);
    const unknown = await client.post(apiPaths.hubToken(PRES, { conferenceCallId: 424242 }));
    expect(unknown.statusCode).toBe(404);
  });

  it('issues a fresh random token per request, not cacheable', async () => {
    const client = await signedIn(t.app, 'attendee@podium.test', PRES);
    const response = await client.post(apiPaths.hubToken(PRES, { logId: 5 }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const first = response.json<{ TokenId: string }>().TokenId;
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await hubToken(client, PRES)).not.toBe(first);
  });
});

describe('the hub handshake (SPEC §7: refused without a valid token)', () => {
  it('refuses a missing, unknown or malformed token and an unsupported protocol version', async () => {
    const client = await signedIn(t.app, 'attendee@podium.test', PRES);
    const token = await hubToken(client, PRES);
    expect(await refusal(baseUrl, {})).toBe(HubConnectError.UnsupportedProtocolVersion);
    expect(await refusal(baseUrl, { ProtocolVersion: PROTOCOL_VERSION })).toBe(
      HubConnectError.InvalidToken,
    );
    expect(await refusal(baseUrl, { TokenId: 'nope', ProtocolVersion: PROTOCOL_VERSION })).toBe(
      HubConnectError.InvalidToken,
    );
    expect(await refusal(baseUrl, { TokenId: 42, ProtocolVersion: PROTOCOL_VERSION })).toBe(
      HubConnectError.InvalidToken,
    );
    expect(await refusal(baseUrl, { TokenId: token, ProtocolVersion: PROTOCOL_VERSION + 1 })).toBe(
      HubConnectError.UnsupportedProtocolVersion,
    );
    // The refusals did not use the token up.
    expect(await refusal(baseUrl, { TokenId: token, ProtocolVersion: PROTOCOL_VERSION })).toBe('');
  });

  it('refuses a token carrying NUL or other control text without looking it up', async () => {
    const errors = vi.spyOn(t.app.log, 'error');
    try {
      for (const TokenId of ['a\u0000b', '\u0000', 'a\u007fb'])
        expect(await refusal(baseUrl, { TokenId, ProtocolVersion: PROTOCOL_VERSION })).toBe(
          HubConnectError.InvalidToken,
        );
      // Looked up, a NUL failed in the database ('hub handshake failed' in the log).
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('says handshakes are arriving by the dozen (the API gate then admits fewer), not for a few', async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 600));
    const auth = { TokenId: 'unknown', ProtocolVersion: PROTOCOL_VERSION };
    await pause();
    await Promise.all(Array.from({ length: 3 }, () => refusal(baseUrl, auth)));
    expect(t.app.hub.handshaking()).toBe(false);
    let seen = false;
    let done = false;
    const burst = Promise.all(Array.from({ length: 60 }, () => refusal(baseUrl, auth))).finally(
      () => (done = true),
    );
    while (!done) {
      seen ||= t.app.hub.handshaking();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await burst;
    expect(seen).toBe(true);
    await pause();
    expect(t.app.hub.handshaking()).toBe(false);
  });

  it('connects over long polling too (SPEC §7: websockets, then long polling)', async () => {
    const client = await signedIn(t.app, 'attendee@podium.test', PRES);
    const token = await hubToken(client, PRES);
    const hub = await connectHub(baseUrl, { TokenId: token, ProtocolVersion: PROTOCOL_VERSION }, [
      'polling',
    ]);
    open.push(hub);
    expect(await hub.subscribe(`slide.${rowGuid}.addUpdate`)).toEqual({
      ok: true,
      topic: `slide.${rowGuid}.addUpdate`,
    });
  });

  it('lets a token open its first connection only within the connect window', async () => {
    const client = await signedIn(t.app, 'attendee@podium.test', PRES);
    const unused = await hubToken(client, PRES);
    const used = await hubToken(client, PRES);
    (await connectWithToken(baseUrl, used)).close();
    t.advanceClock(HUB_TOKEN_CONNECT_WINDOW_MS + 1_000);
    try {
      expect(await refusal(baseUrl, { TokenId: unused, ProtocolVersion: PROTOCOL_VERSION })).toBe(
        HubConnectError.InvalidToken,
      );
      // A used token serves reconnections (SPEC §4: the socket reconnects after a restart).
      expect(await refusal(baseUrl, { TokenId: used, ProtocolVersion: PROTOCOL_VERSION })).toBe('');
    } finally {
      t.resetClock();
    }
  });

  it('refuses the tokens of a session that signed out', async () => {
    const client = await signedIn(t.app, 'attendee@podium.test', PRES);
    const token = await hubToken(client, PRES);
    expect((await client.post('account/signout')).statusCode).toBeLessThan(300);
    expect(await refusal(baseUrl, { TokenId: token, ProtocolVersion: PROTOCOL_VERSION })).toBe(
      HubConnectError.InvalidToken,
    );
  });
});

describe('with conference call 9001 of presentation 1001', () => {
  beforeAll(() => {
    t.app.hub.useDirectory({
      isConferenceOf: async (presId, conferenceId) => presId === PRES && conferenceId === CALL,
      participation: async (query) => ({
        accessRevoked: revoked.has(query.coreUserId),
        isConferencePresenter: query.roleIsConferencePresenter,
      }),
    });
  });

  describe('tokens and handshakes of revoked participants (SPEC §6)', () => {
    it('refuses a token with the SPEC §8 text and a connection with accessRevoked', async () => {
      const client = await signedIn(t.app, 'host@podium.test', PRES);
      const id = await userId(client);
      const token = await hubToken(client, PRES, { conferenceCallId: CALL });
      revoked.add(id);
      try {
        const response = await client.post(apiPaths.hubToken(PRES, { conferenceCallId: CALL }));
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toContain('your access has been revoked');
        expect(await refusal(baseUrl, { TokenId: token, ProtocolVersion: PROTOCOL_VERSION })).toBe(
          HubConnectError.AccessRevoked,
        );
      } finally {
        revoked.delete(id);
      }
    });
  });
});
