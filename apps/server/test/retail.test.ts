// Retail shows (SPEC §2 /register, §3 retail user defaults, §4/§7 no socket, token or log for
// retail, §7 retail calls): registration, the show and its linked shows, documents and slide
// media by link code, the coordinators' registrations and their CSV export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  apiPaths,
  LinkedPresentationsResponseSchema,
  PresentationSchema,
  REGISTRATION_CSV_HEADER,
  REGISTRATION_RATE,
  RegistrationListSchema,
  retailPaths,
  RetailShowSummarySchema,
  RouteResponseSchema,
  UserSchema,
} from '@podium/domain';
import { linkedPresentations, mediaContainers, retailShows } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, enterViewer, signedIn, TestClient } from './helpers/client.ts';

const LINK = 'NORTHWIND-RETAIL';
const person = {
  FirstName: 'Robin',
  LastName: 'Retail',
  Email: 'Robin.Retail@Example.com',
  Company: 'Acme, "Best" Investors',
  CountryCode: 'GB',
};

let t: TestApp;
let coordinator: TestClient;

async function registered(presId = 6001, body: object = person): Promise<TestClient> {
  const client = new TestClient(t.app);
  const response = await client.post(retailPaths.registrations(presId), body);
  if (response.statusCode !== 201)
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  await client.loadUser(presId);
  return client;
}

beforeAll(async () => {
  t = await startTestApp();
  coordinator = await signedIn(t.app, 'coordinator@podium.test', 6001);
});
afterAll(async () => {
  await t?.close();
});

describe('the route of a retail show', () => {
  it('sends a visitor to registration, with or without the link code, and logs no visit', async () => {
    for (const path of ['presentation/6001/route', `presentation/6001/route?linkCode=${LINK}`]) {
      expect(RouteResponseSchema.parse((await new TestClient(t.app).get(path)).json())).toEqual({
        PresentationId: 6001,
        Route: 'register',
        LogId: null,
        TitleBarWeb: 'Northwind Renewables IPO: Retail Investor Presentation',
        IsRetail: true,
      });
    }
    const client = await registered();
    expect((await client.get('presentation/6001/route')).json()).toEqual({
      PresentationId: 6001,
      Route: 'viewer',
      LogId: null,
      TitleBarWeb: 'Northwind Renewables IPO: Retail Investor Presentation',
      IsRetail: true,
    });
  });

  it('answers 404 for a link code that is not the show’s and 400 for a malformed one', async () => {
    const other = await new TestClient(t.app).get('presentation/6001/route?linkCode=WRONG-CODE');
    expect(other.statusCode).toBe(404);
    // A link code on a show that is not retail is unknown too.
    expect(
      (await new TestClient(t.app).get(`presentation/1001/route?linkCode=${LINK}`)).statusCode,
    ).toBe(404);
    const malformed = await new TestClient(t.app).get('presentation/6001/route?linkCode=a%20b');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('"linkCode"');
  });

  it('leaves other presentations as they were (no IsRetail)', async () => {
    expect((await new TestClient(t.app).get('presentation/1001/route')).json()).toEqual({
      PresentationId: 1001,
      Route: 'validate',
      LogId: null,
      TitleBarWeb: 'Northwind Renewables IPO Roadshow',
    });
  });
});

describe('registration', () => {
  it('shows the title and pricing message before anyone registered (public)', async () => {
    const response = await new TestClient(t.app).get(retailPaths.registration(6001, LINK));
    expect(response.statusCode).toBe(200);
    expect(RetailShowSummarySchema.parse(response.json())).toEqual({
      PresentationId: 6001,
      TitleBarWeb: 'Northwind Renewables IPO: Retail Investor Presentation',
      Retail_PricingMessage: expect.stringContaining('$18.00 to $21.00'),
      RegistrationRequired: true,
    });
    expect(
      (await new TestClient(t.app).get(retailPaths.registration(6001, 'NOPE'))).statusCode,
    ).toBe(404);
    expect((await new TestClient(t.app).get(retailPaths.registration(1001))).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(retailPaths.registration(424242))).statusCode).toBe(
      404,
    );
    expect((await new TestClient(t.app).get('retail/shows/abc/registration')).statusCode).toBe(400);
  });

  it('registers a new visitor as a retail user: role 0, slide navigation (SPEC §3)', async () => {
    const client = new TestClient(t.app);
    const response = await client.post(retailPaths.registrations(6001), {
      ...person,
      LinkCode: LINK.toLowerCase(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ PresentationId: 6001, Route: 'viewer' });
    expect(client.cookie).not.toBeNull();
    const user = UserSchema.parse((await client.loadUser(6001)).json());
    expect(user).toMatchObject({
      FirstName: 'Robin',
      LastName: 'Retail',
      CountryCode: 'GB',
      PresPermissions: { PresentationRole: 0, SlideNavigation: true },
      IsPublicParticipant: false,
    });
  });

  it('keeps one registration per address: registering again updates it', async () => {
    const email = 'again@example.com';
    await registered(6001, { ...person, Email: email, FirstName: 'First' });
    const before = RegistrationListSchema.parse(
      (await coordinator.get(retailPaths.registrations(6001))).json(),
    );
    const again = await registered(6001, {
      ...person,
      Email: 'Again@Example.com',
      FirstName: 'Second',
    });
    const after = RegistrationListSchema.parse(
      (await coordinator.get(retailPaths.registrations(6001))).json(),
    );
    expect(after).toHaveLength(before.length);
    const mine = after.filter((r) => r.Email === email);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.FirstName).toBe('Second');
    expect(mine[0]?.RegisteredUtc).toBe(before.find((r) => r.Email === email)?.RegisteredUtc);
    expect(UserSchema.parse((await again.loadUser(6001)).json()).FirstName).toBe('Second');
    expect((await again.get(retailPaths.show(6001))).statusCode).toBe(200);
  });

  it('refuses each bad field with a 400 naming it, and stores nothing', async () => {
    const before = (await coordinator.get(retailPaths.registrations(6001))).json().length;
    const cases: [object, string][] = [
      [{ ...person, Email: 'not-an-email' }, '"Email"'],
      [{ ...person, FirstName: '  ' }, '"FirstName"'],
      [{ ...person, CountryCode: 'XX' }, '"CountryCode"'],
      [{ ...person, LastName: 'x'.repeat(101) }, '"LastName"'],
      [{ ...person, LinkCode: 'no spaces' }, '"LinkCode"'],
      [{ FirstName: 'Robin' }, '"LastName"'],
    ];
    for (const [body, field] of cases) {
      const response = await new TestClient(t.app).post(retailPaths.registrations(6001), body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toContain(field);
    }
    const notJson = await new TestClient(t.app).request(
      'POST',
      retailPaths.registrations(6001),
      'x',
      {
        'content-type': 'text/plain',
      },
    );
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    expect((await coordinator.get(retailPaths.registrations(6001))).json()).toHaveLength(before);
  });

  it('answers 404 for a wrong link code and for shows that are not retail', async () => {
    const wrong = await new TestClient(t.app).post(retailPaths.registrations(6001), {
      ...person,
      LinkCode: 'WRONG-CODE',
    });
    expect(wrong.statusCode).toBe(404);
    expect(
      (await new TestClient(t.app).post(retailPaths.registrations(1001), person)).statusCode,
    ).toBe(404);
  });
});

describe('GET retail/shows/{presId}?linkCode', () => {
  it('serves the show to a registered visitor, with the pricing message', async () => {
    const client = await registered();
    for (const path of [retailPaths.show(6001), retailPaths.show(6001, LINK)]) {
      const response = await client.get(path);
      expect(response.statusCode).toBe(200);
      const show = PresentationSchema.parse(response.json());
      expect(show.PresentationId).toBe(6001);
      expect(show.Slides.length).toBeGreaterThan(0);
      expect(show.Retail_PricingMessage).toContain('$18.00');
    }
    const image = await client.get(
      new URL(
        PresentationSchema.parse((await client.get(retailPaths.show(6001))).json()).Slides[0]!
          .ImageUrl,
        'http://x',
      ).pathname,
    );
    expect(image.statusCode).toBe(200);
  });

  it('answers 401 without a session, 403 to a session that did not register, 404/400 for bad codes', async () => {
    expect((await new TestClient(t.app).get(retailPaths.show(6001))).statusCode).toBe(401);
    const elsewhere = await entered(t.app, 'DEMO-1001', 1001);
    expect((await elsewhere.get(retailPaths.show(6001))).statusCode).toBe(403);
    const client = await registered();
    expect((await client.get(retailPaths.show(6001, 'WRONG-CODE'))).statusCode).toBe(404);
    expect((await client.get('retail/shows/6001?linkCode=%3Cscript%3E')).statusCode).toBe(400);
    expect((await client.get(retailPaths.show(1001))).statusCode).toBe(404);
    expect((await client.get('retail/shows/0')).statusCode).toBe(400);
  });

  it('grants a registration only its own show', async () => {
    const client = await registered();
    expect((await client.get('presentation?presid=1001')).statusCode).toBe(403);
  });
});

describe('retail linked shows, documents and slide media', () => {
  it('lists the linked shows to registered visitors', async () => {
    const client = await registered();
    const response = await client.get(retailPaths.linkedShows(6001, LINK));
    expect(response.statusCode).toBe(200);
    expect(LinkedPresentationsResponseSchema.parse(response.json())).toEqual([
      {
        PresentationId: 6002,
        TitleBarWeb: 'Northwind Renewables 首次公开发行：散户投资者推介会',
        ShowLinkType: 2,
        Language: 'zh-cn',
      },
    ]);
    expect((await new TestClient(t.app).get(retailPaths.linkedShows(6001))).statusCode).toBe(401);
    expect((await client.get(retailPaths.linkedShows(6001, 'WRONG-CODE'))).statusCode).toBe(404);
    expect(
      (await client.get('retail/show/6001/linkedshows?linkCode=' + 'x'.repeat(65))).statusCode,
    ).toBe(400);
  });

  it('opens the linked retail show by the link code it was reached by, without registering again', async () => {
    const client = await registered(6001, { ...person, Email: 'linked.visitor@example.com' });
    // 6001's link code opens 6002, which 6001 links to; 6002's own code opens it too.
    for (const code of [LINK, 'northwind-retail', 'NORTHWIND-RETAIL-ZH', undefined]) {
      const show = await client.get(retailPaths.show(6002, code));
      expect(show.statusCode).toBe(200);
      expect(PresentationSchema.parse(show.json()).PresentationId).toBe(6002);
    }
    expect((await client.get('presentation/6002/route?linkCode=' + LINK)).json()).toMatchObject({
      PresentationId: 6002,
      Route: 'viewer',
      IsRetail: true,
    });
    const linked = await client.get(retailPaths.linkedShows(6002, LINK));
    expect(linked.statusCode).toBe(200);
    expect(
      LinkedPresentationsResponseSchema.parse(linked.json()).map((l) => l.PresentationId),
    ).toEqual([6001]);
    const doc = PresentationSchema.parse((await client.get(retailPaths.show(6002))).json())
      .Documents[0]!;
    expect((await client.get(retailPaths.document(6002, doc.DocumentId, LINK))).statusCode).toBe(
      200,
    );
    // The visitor is a retail user there too (SPEC §3 defaults), and is listed for 6001 only.
    const user = UserSchema.parse((await client.loadUser(6002)).json());
    expect(user.PresPermissions).toEqual({ PresentationRole: 0, SlideNavigation: true });
    const listed = await coordinator.get(retailPaths.registrations(6002));
    expect(
      RegistrationListSchema.parse(listed.json()).some(
        (r) => r.Email === 'linked.visitor@example.com',
      ),
    ).toBe(false);
  });

  it('covers only linked retail shows: never a linked show that is not retail', async () => {
    await t.app.db.insert(linkedPresentations).values({
      presId: 6001,
      linkedPresId: 1001,
      linkType: 1,
      sortOrder: 5,
    });
    try {
      const client = await registered(6001, { ...person, Email: 'not.covered@example.com' });
      expect((await client.get('presentation?presid=1001')).statusCode).toBe(403);
      // Nor does the link code open a show that is not retail.
      expect((await client.get(retailPaths.show(1001, LINK))).statusCode).toBe(404);
      expect((await client.get(`presentation/1001/route?linkCode=${LINK}`)).statusCode).toBe(404);
    } finally {
      await t.app.db
        .delete(linkedPresentations)
        .where(
          and(eq(linkedPresentations.presId, 6001), eq(linkedPresentations.linkedPresId, 1001)),
        );
    }
  });

  it('answers 404 for link codes of unlinked shows and 400 for malformed ones, never 500', async () => {
    const client = await registered();
    // 6002's code opens 6001 too (6002 links to 6001); a code of no show opens neither.
    expect(
      (await client.get(retailPaths.linkedShows(6001, 'NORTHWIND-RETAIL-ZH'))).statusCode,
    ).toBe(200);
    for (const path of [
      retailPaths.linkedShows(6002, 'WRONG-CODE'),
      retailPaths.show(6002, 'WRONG-CODE'),
      retailPaths.linkedShows(1001, LINK),
      retailPaths.linkedShows(999999, LINK),
      'presentation/6002/route?linkCode=WRONG-CODE',
    ]) {
      expect((await client.get(path)).statusCode, path).toBe(404);
    }
    for (const path of [
      'retail/show/6002/linkedshows?linkCode=%3Cscript%3E',
      'retail/show/abc/linkedshows',
      'retail/show/0/linkedshows',
      'retail/show/6002/linkedshows?linkCode=',
    ]) {
      expect((await client.get(path)).statusCode, path).toBe(400);
    }
    // A visitor who registered for neither show sees neither.
    const elsewhere = await entered(t.app, 'DEMO-1001', 1001);
    expect((await elsewhere.get(retailPaths.linkedShows(6002, LINK))).statusCode).toBe(403);
  });

  it('streams the show’s documents to registered visitors', async () => {
    const client = await registered();
    const show = PresentationSchema.parse((await client.get(retailPaths.show(6001))).json());
    const doc = show.Documents[0]!;
    const response = await client.get(retailPaths.document(6001, doc.DocumentId, LINK));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="prospectus.pdf"/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await client.get(retailPaths.document(6001, doc.DocumentId, 'WRONG-CODE'))).statusCode,
    ).toBe(404);
    expect((await client.get(retailPaths.document(6001, 999999))).statusCode).toBe(404);
    expect((await client.get('retail/shows/6001/documents/abc')).statusCode).toBe(400);
    expect(
      (await new TestClient(t.app).get(retailPaths.document(6001, doc.DocumentId))).statusCode,
    ).toBe(401);
  });

  it('serves slide media by container for a retail show only', async () => {
    const [container] = await t.app.db
      .select({ guid: mediaContainers.guid })
      .from(mediaContainers)
      .where(eq(mediaContainers.presId, 1002));
    const guid = container!.guid;
    const viewer = await entered(t.app, 'DEMO-1002', 1002);
    // 1002 is not a retail show: its container is unknown to the retail variant.
    expect((await viewer.get(retailPaths.slideMedia(guid))).statusCode).toBe(404);
    await t.app.db.insert(retailShows).values({ presId: 1002, linkCode: 'VIDEO-RETAIL' });
    try {
      const retailViewer = await registered(1002);
      const response = await retailViewer.get(retailPaths.slideMedia(guid, 'video-retail'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual((await viewer.get(apiPaths.slideMedia(guid))).json());
      expect((await retailViewer.get(retailPaths.slideMedia(guid, 'WRONG-CODE'))).statusCode).toBe(
        404,
      );
      expect((await retailViewer.get('retail/presentation/not-a-guid/slidemedia')).statusCode).toBe(
        400,
      );
      expect(
        (await retailViewer.get(retailPaths.slideMedia('00000000-0000-0000-0000-000000000000')))
          .statusCode,
      ).toBe(404);
      expect((await new TestClient(t.app).get(retailPaths.slideMedia(guid))).statusCode).toBe(401);
    } finally {
      await t.app.db.delete(retailShows).where(eq(retailShows.presId, 1002));
    }
  });
});

describe('no hub token and no activity log for retail (SPEC §4, §7)', () => {
  it('refuses a hub token to a retail visitor, not to a coordinator of the show', async () => {
    const client = await registered();
    const refused = await client.post(apiPaths.hubToken(6001));
    expect(refused.statusCode).toBe(403);
    expect((await coordinator.post(apiPaths.hubToken(6001))).statusCode).toBe(200);
  });

  it('gives retail visits no log to write to', async () => {
    const client = await registered();
    const route = (await client.get('presentation/6001/route')).json();
    expect(route.LogId).toBeNull();
    const logged = await client.post(apiPaths.logEvent(), {
      logId: 1,
      PresId: 6001,
      EventType: 6,
      SlideIndex: 0,
    });
    expect(logged.statusCode).toBe(403);
    const custom = await client.put(apiPaths.customShowLog(1), { PresId: 6001, ShowId: 6001 });
    expect(custom.statusCode).toBe(403);
  });
});

describe('PUT {logId}/updatelogforcustomshow', () => {
  it('records a part of the custom agenda for the visit’s own session', async () => {
    const client = await entered(t.app, 'DEMO-1001', 1001);
    const logId = await enterViewer(client, 1001);
    // 1001 links 1004 as a custom agenda part.
    expect(
      (await client.put(apiPaths.customShowLog(logId), { PresId: 1001, ShowId: 1004 })).statusCode,
    ).toBe(204);
    expect(
      (await client.put(apiPaths.customShowLog(logId), { PresId: 1001, ShowId: 1001 })).statusCode,
    ).toBe(204);
    expect(
      (await client.put(apiPaths.customShowLog(logId), { PresId: 1001, ShowId: 2001 })).statusCode,
    ).toBe(404);
    expect(
      (await client.put(apiPaths.customShowLog(logId), { PresId: 1004, ShowId: 1004 })).statusCode,
    ).toBe(400);
    expect((await client.put(apiPaths.customShowLog(logId), { PresId: 1001 })).statusCode).toBe(
      400,
    );
    expect(
      (await client.put('abc/updatelogforcustomshow', { PresId: 1001, ShowId: 1001 })).statusCode,
    ).toBe(400);
    const stranger = await entered(t.app, 'DEMO-1001', 1001);
    expect(
      (await stranger.put(apiPaths.customShowLog(logId), { PresId: 1001, ShowId: 1001 }))
        .statusCode,
    ).toBe(403);
  });

  it('needs the anti-forgery token', async () => {
    const client = await entered(t.app, 'DEMO-1001', 1001);
    const logId = await enterViewer(client, 1001);
    client.token = null;
    expect(
      (await client.put(apiPaths.customShowLog(logId), { PresId: 1001, ShowId: 1001 })).statusCode,
    ).toBe(403);
  });
});

describe('registrations for coordinators', () => {
  it('lists them and exports them as CSV, with commas, quotes and formulas made safe', async () => {
    await registered(6001, {
      ...person,
      FirstName: '=HYPERLINK("http://evil")',
      Email: 'evil@example.com',
    });
    const list = RegistrationListSchema.parse(
      (await coordinator.get(retailPaths.registrations(6001))).json(),
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.at(-1)).toMatchObject({
      FirstName: '=HYPERLINK("http://evil")',
      Email: 'evil@example.com',
    });
    const csv = await coordinator.get(retailPaths.registrationsExport(6001));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="registrations-6001.csv"',
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(REGISTRATION_CSV_HEADER.join(','));
    expect(lines).toContain(
      `"'=HYPERLINK(""http://evil"")",Retail,evil@example.com,"Acme, ""Best"" Investors",GB,${list.at(-1)!.RegisteredUtc}`,
    );
    expect(lines).toHaveLength(list.length + 2);
  });

  it('are the coordinators’ alone: 401 without a session, 403 to attendees and retail visitors', async () => {
    expect((await new TestClient(t.app).get(retailPaths.registrations(6001))).statusCode).toBe(401);
    expect(
      (await new TestClient(t.app).get(retailPaths.registrationsExport(6001))).statusCode,
    ).toBe(401);
    const attendee = await signedIn(t.app, 'attendee@podium.test', 6001);
    expect((await attendee.get(retailPaths.registrations(6001))).statusCode).toBe(403);
    const visitor = await registered();
    expect((await visitor.get(retailPaths.registrationsExport(6001))).statusCode).toBe(403);
    const admin = await signedIn(t.app, 'admin@podium.test', 6001);
    expect((await admin.get(retailPaths.registrationsExport(6001))).statusCode).toBe(200);
    expect((await coordinator.get(retailPaths.registrations(1001))).statusCode).toBe(404);
  });
});

// Last: it uses up this address's registrations for the minute.
describe('registration rate (per address without a session)', () => {
  it('answers 429 with Retry-After past REGISTRATION_RATE, never 5xx', async () => {
    let last = await new TestClient(t.app).post(retailPaths.registrations(6001), person);
    for (let i = 0; i < REGISTRATION_RATE.max && last.statusCode !== 429; i += 1)
      last = await new TestClient(t.app).post(retailPaths.registrations(6001), person);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
