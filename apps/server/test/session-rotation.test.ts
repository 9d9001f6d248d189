// No session fixation: entering an entry code gives the session a new id (signing in already
// starts a new session); what the old id was granted moves to the new one, and the old id is dead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './helpers/client.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('session id rotation', () => {
  it('gives a session a new id on each entry code, keeping its earlier grants', async () => {
    const client = new TestClient(t.app);
    expect(
      (await client.post('entrycode/processEntrycode', { EntryCode: 'DEMO-1001' })).statusCode,
    ).toBe(200);
    const first = client.cookie;
    expect(first).not.toBeNull();
    expect((await client.loadUser(1001)).statusCode).toBe(200);

    expect(
      (await client.post('entrycode/processEntrycode', { EntryCode: 'DEMO-1004' })).statusCode,
    ).toBe(200);
    const second = client.cookie;
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    // The new id holds both grants.
    expect((await client.loadUser(1001)).statusCode).toBe(200);
    expect((await client.loadUser(1004)).statusCode).toBe(200);

    // The old id names no session any more.
    const stale = new TestClient(t.app);
    stale.cookie = first;
    const refused = await stale.get('account/GetLoggedInUserForPresentation?presId=1001');
    expect(refused.statusCode).toBe(401);
  });

  it('gives a new id on sign-in, and the planted one is worthless after', async () => {
    const planted = new TestClient(t.app);
    await planted.post('entrycode/processEntrycode', { EntryCode: 'DEMO-1001' });
    const victim = new TestClient(t.app);
    victim.cookie = planted.cookie;
    const signedIn = await victim.post('account/signin', {
      email: 'coordinator@podium.test',
      password: 'podium',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(victim.cookie).not.toBe(planted.cookie);
    expect(
      (await planted.get('account/GetLoggedInUserForPresentation?presId=2001')).statusCode,
    ).toBe(401);
  });
});
