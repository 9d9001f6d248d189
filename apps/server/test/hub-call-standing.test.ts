// SPEC §6 "revoked participants are disconnected", SPEC §4 public portion end: the hub's ways in
// (POST uegtoken and the handshake of a token already held, as after a server restart) ask the
// real conference directory, which reads the caller's standing in the call (registration and
// presenter listing) in one query and decides by the domain's callCutOff. A revocation, a
// presenter listing and the end of the public portion each bite at the next token or handshake,
// on demo 2001 (call 7001), with no other process or cache in the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  conferencePaths,
  HubConnectError,
  PROTOCOL_VERSION,
  UserSchema,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import { CONF, enteredTo, paths, PRES, register, signedInTo } from './helpers/conference.ts';
import { hubToken, listen, refusal } from './helpers/realtime.ts';

const ACCESS_REVOKED =
  'You are not authorized to participate on this call and your access has been revoked. Please contact your sales representative for any further questions.';
const tokenPath = apiPaths.hubToken(PRES, { conferenceCallId: CONF });

let t: TestApp;
let baseUrl: string;
let coordinator: TestClient;

interface Viewer {
  readonly client: TestClient;
  /** A token issued before anything was cut off, used once (so its handshakes are reconnections). */
  readonly token: string;
  readonly participantId: number | null;
}
let viewers: Record<'attendee' | 'host' | 'guest' | 'publicGuest' | 'publicVisitor', Viewer>;

async function viewer(client: TestClient, registers: boolean): Promise<Viewer> {
  const participantId = registers ? await register(client) : null;
  const token = await hubToken(client, PRES, { conferenceCallId: CONF });
  expect(await handshake(token)).toBe('');
  return { client, token, participantId };
}

function handshake(token: string): Promise<string> {
  return refusal(baseUrl, { TokenId: token, ProtocolVersion: PROTOCOL_VERSION });
}

/** A new token's answer, with the SPEC §8 text when refused. */
async function newToken(client: TestClient): Promise<number> {
  const response = await client.post(tokenPath);
  if (response.statusCode === 403) expect(response.json().message).toBe(ACCESS_REVOKED);
  return response.statusCode;
}

async function revoke(who: Viewer): Promise<void> {
  const response = await coordinator.post(
    conferencePaths.consoleRevoke(PRES, CONF, who.participantId ?? 0),
  );
  expect(response.statusCode).toBe(200);
}

async function coreIdOf(client: TestClient): Promise<number> {
  return UserSchema.parse((await client.loadUser(PRES)).json()).CoreId;
}

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t.app);
  coordinator = await signedInTo(t.app, 'coordinator@podium.test');
  viewers = {
    attendee: await viewer(await signedInTo(t.app, 'attendee@podium.test'), true),
    host: await viewer(await signedInTo(t.app, 'host@podium.test'), true),
    guest: await viewer(await enteredTo(t.app, 'DEMO-2001'), true),
    publicGuest: await viewer(await enteredTo(t.app, 'PUBLIC-2001'), true),
    publicVisitor: await viewer(await enteredTo(t.app, 'PUBLIC-2001'), false),
  };
  for (const transition of ['practice', 'live']) {
    const response = await coordinator.post(paths.transition, { Transition: transition });
    expect(response.statusCode).toBe(200);
  }
});

afterAll(async () => {
  await t?.close();
});

describe('SPEC §6 a revoked participant', () => {
  it('is refused a new token and the handshake of the token they hold', async () => {
    await revoke(viewers.attendee);
    expect(await newToken(viewers.attendee.client)).toBe(403);
    expect(await handshake(viewers.attendee.token)).toBe(HubConnectError.AccessRevoked);
    // Nobody else is.
    expect(await newToken(viewers.guest.client)).toBe(200);
    expect(await handshake(viewers.guest.token)).toBe('');
  });

  it('is let in while on the presenter list, and cut off again once taken off it', async () => {
    const { host } = viewers;
    await revoke(host);
    expect(await handshake(host.token)).toBe(HubConnectError.AccessRevoked);
    const coreId = await coreIdOf(host.client);
    const added = await coordinator.post(conferencePaths.consolePresenters(PRES, CONF), {
      CoreUserId: coreId,
    });
    expect(added.statusCode).toBe(200);
    expect(await newToken(host.client)).toBe(200);
    expect(await handshake(host.token)).toBe('');
    const removed = await coordinator.request(
      'DELETE',
      conferencePaths.consolePresenter(PRES, CONF, coreId),
    );
    expect(removed.statusCode).toBe(200);
    expect(await newToken(host.client)).toBe(403);
    expect(await handshake(host.token)).toBe(HubConnectError.AccessRevoked);
  });
});

describe('SPEC §4/§6 the end of the public portion', () => {
  it('cuts public participants off the hub, registered for the call or not', async () => {
    const ended = await coordinator.post(paths.transition, { Transition: 'endPublicPortion' });
    expect(ended.statusCode).toBe(200);
    for (const { client, token } of [viewers.publicGuest, viewers.publicVisitor]) {
      expect(await newToken(client)).toBe(403);
      expect(await handshake(token)).toBe(HubConnectError.AccessRevoked);
    }
    expect(await newToken(viewers.guest.client)).toBe(200);
    expect(await handshake(viewers.guest.token)).toBe('');
  });
});
