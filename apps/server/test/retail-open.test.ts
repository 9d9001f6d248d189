// A retail show that requires no registration (domain watchableWithoutRegistration): any visitor
// watches it as a retail user without the form, while a show that requires registration opens
// nothing (the show, documents, slide media) to a visitor who did not register. Its own app: the
// registration request rate is per address, and the other retail tests spend it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiPaths,
  DocumentExtType,
  PresentationSchema,
  SERVICE_BASE_PATH,
  VideoUrlResponseSchema,
  RegistrationListSchema,
  retailPaths,
  RetailShowSummarySchema,
  UserSchema,
} from '@podium/domain';
import { mediaContainers, retailShows } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { signedIn, TestClient } from './helpers/client.ts';
import { ACCESS_MEMORY_TTL_MS } from '../src/modules/access/access-memory.ts';

const LINK = 'NORTHWIND-RETAIL';

let t: TestApp;

async function registered(): Promise<TestClient> {
  const client = new TestClient(t.app);
  const response = await client.post(retailPaths.registrations(6001), {
    FirstName: 'Robin',
    LastName: 'Retail',
    Email: 'robin.open@example.com',
    CountryCode: 'GB',
  });
  if (response.statusCode !== 201)
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  await client.loadUser(6001);
  return client;
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('a retail show that requires no registration', () => {
  it('lets a visitor without a session watch it without the form, as a retail user', async () => {
    const summary = await new TestClient(t.app).get(retailPaths.registration(6003));
    expect(RetailShowSummarySchema.parse(summary.json()).RegistrationRequired).toBe(false);
    const client = new TestClient(t.app);
    expect((await client.get('presentation/6003/route')).json()).toMatchObject({
      Route: 'register',
      IsRetail: true,
    });
    const watch = await client.post(retailPaths.watch(6003, 'northwind-pricing'));
    expect(watch.statusCode).toBe(200);
    expect(watch.json()).toEqual({ PresentationId: 6003, Route: 'viewer' });
    expect(client.cookie).not.toBeNull();
    expect((await client.get('presentation/6003/route')).json()).toMatchObject({
      Route: 'viewer',
      LogId: null,
      IsRetail: true,
    });
    const show = PresentationSchema.parse((await client.get(retailPaths.show(6003))).json());
    expect(show.Retail_PricingMessage).toContain('$19.00 to $21.00');
    const doc = show.Documents[0]!;
    expect((await client.get(retailPaths.document(6003, doc.DocumentId))).statusCode).toBe(200);
    const user = UserSchema.parse((await client.loadUser(6003)).json());
    expect(user.PresPermissions).toEqual({ PresentationRole: 0, SlideNavigation: true });
    // Watching again keeps the session; nobody is listed as registered.
    const again = await client.post(retailPaths.watch(6003));
    expect(again.statusCode).toBe(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    const admin = await signedIn(t.app, 'admin@podium.test', 6003);
    expect(
      RegistrationListSchema.parse((await admin.get(retailPaths.registrations(6003))).json()),
    ).toEqual([]);
  });

  it('refuses the show, its documents and slide media to a visitor who did not register where registration is required', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.post(retailPaths.watch(6001, LINK))).statusCode).toBe(403);
    expect(visitor.cookie).toBeNull();
    // A session from a show that needs no registration opens nothing of one that does.
    await visitor.post(retailPaths.watch(6003));
    const registeredViewer = await registered();
    const doc = PresentationSchema.parse(
      (await registeredViewer.get(retailPaths.show(6001))).json(),
    ).Documents[0]!;
    expect((await visitor.get(retailPaths.show(6001))).statusCode).toBe(403);
    expect((await visitor.get(retailPaths.document(6001, doc.DocumentId))).statusCode).toBe(403);
    expect((await visitor.get('presentation/6001/route')).json()).toMatchObject({
      Route: 'register',
    });

    const [container] = await t.app.db
      .select({ guid: mediaContainers.guid })
      .from(mediaContainers)
      .where(eq(mediaContainers.presId, 1002));
    const guid = container!.guid;
    await t.app.db
      .insert(retailShows)
      .values({ presId: 1002, linkCode: 'VIDEO-OPEN', registrationRequired: true });
    try {
      expect((await visitor.get(retailPaths.slideMedia(guid))).statusCode).toBe(403);
      await t.app.db
        .update(retailShows)
        .set({ registrationRequired: false })
        .where(eq(retailShows.presId, 1002));
      expect((await visitor.get(retailPaths.slideMedia(guid))).statusCode).toBe(200);
    } finally {
      await t.app.db.delete(retailShows).where(eq(retailShows.presId, 1002));
    }
  });

  it('answers 404 for bad link codes and shows that are not retail, 400 for malformed input', async () => {
    const client = new TestClient(t.app);
    expect((await client.post(retailPaths.watch(6003, 'WRONG-CODE'))).statusCode).toBe(404);
    expect((await client.post(retailPaths.watch(1001))).statusCode).toBe(404);
    expect((await client.post(retailPaths.watch(424242))).statusCode).toBe(404);
    expect((await client.post('retail/shows/6003/watch?linkCode=%3Cx%3E')).statusCode).toBe(400);
    expect((await client.post('retail/shows/abc/watch')).statusCode).toBe(400);
    expect(client.cookie).toBeNull();
  });
});

describe('video documents (SPEC §7 getVideoUrl)', () => {
  it('answer where the video plays from, and the video streams from there', async () => {
    const client = new TestClient(t.app);
    await client.post(retailPaths.watch(6003));
    const show = PresentationSchema.parse((await client.get(retailPaths.show(6003))).json());
    const video = show.Documents.find((doc) => doc.DocumentExtType === DocumentExtType.Video)!;
    expect(video.DocumentName).toBe('Management video');
    for (const [path, expected] of [
      [
        apiPaths.documentVideoUrl(6003, video.DocumentId),
        `${SERVICE_BASE_PATH}/${apiPaths.documentStream(6003, video.DocumentId)}`,
      ],
      [
        retailPaths.documentVideoUrl(6003, video.DocumentId, 'NORTHWIND-PRICING'),
        `${SERVICE_BASE_PATH}/${retailPaths.document(6003, video.DocumentId, 'NORTHWIND-PRICING')}`,
      ],
    ] as const) {
      const response = await client.get(path);
      expect(response.statusCode, path).toBe(200);
      const { Url } = VideoUrlResponseSchema.parse(response.json());
      expect(Url).toBe(expected);
      const stream = await client.get(Url, { range: 'bytes=0-15' });
      expect(stream.statusCode).toBe(206);
      expect(stream.headers['content-type']).toBe('video/mp4');
      expect(stream.headers['content-disposition']).toMatch(/^inline;/);
      expect(stream.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    }
  });

  it('are refused to those who may not see the document, and answer 404/400 for the wrong thing', async () => {
    const client = new TestClient(t.app);
    await client.post(retailPaths.watch(6003));
    const show = PresentationSchema.parse((await client.get(retailPaths.show(6003))).json());
    const video = show.Documents.find((doc) => doc.DocumentExtType === DocumentExtType.Video)!;
    const pdf = show.Documents.find((doc) => doc.DocumentExtType === DocumentExtType.Pdf)!;
    expect(
      (await new TestClient(t.app).get(apiPaths.documentVideoUrl(6003, video.DocumentId)))
        .statusCode,
    ).toBe(401);
    // A document that is not a video has no video address.
    expect((await client.get(apiPaths.documentVideoUrl(6003, pdf.DocumentId))).statusCode).toBe(
      404,
    );
    expect(
      (await client.get(retailPaths.documentVideoUrl(6003, video.DocumentId, 'WRONG-CODE')))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await client.get(
          `user/presentation/6003/documentstream/${video.DocumentId}?getVideoUrl=maybe`,
        )
      ).statusCode,
    ).toBe(400);
    // Once the show asks visitors to register, a visitor who did not gets neither address nor file.
    await t.app.db
      .update(retailShows)
      .set({ registrationRequired: true })
      .where(eq(retailShows.presId, 6003));
    // Written to the database directly, as by another process: an admission this process
    // remembers (access-memory.ts) holds for at most ACCESS_MEMORY_TTL_MS after it.
    t.advanceClock(ACCESS_MEMORY_TTL_MS + 1);
    try {
      expect((await client.get(apiPaths.documentVideoUrl(6003, video.DocumentId))).statusCode).toBe(
        403,
      );
      expect(
        (await client.get(retailPaths.documentVideoUrl(6003, video.DocumentId))).statusCode,
      ).toBe(403);
      expect((await client.get(apiPaths.documentStream(6003, video.DocumentId))).statusCode).toBe(
        403,
      );
    } finally {
      await t.app.db
        .update(retailShows)
        .set({ registrationRequired: false })
        .where(eq(retailShows.presId, 6003));
    }
  });
});
