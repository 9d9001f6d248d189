// Linked shows (SPEC §2 /linkedshow/, §7 linked presentations with the entry code, §9 show link
// types): an entry code admits to its show's linked set (the parts of its custom agenda and its
// other-language versions) and nothing further; the listing answers 404/400, never 500, to bad
// ids and codes; a custom agenda's visit records the part it moves to (updatelogforcustomshow).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  ENTRY_CODE_ADDRESS_POLICY,
  LinkedPresentationsResponseSchema,
  PresentationSchema,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, enterViewer, TestClient } from './helpers/client.ts';

let t: TestApp;

beforeAll(async () => {
  // Behind a proxy (TRUST_PROXY), so a test names the address its guesses come from.
  t = await startTestApp({ trustProxy: true });
});

const enterCode = (client: TestClient, code: string) =>
  client.post('entrycode/processEntrycode', { EntryCode: code });
afterAll(async () => {
  await t?.close();
});

/** From `ip` (each test its own, as each test's failures count against its address). */
const linked = (client: TestClient, presId: number | string, code: string, ip = '192.0.2.1') =>
  client.get(`presentations/${presId}/linkedpresentations/${code}`, { 'x-forwarded-for': ip });

describe('the linked set of an entry code', () => {
  it('opens the custom agenda parts and the Chinese version with the code of 1001', async () => {
    const client = await entered(t.app, 'DEMO-1001', 1001);
    for (const presId of [1003, 1004, 1007]) {
      const response = await client.get(`presentation?presid=${presId}`);
      expect(response.statusCode, `presentation ${presId}`).toBe(200);
      expect(PresentationSchema.parse(response.json()).PresentationId).toBe(presId);
    }
    const twin = PresentationSchema.parse((await client.get('presentation?presid=1007')).json());
    expect(twin.TitleBarWeb).toBe('Northwind Renewables 首次公开发行路演');
    expect(twin.Slides).toHaveLength(12);
    // 1007 has no disclaimer of its own: the viewer opens at once.
    expect((await client.get('presentation/1007/route')).json().Route).toBe('viewer');
  });

  it('goes one link deep only: the code of 1007 opens 1001 but not 1001’s agenda', async () => {
    const client = await entered(t.app, 'DEMO-1007', 1007);
    expect((await client.get('presentation?presid=1001')).statusCode).toBe(200);
    expect((await client.get('presentation?presid=1003')).statusCode).toBe(403);
    expect((await client.get('presentation/1003/route')).json().Route).toBe('validate');
  });

  it('grants the linked shows as the code grants its own: public stays public', async () => {
    const client = await entered(t.app, 'PUBLIC-1001', 1001);
    const twin = PresentationSchema.parse((await client.get('presentation?presid=1007')).json());
    // 1007's private slides begin at slide 8, like 1001's.
    expect(twin.Slides).toHaveLength(7);
  });

  it('does not lower what a show’s own code granted', async () => {
    const client = await entered(t.app, 'DEMO-1007', 1007);
    const entry = await client.post('entrycode/processEntrycode', { EntryCode: 'PUBLIC-1001' });
    expect(entry.statusCode).toBe(200);
    const twin = PresentationSchema.parse((await client.get('presentation?presid=1007')).json());
    expect(twin.Slides).toHaveLength(12);
  });

  it('leaves shows outside the set closed', async () => {
    const client = await entered(t.app, 'DEMO-1001', 1001);
    for (const presId of [1002, 1005, 2001, 6001])
      expect((await client.get(`presentation?presid=${presId}`)).statusCode, `${presId}`).toBe(403);
  });
});

describe('presentations/{presId}/linkedpresentations/{password}', () => {
  it('lists a linked show’s own links with the code of the show it was reached from', async () => {
    const client = await entered(t.app, 'DEMO-1001', 1001);
    const response = await linked(client, 1007, 'DEMO-1001');
    expect(response.statusCode).toBe(200);
    expect(LinkedPresentationsResponseSchema.parse(response.json())).toEqual([
      {
        PresentationId: 1001,
        TitleBarWeb: 'Northwind Renewables IPO Roadshow',
        ShowLinkType: 2,
        Language: 'en-us',
      },
    ]);
    const agenda = LinkedPresentationsResponseSchema.parse(
      (await linked(client, 1003, 'demo-1001')).json(),
    );
    expect(agenda.map((show) => [show.PresentationId, show.ShowLinkType])).toEqual([
      [1001, 1],
      [1004, 1],
    ]);
  });

  it('answers 404 to codes that do not admit to the show, and to unknown shows', async () => {
    const client = await entered(t.app, 'DEMO-1007', 1007);
    await enterCode(client, 'DEMO-2001');
    expect((await linked(client, 1003, 'DEMO-1007')).statusCode).toBe(404);
    expect((await linked(client, 1001, 'DEMO-2001')).statusCode).toBe(404);
    expect((await linked(client, 1001, 'NO-SUCH-CODE')).statusCode).toBe(404);
    expect((await linked(client, 999999, 'DEMO-1001')).statusCode).toBe(404);
  });

  it('answers a code the caller did not enter as an unknown one, and counts it as a guess', async () => {
    const stranger = new TestClient(t.app);
    const guess = (code: string, ip: string) =>
      stranger.get(`presentations/1001/linkedpresentations/${code}`, { 'x-forwarded-for': ip });
    // A valid code, not entered by this caller: the same answer as a wrong one.
    const valid = await guess('DEMO-1001', '192.0.2.80');
    const wrong = await guess('NO-SUCH-CODE', '192.0.2.80');
    expect(valid.statusCode).toBe(404);
    expect(valid.json()).toEqual(wrong.json());
    // Guesses here and at the entry route share one lockout per address.
    for (let i = 2; i < ENTRY_CODE_ADDRESS_POLICY.freeFailures; i++)
      expect((await guess(`GUESS-${i}`, '192.0.2.80')).statusCode).toBe(404);
    expect((await guess('DEMO-1001', '192.0.2.80')).statusCode).toBe(429);
    const entry = await stranger.post(
      'entrycode/processEntrycode',
      { EntryCode: 'DEMO-1001' },
      { 'x-forwarded-for': '192.0.2.80' },
    );
    expect(entry.statusCode).toBe(429);
  });

  it('answers 400 to malformed ids and codes, never 500', async () => {
    const client = new TestClient(t.app);
    for (const [presId, code] of [
      ['abc', 'DEMO-1001'],
      ['0', 'DEMO-1001'],
      ['-5', 'DEMO-1001'],
      ['99999999999999999999', 'DEMO-1001'],
      ['1001', 'x'.repeat(65)],
      ['1001', '%20'],
    ] as const) {
      const response = await linked(client, presId, code, '192.0.2.81');
      expect(response.statusCode, `${presId}/${code.slice(0, 20)}`).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    // Past the router's path parameter limit: refused before any route, still a 4xx.
    expect((await linked(client, 1001, 'x'.repeat(500), '192.0.2.81')).statusCode).toBe(414);
  });
});

describe('moving through a custom agenda (SPEC §7 updatelogforcustomshow)', () => {
  it('records the part the visit moves to, and refuses a show outside the agenda', async () => {
    const client = await entered(t.app, 'DEMO-1001', 1001);
    const logId = await enterViewer(client, 1001);
    const path = apiPaths.customShowLog(logId);
    expect((await client.put(path, { PresId: 1001, ShowId: 1003 })).statusCode).toBe(204);
    // 1007 is linked, but as the other language, not as a part of the agenda.
    expect((await client.put(path, { PresId: 1001, ShowId: 1007 })).statusCode).toBe(404);
  });
});
