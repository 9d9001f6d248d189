// The viewer's HTML announces the first slide's image (ARCHITECTURE §7 first load on a phone):
// a preload with high priority, only for a session that may open the viewer and load that very
// image, and only for kinds whose first slide is known before the script runs: a slide show's or
// on-demand media's first slide, a call's presenter slide.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conferencePaths,
  FIRST_SCREEN_ANSWERS_ID,
  FIRST_SCREEN_POSTER_ID,
  readFirstScreenAnswers,
  SLIDE_IMAGE_SIZES,
  UserSchema,
  readViewCodeList,
  VIEW_CODE_LIST_ID,
  type ViewCodeList,
} from '@podium/domain';
import { KIND_VIEW_CHUNKS_FILE, VIEW_CODE_AHEAD_MAX_BYTES } from '../src/plugins/static-web.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, enterViewer, signedIn, TestClient } from './helpers/client.ts';

const BASE = '/presentation/v2/';
const page = `<!doctype html><html lang="en-us"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Podium</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const PRELOAD =
  /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high" \/>/;

const POSTER =
  /<img class="first-slide-poster__slide" src="([^"]+)" srcset="([^"]+)" sizes="([^"]+)" alt="" fetchpriority="high" \/>/;

/** The build's list of each view's code (the web build writes it). */
const VIEW_CODES = {
  media: {
    js: ['assets/MediaViews-1.js', 'assets/zod-2.js'],
    css: ['assets/MediaViews-3.css'],
    bytes: VIEW_CODE_AHEAD_MAX_BYTES,
  },
  conference: {
    js: ['assets/ConferenceViews-4.js'],
    css: [],
    bytes: VIEW_CODE_AHEAD_MAX_BYTES + 1,
  },
};
const VIEW_CODE =
  /<link rel="(?:modulepreload|preload" as="style)" crossorigin href="([^"]+)" fetchpriority="low" \/>/g;

/** The view code a page's head lists, in order. */
function viewCodeIn(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(VIEW_CODE)].map(([, href]) => href ?? '');
}

/** The view code a page lists for its script to ask for (domain view-code-list.ts). */
function viewCodeListIn(html: string): ViewCodeList | null {
  const block = new RegExp(
    `<script type="application/json" id="${VIEW_CODE_LIST_ID}">([^<]*)</script>\\s*</body>`,
  ).exec(html);
  return readViewCodeList(block?.[1]);
}

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'podium-web-dist-'));
  await writeFile(join(webDist, 'index.html'), page);
  await writeFile(join(webDist, KIND_VIEW_CHUNKS_FILE), JSON.stringify(VIEW_CODES));
  t = await startTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
  await rm(webDist, { recursive: true, force: true });
});

interface FirstSlide {
  Index: number;
  ImageUrl: string;
  ImageSrcSet: string;
}

async function firstSlide(client: TestClient, presId: number): Promise<FirstSlide> {
  const presentation = await client.get(`presentation?presid=${presId}&includeMedia=true`);
  const slides = presentation.json<{ Slides: FirstSlide[] }>().Slides;
  const first = [...slides].sort((a, b) => a.Index - b.Index)[0];
  if (!first) throw new Error(`${presId} has no slides`);
  return first;
}

async function firstSlideUrl(client: TestClient, presId: number): Promise<string> {
  return (await firstSlide(client, presId)).ImageUrl;
}

describe('the viewer HTML of a presentation', () => {
  it('preloads the first slide image for a session in the viewer, privately and compressed', async () => {
    const viewer = await entered(t.app, 'DEMO-1001', 1001);
    await enterViewer(viewer, 1001);
    const expected = await firstSlideUrl(viewer, 1001);

    const response = await viewer.get(`${BASE}1001/viewer/`, { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['vary']).toMatch(/cookie/i);
    expect(response.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(response.rawPayload).toString();
    const preload = PRELOAD.exec(html);
    expect(preload?.[1]).toBe(expected);
    // the copies sized for the screen, with the viewer's sizes: the copy the <img> will use
    const { ImageSrcSet } = await firstSlide(viewer, 1001);
    expect(preload?.[2]).toBe(ImageSrcSet);
    expect(ImageSrcSet).toMatch(/ 480w, .* 960w, /);
    expect(preload?.[3]).toBe(SLIDE_IMAGE_SIZES);
    // The preload sits in the head, ahead of anything else the page asks for, but after the
    // viewport meta: before it the preload scanner would pick the srcset copy for a desktop.
    expect(html.indexOf('<link rel="preload"')).toBeLessThan(html.indexOf('<title>'));
    expect(html.indexOf('<link rel="preload"')).toBeGreaterThan(html.indexOf('name="viewport"'));

    // It is the very image the viewer loads, and this session may load it.
    const image = await viewer.get(expected);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
  });

  it('names a public participant’s own first slide, from the deck they may see', async () => {
    const guest = await entered(t.app, 'PUBLIC-1001', 1001);
    await enterViewer(guest, 1001);
    const html = (await guest.get(`${BASE}1001/viewer/`)).body;
    expect(PRELOAD.exec(html)?.[1]).toBe(await firstSlideUrl(guest, 1001));
  });

  it('is the page as built without a session, or for a session that has not entered', async () => {
    const anonymous = new TestClient(t.app);
    const plain = await anonymous.get(`${BASE}1001/viewer/`);
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(page);
    expect(plain.headers['cache-control']).toBe('no-cache');

    // Entered 1002 only: 1001's viewer page names nothing of 1001 (the route answer sends the
    // session to 1001's entry, and the presentation call refuses it).
    const other = await entered(t.app, 'DEMO-1002', 1002);
    await enterViewer(other, 1002);
    const html = (await other.get(`${BASE}1001/viewer/`)).body;
    expect(PRELOAD.exec(html)).toBeNull();
    const answers = answersIn(html, 1001);
    expect(answers?.presentation).toBeUndefined();
    expect((await other.get('presentation?presid=1001&includeMedia=true')).statusCode).toBe(403);
    expect(answers?.route).toEqual((await other.get('presentation/1001/route')).json());
  });

  it('names the presenter’s slide for a call with slides, and follows it when it moves', async () => {
    const caller = await entered(t.app, 'DEMO-2001', 2001);
    await enterViewer(caller, 2001);
    const presentation = await caller.get('presentation?presid=2001&includeMedia=true');
    const deck = [...presentation.json<{ Slides: FirstSlide[] }>().Slides].sort(
      (a, b) => a.Index - b.Index,
    );
    const preloaded = async () => PRELOAD.exec((await caller.get(`${BASE}2001/viewer/`)).body)?.[1];
    expect(await preloaded()).toBe(deck[0]?.ImageUrl);

    const panelist = await signedIn(t.app, 'panelist@podium.test', 2001);
    const panelistId = UserSchema.parse((await panelist.loadUser(2001)).json()).CoreId;
    const move = await panelist.post(conferencePaths.presControl(2001, 7001), {
      SlideIndex: 3,
      ActivePresenterCoreUserId: panelistId,
    });
    expect(move.statusCode).toBe(200);
    expect(await preloaded()).toBe(deck[3]?.ImageUrl);
    expect(deck[3]?.ImageUrl).not.toBe(deck[0]?.ImageUrl);
  });

  it('names no slide for a call without slides', async () => {
    const caller = await entered(t.app, 'DEMO-2002', 2002);
    await enterViewer(caller, 2002);
    const html = (await caller.get(`${BASE}2002/viewer/`)).body;
    expect(PRELOAD.exec(html)).toBeNull();
    expect(answersIn(html, 2002)?.presentation).toMatchObject({ PresentationId: 2002 });
  });
});

/** The first screen's answers the page carries for presId (null: none). */
function answersIn(html: string, presId: number) {
  const block = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_ANSWERS_ID}">([^<]*)</script>`,
  ).exec(html);
  return readFirstScreenAnswers(block?.[1], presId);
}

describe('the first screen’s answers in the viewer HTML', () => {
  it('are the answers the session’s own calls give, at the end of the body', async () => {
    const viewer = await entered(t.app, 'DEMO-1002', 1002);
    await enterViewer(viewer, 1002);
    const html = (await viewer.get(`${BASE}1002/viewer/`)).body;
    const answers = answersIn(html, 1002);
    // the route call logs a visit: the page's answer is its own visit, a later call another
    const route = (await viewer.get('presentation/1002/route')).json<{ LogId: number }>();
    expect(answers?.route).toEqual({ ...route, LogId: expect.any(Number) });
    expect((answers?.route as { LogId: number }).LogId).not.toBe(route.LogId);
    expect(answers?.user).toEqual(
      (await viewer.get('account/GetLoggedInUserForPresentation?presId=1002')).json(),
    );
    expect(answers?.presentation).toEqual(
      (await viewer.get('presentation?presid=1002&includeMedia=true')).json(),
    );
    expect(html.indexOf(FIRST_SCREEN_ANSWERS_ID)).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.trimEnd().endsWith('</script></body></html>')).toBe(true);
  });

  it('come with the first slide drawn by the page when the route answer opens the viewer', async () => {
    const viewer = await entered(t.app, 'DEMO-1001', 1001);
    const poster = async (path: string) => {
      const html = (await viewer.get(path)).body;
      const drawn = POSTER.exec(html);
      return drawn ? { src: drawn[1], srcset: drawn[2], sizes: drawn[3], html } : null;
    };
    // Not yet through the disclaimer: the route answer does not open the viewer, no drawing.
    const before = (await viewer.get(`${BASE}1001/viewer/`)).body;
    expect((answersIn(before, 1001)?.route as { Route: string }).Route).not.toBe('viewer');
    expect(POSTER.exec(before)).toBeNull();

    await enterViewer(viewer, 1001);
    const drawn = await poster(`${BASE}1001/viewer/`);
    const preload = PRELOAD.exec(drawn?.html ?? '');
    expect(drawn?.src).toBe(preload?.[1]);
    expect(drawn?.srcset).toBe(preload?.[2]);
    expect(drawn?.sizes).toBe(SLIDE_IMAGE_SIZES);
    // first in the body, hidden from assistive technology (the viewer's slide is the one named)
    expect(drawn?.html).toMatch(
      new RegExp(`<body[^>]*><div id="${FIRST_SCREEN_POSTER_ID}" [^>]*aria-hidden="true"`),
    );
    // Opened with a query, the viewer asks for its route itself: no drawing either.
    expect(await poster(`${BASE}1001/viewer/?showId=3`)).toBeNull();
  });

  it('leave the route to the viewer when the page is opened with a query', async () => {
    const viewer = await entered(t.app, 'DEMO-1002', 1002);
    await enterViewer(viewer, 1002);
    const answers = answersIn((await viewer.get(`${BASE}1002/viewer/?showId=3`)).body, 1002);
    expect(answers?.route).toBeUndefined();
    expect(answers?.presentation).toMatchObject({ PresentationId: 1002 });
  });

  it('carry only what a public participant may see: no private slide', async () => {
    const guest = await entered(t.app, 'PUBLIC-1001', 1001);
    await enterViewer(guest, 1001);
    const answers = answersIn((await guest.get(`${BASE}1001/viewer/`)).body, 1001);
    const shown = answers?.presentation as { Slides: unknown[]; PrivateSlidesBeginAt: number };
    const own = (await guest.get('presentation?presid=1001&includeMedia=true')).json<{
      Slides: unknown[];
    }>();
    expect(shown.Slides).toEqual(own.Slides);
    const coordinator = await signedIn(t.app, 'coordinator@podium.test', 1001);
    const whole = (await coordinator.get('presentation?presid=1001&includeMedia=true')).json<{
      Slides: unknown[];
    }>();
    expect(whole.Slides.length).toBeGreaterThan(shown.Slides.length);
  });

  it('are not made for a HEAD (no visit logged), nor without a session', async () => {
    const viewer = await entered(t.app, 'DEMO-1002', 1002);
    await enterViewer(viewer, 1002);
    const logId = async () =>
      (await viewer.get('presentation/1002/route')).json<{ LogId: number }>().LogId;
    const before = await logId();
    const head = await viewer.head(`${BASE}1002/viewer/`);
    expect(head.statusCode).toBe(200);
    expect(await logId()).toBe(before + 1);
    // a GET does make them: its visit comes between
    await viewer.get(`${BASE}1002/viewer/`);
    expect(await logId()).toBe(before + 3);

    const anonymous = new TestClient(t.app);
    const plain = (await anonymous.get(`${BASE}1002/viewer/`)).body;
    expect(plain).toBe(page);
  });
});

describe('the code of the view in the viewer HTML', () => {
  it('is listed in the head when the route answer opens the viewer on that view', async () => {
    const viewer = await entered(t.app, 'DEMO-1002', 1002);
    await enterViewer(viewer, 1002);
    const html = (await viewer.get(`${BASE}1002/viewer/`)).body;
    expect(viewCodeIn(html)).toEqual([
      `${BASE}assets/MediaViews-1.js`,
      `${BASE}assets/zod-2.js`,
      `${BASE}assets/MediaViews-3.css`,
    ]);
    expect(viewCodeListIn(html)).toBeNull();
    // Opened with a query, the page does not know where it opens: nothing listed.
    expect(viewCodeIn((await viewer.get(`${BASE}1002/viewer/?showId=3`)).body)).toEqual([]);
  });

  it('follows the kind, and leaves out a view’s code heavier than the limit', async () => {
    // 2001's call view weighs one byte more than the limit: the script asks for it itself.
    const call = await entered(t.app, 'DEMO-2001', 2001);
    await enterViewer(call, 2001);
    const callPage = (await call.get(`${BASE}2001/viewer/`)).body;
    expect(PRELOAD.exec(callPage)).not.toBeNull();
    expect(viewCodeIn(callPage)).toEqual([]);
    expect(viewCodeListIn(callPage)).toEqual({
      js: [`${BASE}assets/ConferenceViews-4.js`],
      css: [],
    });
    const show = await entered(t.app, 'DEMO-1001', 1001);
    // Not yet through 1001's disclaimer: the page may not open the viewer, nothing listed.
    const before = (await show.get(`${BASE}1001/viewer/`)).body;
    expect(viewCodeIn(before)).toEqual([]);
    expect(viewCodeListIn(before)).toBeNull();
    await enterViewer(show, 1001);
    const html = (await show.get(`${BASE}1001/viewer/`)).body;
    expect(PRELOAD.exec(html)).not.toBeNull();
    expect(viewCodeIn(html)).toEqual([]);
    expect(viewCodeListIn(html)).toBeNull();
  });

  it('is listed in the entry page of a session whose route answer leads on to the viewer', async () => {
    const viewer = await entered(t.app, 'DEMO-1002', 1002);
    await enterViewer(viewer, 1002);
    expect(viewCodeIn((await viewer.get(`${BASE}1002/`)).body)).toEqual([
      `${BASE}assets/MediaViews-1.js`,
      `${BASE}assets/zod-2.js`,
      `${BASE}assets/MediaViews-3.css`,
    ]);
    const call = await entered(t.app, 'DEMO-2001', 2001);
    await enterViewer(call, 2001);
    const entryPage = (await call.get(`${BASE}2001/`)).body;
    expect(viewCodeIn(entryPage)).toEqual([]);
    expect(viewCodeListIn(entryPage)).toEqual({
      js: [`${BASE}assets/ConferenceViews-4.js`],
      css: [],
    });
  });

  it('is not listed without a session', async () => {
    const anonymous = new TestClient(t.app);
    for (const address of [`${BASE}1002/viewer/`, `${BASE}1002/`, `${BASE}2001/viewer/`]) {
      const html = (await anonymous.get(address)).body;
      expect(viewCodeIn(html)).toEqual([]);
      expect(viewCodeListIn(html)).toBeNull();
    }
  });
});

describe('the route answer in the entry page', () => {
  it('is the answer the visitor’s own route call gives, with or without a session', async () => {
    const anonymous = new TestClient(t.app);
    const html = (await anonymous.get(`${BASE}1001/`)).body;
    const answers = answersIn(html, 1001);
    const own = (await anonymous.get('presentation/1001/route')).json<{ Route: string }>();
    expect(own.Route).not.toBe('viewer');
    expect(answers?.route).toEqual(own);
    // the entry page asks for the route alone: no user, no presentation, no slide
    expect(answers?.user).toBeUndefined();
    expect(answers?.presentation).toBeUndefined();
    expect(PRELOAD.exec(html)).toBeNull();
    expect(POSTER.exec(html)).toBeNull();

    const viewer = await entered(t.app, 'DEMO-1002', 1002);
    await enterViewer(viewer, 1002);
    const response = await viewer.get(`${BASE}1002/`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const route = (await viewer.get('presentation/1002/route')).json<{ LogId: number }>();
    expect(answersIn(response.body, 1002)?.route).toEqual({
      ...route,
      LogId: expect.any(Number),
    });
  });

  it('comes, for a session, with the answers the screen it leads to asks first', async () => {
    // Through the entry code, not yet the disclaimer: the route leads to the disclaimer.
    const visitor = await entered(t.app, 'DEMO-1001', 1001);
    const answers = answersIn((await visitor.get(`${BASE}1001/`)).body, 1001);
    expect((answers?.route as { Route: string }).Route).toBe('disclaimer');
    expect(answers?.user).toEqual(
      (await visitor.get('account/GetLoggedInUserForPresentation?presId=1001')).json(),
    );
    expect(answers?.presentation).toEqual(
      (await visitor.get('presentation?presid=1001&includeMedia=true')).json(),
    );
    const disclaimer = (await visitor.get('presentation/1001/disclaimer')).json<{
      Paragraphs: string[];
    }>();
    expect(disclaimer.Paragraphs.length).toBeGreaterThan(0);
    expect(answers?.disclaimer).toEqual(disclaimer);

    // The disclaimer's own address (a reload there) carries the same answers.
    const atDisclaimer = await visitor.get(`${BASE}1001/disclaimer/`);
    expect(atDisclaimer.headers['cache-control']).toBe('private, no-store');
    const held = answersIn(atDisclaimer.body, 1001);
    expect((held?.route as { Route: string }).Route).toBe('disclaimer');
    expect(held?.presentation).toEqual(answers?.presentation);
    expect(held?.disclaimer).toEqual(disclaimer);
    expect(
      answersIn((await new TestClient(t.app).get(`${BASE}1001/disclaimer/`)).body, 1001),
    ).toMatchObject({ route: { Route: expect.any(String) } });

    // In the viewer: no disclaimer is asked for it.
    await enterViewer(visitor, 1001);
    const after = answersIn((await visitor.get(`${BASE}1001/`)).body, 1001);
    expect((after?.route as { Route: string }).Route).toBe('viewer');
    expect(after?.presentation).toMatchObject({ PresentationId: 1001 });
    expect(after?.disclaimer).toBeUndefined();
  });

  it('is left to the page when it is opened with a query, and not made for a HEAD', async () => {
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`${BASE}1001/?showId=3`)).body).toBe(page);
    const viewer = await entered(t.app, 'DEMO-1002', 1002);
    await enterViewer(viewer, 1002);
    const logId = async () =>
      (await viewer.get('presentation/1002/route')).json<{ LogId: number }>().LogId;
    const before = await logId();
    expect((await viewer.head(`${BASE}1002/`)).statusCode).toBe(200);
    expect(await logId()).toBe(before + 1);
  });
});
