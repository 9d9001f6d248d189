// Slide search (`Search slides`): the slides a viewer may see that mention every word, from each
// page's text kept from an uploaded PDF, or the stored titles of a deck without text. A private
// slide's text never reaches a public participant (SPEC §6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ManagedEventDetailSchema,
  managePaths,
  SlideSearchResponseSchema,
  slideSearchPath,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, signedIn, TestClient } from './helpers/client.ts';
import { makePdf } from './helpers/pdf.ts';
import { replaceDeck, uploadFile } from './helpers/deck.ts';

let t: TestApp;

async function search(client: TestClient, presId: number, q: string) {
  const response = await client.get(`${slideSearchPath(presId)}?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return SlideSearchResponseSchema.parse(response.json()).Results;
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a demo deck without text: its titles are searched', () => {
  it('registered participants find private slides; public participants never do', async () => {
    // 2001: PrivateSlidesBeginAt 7, so slide 8 ("Detailed financials") is private.
    const registered = await entered(t.app, 'DEMO-2001', 2001);
    const publicGuest = await entered(t.app, 'PUBLIC-2001', 2001);
    expect((await search(registered, 2001, 'detailed financials')).map((r) => r.Index)).toEqual([
      7,
    ]);
    expect(await search(publicGuest, 2001, 'detailed financials')).toEqual([]);
    const revenue = await search(publicGuest, 2001, 'REVENUE');
    expect(revenue.length).toBeGreaterThan(0);
    expect(revenue.every((r) => r.Index < 7)).toBe(true);
    expect(JSON.stringify(revenue)).not.toContain('Detailed financials');
    expect((await search(registered, 2001, 'revenue')).some((r) => r.Index >= 7)).toBe(true);
  });

  it('a blank or overlong query is a 400 with its message; no session is a 401', async () => {
    const registered = await entered(t.app, 'DEMO-1001', 1001);
    const blank = await registered.get(`${slideSearchPath(1001)}?q=%20`);
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Enter words to search for.');
    expect((await registered.get(`${slideSearchPath(1001)}?q=${'x'.repeat(101)}`)).statusCode).toBe(
      400,
    );
    expect((await registered.get(slideSearchPath(1001))).statusCode).toBe(400);
    expect((await new TestClient(t.app).get(`${slideSearchPath(1001)}?q=x`)).statusCode).toBe(401);
  });
});

describe('an authored deck: each page’s text is searched', () => {
  it('finds a page by its text; the private pages stay out of public answers', async () => {
    const coordinator = await signedIn(t.app, 'coordinator@podium.test');
    coordinator.token = (await coordinator.get(managePaths.me())).json<{
      AntiForgeryToken: string;
    }>().AntiForgeryToken;
    const created = await coordinator.post(managePaths.events(), {
      Title: 'Harbor Logistics Investor Day',
      Kind: 'SlidesOnly',
      StartTime: '2026-12-03T09:00',
      Timezone: 'America/Chicago',
      AskForPublicPrivate: true,
      PrivateSlidesBeginAt: 2,
    });
    const presId = ManagedEventDetailSchema.parse(created.json()).PresentationId;
    const pdf = makePdf(3, 'Harbor', [
      'Container volumes grew twelve percent',
      'Fleet renewal lowers fuel use',
      'Guidance: fleet renewal completes in 2028',
    ]);
    await replaceDeck(coordinator, presId, await uploadFile(coordinator, pdf));
    for (const [code, type] of [
      [`SEARCH-${presId}`, 'registered'],
      [`SEARCH-PUB-${presId}`, 'public'],
    ] as const)
      await coordinator.post(managePaths.entryCodes(presId), { Code: code, Type: type });

    const registered = await entered(t.app, `SEARCH-${presId}`, presId);
    const publicGuest = await entered(t.app, `SEARCH-PUB-${presId}`, presId);
    const found = await search(registered, presId, 'fleet renewal');
    expect(found.map((r) => r.Index)).toEqual([1, 2]);
    expect(found[1]?.Snippet).toContain('completes in 2028');
    expect((await search(publicGuest, presId, 'fleet renewal')).map((r) => r.Index)).toEqual([1]);
    expect(await search(publicGuest, presId, '2028')).toEqual([]);
    expect((await search(publicGuest, presId, 'container')).map((r) => r.Index)).toEqual([0]);
  });
});
