// The entry route, disclaimer, presentation payload, private slides for public participants,
// slide images, linked shows and branding (SPEC §2, §3, §5, §6, §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  DEFAULT_UNDERWRITER_TITLE,
  DisclaimerSchema,
  EMPTY_GUID,
  LinkedPresentationsResponseSchema,
  PresentationSchema,
  RouteResponseSchema,
  slideVariantKey,
  UnderwriterSchema,
  parsePrimaryColor,
  type Presentation,
} from '@podium/domain';
import { rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { sessionGrants } from '../src/db/schema/users.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, signedIn, TestClient } from './helpers/client.ts';

let t: TestApp;
let registered: TestClient;
let publicClient: TestClient;
let full: Presentation;

beforeAll(async () => {
  t = await startTestApp();
  registered = await entered(t.app, 'DEMO-1001', 1001);
  publicClient = await entered(t.app, 'PUBLIC-1001', 1001);
  full = PresentationSchema.parse(
    (await registered.get('presentation?presid=1001&includeMedia=true')).json(),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('presentation/{presId}/route', () => {
  it('answers validate without a session and never 401', async () => {
    const response = await new TestClient(t.app).get('presentation/1001/route');
    expect(response.statusCode).toBe(200);
    expect(RouteResponseSchema.parse(response.json())).toEqual({
      PresentationId: 1001,
      Route: 'validate',
      LogId: null,
      TitleBarWeb: 'Northwind Renewables IPO Roadshow',
    });
  });

  it('answers validate for a session without access to the presentation', async () => {
    const other = await entered(t.app, 'DEMO-1005', 1005);
    expect((await other.get('presentation/1001/route')).json().Route).toBe('validate');
  });

  it('answers disclaimer until accepted, then viewer with a LogId that a reload reuses', async () => {
    const client = await entered(t.app, 'DEMO-1001', 1001);
    expect((await client.get('presentation/1001/route')).json()).toEqual({
      PresentationId: 1001,
      Route: 'disclaimer',
      LogId: null,
      TitleBarWeb: 'Northwind Renewables IPO Roadshow',
    });
    expect((await client.post('presentation/1001/disclaimer/accept')).statusCode).toBe(204);
    const viewer = RouteResponseSchema.parse((await client.get('presentation/1001/route')).json());
    expect(viewer.Route).toBe('viewer');
    expect(viewer.LogId).toBeGreaterThan(0);
    expect((await client.get(`presentation/1001/route?logId=${viewer.LogId}`)).json().LogId).toBe(
      viewer.LogId,
    );
  });

  it('answers from a grant held in memory only when it leads to the viewer', async () => {
    // Admitted and read lately (GET presentation remembers the grant), the disclaimer not yet
    // accepted: the route is decided afresh, so an acceptance another process wrote (straight
    // into the database here, this process's memory untouched) counts at once.
    const client = await entered(t.app, 'DEMO-1001', 1001);
    for (let i = 0; i < 2; i++)
      expect((await client.get('presentation?presid=1001')).statusCode).toBe(200);
    expect((await client.get('presentation/1001/route')).json().Route).toBe('disclaimer');
    const accepted = await t.app.db
      .update(sessionGrants)
      .set({ disclaimerAcceptedAt: new Date() })
      .where(and(eq(sessionGrants.sessionId, client.cookie!), eq(sessionGrants.presId, 1001)))
      .returning();
    expect(accepted).toHaveLength(1);
    expect((await client.get('presentation/1001/route')).json().Route).toBe('viewer');
    // Leaving the event forgets what was held: the code is asked for again.
    expect((await client.post(apiPaths.leaveEvent(1001))).statusCode).toBeLessThan(300);
    expect((await client.get('presentation/1001/route')).json().Route).toBe('validate');
  });

  it('answers 404 for an unknown presentation and 400 for malformed ids or queries', async () => {
    expect((await new TestClient(t.app).get('presentation/424242/route')).statusCode).toBe(404);
    const badId = await new TestClient(t.app).get('presentation/abc/route');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('"presId"');
    const badQuery = await new TestClient(t.app).get('presentation/1001/route?logId=-3');
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().message).toContain('"logId"');
  });
});

describe('disclaimer', () => {
  it('returns the title and three paragraphs at the DisclaimerPath (leading /api rewritten, SPEC §7)', async () => {
    expect(full.DisclaimerPath).toBe('/api/presentation/1001/disclaimer');
    const response = await registered.get(full.DisclaimerPath ?? '');
    expect(response.statusCode).toBe(200);
    const disclaimer = DisclaimerSchema.parse(response.json());
    expect(disclaimer.Paragraphs).toHaveLength(3);
    expect(disclaimer.Paragraphs.join(' ')).toContain('forward-looking statements');
  });

  it('answers 401 without a session and 404 for a presentation without one', async () => {
    expect((await new TestClient(t.app).get('presentation/1001/disclaimer')).statusCode).toBe(401);
    const docs = await entered(t.app, 'DEMO-1004', 1004);
    expect((await docs.get('presentation/1004/disclaimer')).statusCode).toBe(404);
  });
});

describe('GET presentation', () => {
  it('returns the SPEC §3 payload of 1001 for a registered attendee', () => {
    expect(full).toMatchObject({
      PresentationId: 1001,
      PrivateSlidesBeginAt: 7,
      HasSlides: true,
      UnderwriterButtonText: null,
      PasswordType: 'registered',
      Security: { ShowSECWarn: true, BlockSlidesCopy: true },
    });
    expect(full.Slides).toHaveLength(12);
    expect(full.Slides.map((s) => s.Index)).toEqual([...Array(12).keys()]);
    expect(full.Slides.every((s) => s.Time === null && s.Title.length > 0)).toBe(true);
    expect(full.Speakers.length).toBeGreaterThanOrEqual(3);
    expect(full.Speakers.every((s) => s.Title !== '')).toBe(true);
    expect(full.Security.ShowSECWarnText).toMatch(/Securities and Exchange Commission/);
    expect(full.BrandingGuid).not.toBe(EMPTY_GUID);
    expect(full.PresentationBrandingTitleLogo).toMatch(
      /^\/api\/v1\/nrsservice\/eventBranding\/1001\/files\//,
    );
    expect(full.EventInfo.StartDateUtc).not.toBeNull();
    expect(Date.parse(full.EventInfo.StartDateUtc ?? '')).toBeGreaterThan(Date.now());
    // Null means the viewer shows the SPEC §9 default title.
    expect(DEFAULT_UNDERWRITER_TITLE).toBe('Underwriter(s)');
  });

  it('cuts the slides at PrivateSlidesBeginAt for a public participant (SPEC §6)', async () => {
    const response = await publicClient.get('presentation?presid=1001');
    const payload = PresentationSchema.parse(response.json());
    expect(payload.Slides).toHaveLength(7);
    expect(payload.Slides.map((s) => s.Guid)).toEqual(full.Slides.slice(0, 7).map((s) => s.Guid));
    expect(payload.HasSlides).toBe(true);
    expect(payload.PasswordType).toBe('public');
  });

  it('returns the documents of 1004 (pdf, word, excel, link)', async () => {
    const docs = await entered(t.app, 'DEMO-1004', 1004);
    const payload = PresentationSchema.parse((await docs.get('presentation?presid=1004')).json());
    expect(payload.Slides).toHaveLength(0);
    expect(payload.HasSlides).toBe(false);
    expect(payload.DisclaimerPath).toBeNull();
    expect(payload.Documents.map((d) => d.DocumentExtType)).toEqual([1, 2, 3, 5]);
    expect(payload.Documents[3]).toMatchObject({
      FileName: null,
      LinkUrl: expect.stringMatching(/^https:\/\/www\.sec\.gov\//),
    });
    expect(payload.Documents[0]?.FileName).toBe('prospectus.pdf');
  });

  it('answers 401, 403, 404 and 400 as the contract says', async () => {
    expect((await new TestClient(t.app).get('presentation?presid=1001')).statusCode).toBe(401);
    expect((await registered.get('presentation?presid=1005')).statusCode).toBe(403);
    expect((await registered.get('presentation?presid=31337')).statusCode).toBe(404);
    const bad = await registered.get('presentation?presid=1001&includeMedia=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('"includeMedia"');
    expect((await registered.get('presentation')).json().message).toContain('"presid"');
  });

  it('gives named users with a role and site admins every demo event', async () => {
    const attendee = await signedIn(t.app, 'attendee@podium.test');
    expect(
      PresentationSchema.parse((await attendee.get('presentation?presid=1004')).json())
        .PresentationId,
    ).toBe(1004);
    const admin = await signedIn(t.app, 'admin@podium.test');
    expect(
      PresentationSchema.parse((await admin.get('presentation?presid=1001')).json()).Slides,
    ).toHaveLength(12);
  });
});

describe('slide images', () => {
  it('serves an image and a thumbnail privately cached with an ETag, and 304 when current', async () => {
    const slide = full.Slides[0];
    const image = await registered.get(slide?.ImageUrl ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, max-age=3600');
    expect(Number(image.headers['content-length'])).toBe(image.rawPayload.length);
    expect(image.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const etag = String(image.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(
      (await registered.get(slide?.ImageUrl ?? '', { 'if-none-match': etag })).statusCode,
    ).toBe(304);
    const thumb = await registered.get(slide?.ThumbnailUrl ?? '');
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.length).toBeLessThan(image.rawPayload.length);
  });

  it('answers 404 to a public participant for a private slide, 200 for a public one', async () => {
    const privateSlide = full.Slides[7];
    expect((await publicClient.get(privateSlide?.ImageUrl ?? '')).statusCode).toBe(404);
    expect((await publicClient.get(privateSlide?.ThumbnailUrl ?? '')).statusCode).toBe(404);
    expect((await publicClient.get(full.Slides[6]?.ImageUrl ?? '')).statusCode).toBe(200);
    expect((await registered.get(privateSlide?.ImageUrl ?? '')).statusCode).toBe(200);
  });

  it('answers 401 without a session, 404 for an unknown slide, 400 for a malformed guid', async () => {
    expect((await new TestClient(t.app).get(full.Slides[0]?.ImageUrl ?? '')).statusCode).toBe(401);
    expect(
      (await registered.get('presentation/1001/slides/00000000-0000-0000-0000-000000000001/image'))
        .statusCode,
    ).toBe(404);
    const bad = await registered.get('presentation/1001/slides/not-a-guid/image');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('"slideGuid"');
  });
});

/** The URLs of a srcset's candidates, with their widths. */
function candidates(srcSet: string | null | undefined): { url: string; width: number }[] {
  return (srcSet ?? '').split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ');
    return { url, width: Number(descriptor.replace(/w$/, '')) };
  });
}

describe('slide pictures sized for the screen', () => {
  it('offers WebP copies in a srcset beside the original, with the image size', async () => {
    const slide = full.Slides[0];
    expect(slide?.Width).toBe(1280);
    expect(slide?.Height).toBe(720);
    const images = candidates(slide?.ImageSrcSet);
    expect(images.map((c) => c.width)).toEqual([480, 720, 960, 1280]);
    expect(images.at(-1)?.url).toBe(slide?.ImageUrl);
    const original = await registered.get(slide?.ImageUrl ?? '');
    for (const copy of images.slice(0, -1)) {
      const answer = await registered.get(copy.url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toBe('private, max-age=3600');
      expect(answer.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(answer.rawPayload.length).toBeLessThan(original.rawPayload.length);
    }
    const thumbs = candidates(slide?.ThumbnailSrcSet);
    expect(thumbs.map((c) => c.width)).toEqual([160, 256]);
    expect(thumbs.at(-1)?.url).toBe(slide?.ThumbnailUrl);
    const thumbCopy = await registered.get(thumbs[0]?.url ?? '');
    expect(thumbCopy.statusCode).toBe(200);
    expect(thumbCopy.headers['content-type']).toBe('image/webp');
  });

  it("applies the original's access to every copy: a private slide's are 404 to public participants", async () => {
    const privateSlide = full.Slides[7];
    const copies = [
      ...candidates(privateSlide?.ImageSrcSet).slice(0, -1),
      ...candidates(privateSlide?.ThumbnailSrcSet).slice(0, -1),
    ];
    expect(copies).toHaveLength(4);
    for (const copy of copies) {
      expect((await publicClient.get(copy.url)).statusCode).toBe(404);
      expect((await registered.get(copy.url)).statusCode).toBe(200);
      expect((await new TestClient(t.app).get(copy.url)).statusCode).toBe(401);
    }
    // the public part of the deck: its copies reach the public participant
    const publicPayload = PresentationSchema.parse(
      (await publicClient.get('presentation?presid=1001&includeMedia=true')).json(),
    );
    expect(publicPayload.Slides).toHaveLength(7);
    const publicCopy = candidates(publicPayload.Slides[6]?.ImageSrcSet)[0];
    expect((await publicClient.get(publicCopy?.url ?? '')).statusCode).toBe(200);
  });

  it('answers a copy the slide was made without with the next larger one, then the original', async () => {
    // A deck made before the ladder had 720: its copies at 720 are not stored.
    const slide = full.Slides[1];
    const [, at720, at960] = candidates(slide?.ImageSrcSet);
    expect(at720?.width).toBe(720);
    const storedPath = (width: number) =>
      t.app.storage.localPath('slides', slideVariantKey('1001/slide-02.jpg', width));
    await rm(await storedPath(720));
    const fallback = await registered.get(at720?.url ?? '');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers['content-type']).toBe('image/webp');
    expect(fallback.rawPayload).toEqual((await registered.get(at960?.url ?? '')).rawPayload);
    await rm(await storedPath(960));
    const original = await registered.get(at720?.url ?? '');
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 for a width the slide has no copy at, 400 for one that is not a number', async () => {
    const guid = full.Slides[0]?.Guid ?? '';
    expect((await registered.get(`presentation/1001/slides/${guid}/image/700`)).statusCode).toBe(
      404,
    );
    expect((await registered.get(`presentation/1001/slides/${guid}/image/1920`)).statusCode).toBe(
      404,
    );
    expect(
      (await registered.get(`presentation/1001/slides/${guid}/thumbnail/480`)).statusCode,
    ).toBe(404);
    const bad = await registered.get(`presentation/1001/slides/${guid}/image/wide`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('"width"');
  });
});

describe('linked presentations', () => {
  it('lists the custom agenda parts and the Chinese version of 1001 for a valid entry code, and 404 otherwise', async () => {
    const response = await registered.get('presentations/1001/linkedpresentations/DEMO-1001');
    expect(LinkedPresentationsResponseSchema.parse(response.json())).toEqual([
      {
        PresentationId: 1003,
        TitleBarWeb: 'Northwind Renewables IPO Roadshow (audio with slides)',
        ShowLinkType: 1,
        Language: 'en-us',
      },
      {
        PresentationId: 1004,
        TitleBarWeb: 'Northwind Renewables IPO: Offering Documents',
        ShowLinkType: 1,
        Language: 'en-us',
      },
      {
        PresentationId: 1007,
        TitleBarWeb: 'Northwind Renewables 首次公开发行路演',
        ShowLinkType: 2,
        Language: 'zh-cn',
      },
    ]);
    expect(
      (
        await (
          await entered(t.app, 'DEMO-1004', 1004)
        ).get('presentations/1004/linkedpresentations/DEMO-1004')
      ).json()[0].PresentationId,
    ).toBe(1001);
    expect(
      (await registered.get('presentations/1001/linkedpresentations/DEMO-1005')).statusCode,
    ).toBe(404);
    expect((await registered.get('presentations/1001/linkedpresentations/WRONG')).statusCode).toBe(
      404,
    );
  });
});

describe('branding', () => {
  it('serves the stylesheet as CSS declaring the primary colour (SPEC §7)', async () => {
    const response = await new TestClient(t.app).get(
      `/api/v1/branding/${full.BrandingGuid}/stylesheet?appId=1`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.body).toContain(':root{--podium-primary:#0b5fa5;}');
    expect(parsePrimaryColor(response.body)).toBe('#0b5fa5');
  });

  it('answers 404 for an unknown group and for the empty guid (SPEC §5), 400 for a malformed guid', async () => {
    const client = new TestClient(t.app);
    expect(
      (await client.get('/api/v1/branding/11111111-2222-3333-4444-555555555555/stylesheet?appId=1'))
        .statusCode,
    ).toBe(404);
    expect((await client.get(`/api/v1/branding/${EMPTY_GUID}/stylesheet?appId=1`)).statusCode).toBe(
      404,
    );
    expect((await client.get('/api/v1/branding/nope/stylesheet')).statusCode).toBe(400);
  });

  it('lists the three underwriters, with the issuer-type logo filtered out (SPEC §3)', async () => {
    const response = await registered.get('eventBranding/1001/logo');
    const list = UnderwriterSchema.array().parse(response.json());
    expect(list.map((u) => u.Name)).toEqual([
      'Goldfield Sachs & Co.',
      'Harbor Point Securities',
      'Summit Ridge Capital',
    ]);
    expect(list.every((u) => u.BrandingGroupItem.LogoType === 'Underwriter')).toBe(true);
    const logo = await new TestClient(t.app).get(list[0]?.BrandingGroupItem.LogoUrl ?? '');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(
      (await new TestClient(t.app).get(full.PresentationBrandingTitleLogo ?? '')).statusCode,
    ).toBe(200);
  });

  it('answers 401 for the underwriter list without a session, 404/400 for unknown or unsafe logo names', async () => {
    expect((await new TestClient(t.app).get('eventBranding/1001/logo')).statusCode).toBe(401);
    expect(
      (await new TestClient(t.app).get('eventBranding/1001/files/missing.png')).statusCode,
    ).toBe(404);
    expect(
      (await new TestClient(t.app).get('eventBranding/1001/files/..%2Fsecret')).statusCode,
    ).toBe(400);
  });
});
