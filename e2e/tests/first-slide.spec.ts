// The first screen on a phone (390×844) does not wait for the realtime hub: with the hub token
// call and the hub itself held unanswered, the first slide of a video with slides (1002) and of a
// live call (2001, the presenter's slide once it is live) shows, its picture loaded, while the
// hub request is still pending. The picture is a WebP copy sized for the phone, its box reserved
// by its width and height attributes. Opened again at its viewer address, the page's own HTML
// draws that slide before any script has run, and gives way to the viewer's slide.
// The entry page shows its card from the route answer in its HTML, without asking for it; a
// session past its entry code meets the disclaimer from the answers that page carries, at the
// entry address and at the disclaimer's own. The
// viewer's HTML lists the code of the view it opens on, which the script then does not ask again.
// A chosen language holds after a reload from the first screen on, read without document.cookie.
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { enterWithCode } from '../support/entry.ts';
import { readManifest } from '../support/media.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Holds every hub token call and hub request unanswered; resolves once the first one arrived. */
async function holdTheHub(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  const held: Route[] = [];
  let markAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  const hold = (route: Route) => {
    held.push(route);
    markAsked();
  };
  await page.route(/\/uegtoken(\?|$)/, hold);
  await page.route(/\/usereventgateway\//, hold);
  await page.routeWebSocket(/\/usereventgateway\//, () => markAsked());
  return {
    asked,
    release: () => held.splice(0).forEach((route) => void route.abort().catch(() => undefined)),
  };
}

/** A slide image copy sized for a phone. */
const PHONE_COPY = /\/image\/(480|720|960)$/;

/** The copy an image shows once loaded; asked of one element at once. */
function loadedCopy(image: Locator): Promise<string> {
  return image.evaluate((img: HTMLImageElement) =>
    img.complete && img.naturalWidth > 0 ? img.currentSrc : 'not loaded',
  );
}

async function firstSlideWithoutHub(page: Page, presId: number, count: number, shot: string) {
  const hub = await holdTheHub(page);
  await enterWithCode(page, presId, `DEMO-${presId}`, false);
  await hub.asked;
  // The slide the page shows: the first of 1002's deck; on a call already live, the presenter's
  // (which may replace slide 1 once the call's state has been read).
  const slide = page.getByRole('img', { name: new RegExp(`^Slide \\d+ of ${count}$`) }).first();
  await expect(slide).toBeVisible();
  // Loaded, and from a phone-sized copy; asked of one element at once, since a live call's slide
  // may be replaced by the presenter's between two questions.
  await expect.poll(() => loadedCopy(slide)).toMatch(PHONE_COPY);
  await expect(slide).toHaveAttribute('width', '1280');
  await expect(slide).toHaveAttribute('height', '720');
  const box = await slide.boundingBox();
  expect(box!.width / box!.height).toBeCloseTo(1280 / 720, 1);
  await page.screenshot({ path: test.info().outputPath(shot) });
  hub.release();
}

test('390×844: the first slide of 1002 (video with slides) shows while the hub is held', async ({
  page,
}) => {
  await firstSlideWithoutHub(page, 1002, readManifest(1002).slides.length, '1002-phone.png');
});

test('390×844: the first slide of 2001 (live call) shows while the hub is held', async ({
  page,
}) => {
  await firstSlideWithoutHub(page, 2001, 12, '2001-phone.png');
});

test('390×844: opened at its viewer address, the HTML draws 1002’s first slide before any script', async ({
  page,
}) => {
  const count = readManifest(1002).slides.length;
  await enterWithCode(page, 1002, 'DEMO-1002', false);
  const viewerSlide = page.getByRole('img', { name: new RegExp(`^Slide 1 of ${count}$`) });
  await expect(viewerSlide).toBeVisible();
  const viewerAddress = page.url();

  // No script and no stylesheet file at all: the page still shows the slide, styled by the
  // styles its HTML carries, loaded from the phone-sized copy.
  const scripts = /\.(js|css)(\?|$)/;
  await page.route(scripts, (route) => route.abort());
  await page.goto(viewerAddress);
  const poster = page.locator('#podium-first-slide-poster img');
  await expect(poster).toBeVisible();
  await expect.poll(() => loadedCopy(poster)).toMatch(PHONE_COPY);
  // as wide as the viewer's slide: the phone less the layout's 12 px margins
  const box = await poster.boundingBox();
  expect(box!.width).toBeCloseTo(390 - 24, 0);
  await page.screenshot({ path: test.info().outputPath('1002-phone-poster.png') });

  // With its scripts, the viewer shows its own slide and the page's drawing is gone.
  await page.unroute(scripts);
  await page.goto(viewerAddress);
  await expect(viewerSlide).toBeVisible();
  await expect(page.locator('#podium-first-slide-poster')).toHaveCount(0);
  await expect
    .poll(() => viewerSlide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('390×844: the viewer’s first styles come in its HTML; no stylesheet of them is fetched or added again', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await enterWithCode(page, 1002, 'DEMO-1002', false);
  const count = readManifest(1002).slides.length;
  await expect(page.getByRole('img', { name: new RegExp(`^Slide 1 of ${count}$`) })).toBeVisible();
  // The player's own lazy styles have come: the viewer has loaded what its first screen needs.
  await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
  const inlined = await page
    .locator('style[data-href]')
    .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
  expect(inlined.length).toBeGreaterThan(0);
  const linked = await page
    .locator('link[rel="stylesheet"]:not([disabled])')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  // The lazy chunks' own stylesheets are fetched; none of those the HTML carries.
  expect(stylesheets.length).toBeGreaterThan(0);
  for (const href of inlined) {
    expect(stylesheets).not.toContain(href);
    expect(linked).not.toContain(href);
  }
});

test('390×844: the viewer’s HTML lists the code of 1002’s view, which the script then adds no preload for', async ({
  page,
}) => {
  await enterWithCode(page, 1002, 'DEMO-1002', false);
  const mute = page.getByRole('button', { name: 'Mute', exact: true });
  await expect(mute).toBeVisible();
  // Opened again at its viewer address: its HTML lists the view's code.
  const answer = await page.goto(page.url());
  const html = (await answer?.text()) ?? '';
  // The player is up: its view's code has loaded.
  await expect(mute).toBeVisible();
  const listed = [
    ...html.matchAll(
      /<link rel="modulepreload" crossorigin href="([^"]+)" fetchpriority="low" \/>/g,
    ),
  ].map(([, href]) => href);
  expect(listed.some((href) => /\/MediaViews-[^/]+\.js$/.test(href ?? ''))).toBe(true);
  const onPage = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  for (const href of listed) expect(onPage.filter((path) => path === href)).toHaveLength(1);
});

test('390×844: the viewer’s HTML lists the heavier code of 2001’s call view, which the script asks for once', async ({
  page,
}) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.status() >= 400)
      missing.push(response.url());
  });
  await enterWithCode(page, 2001, 'DEMO-2001', false);
  // Opened again at its viewer address: its HTML lists the view's code for the script.
  const answer = await page.goto(page.url());
  const html = (await answer?.text()) ?? '';
  const block = /<script type="application\/json" id="podium-view-code">([^<]*)<\/script>/.exec(
    html,
  );
  const list = JSON.parse(block?.[1] ?? '{}') as { js?: string[]; css?: string[] };
  expect(list.js?.some((href) => /\/ConferenceViews-[^/]+\.js$/.test(href))).toBe(true);
  // The call view is up: its code has loaded.
  await expect(page.getByRole('navigation', { name: 'Slide thumbnails' })).toBeVisible();
  const onPage = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  for (const href of list.js ?? []) expect(onPage.filter((path) => path === href)).toHaveLength(1);
  // The list is read and taken off the page.
  await expect(page.locator('#podium-view-code')).toHaveCount(0);
  expect(missing).toEqual([]);
});

test('390×844: the entry page shows its card from the route answer its HTML carries', async ({
  page,
}) => {
  const routeCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/presentation\/\d+\/route(\?|$)/.test(request.url())) routeCalls.push(request.url());
  });
  await page.goto('/presentation/v2/1001/');
  // The card names the presentation, which only the route answer gives.
  await expect(page.getByText('Northwind Renewables IPO Roadshow')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Entry code' })).toBeVisible();
  expect(routeCalls).toEqual([]);
});

test('390×844: after the entry code, the disclaimer shows from the answers its entry page carries', async ({
  page,
}) => {
  const entered = await page.request.post('/api/v1/nrsservice/entrycode/processEntrycode', {
    data: { EntryCode: 'DEMO-1001' },
  });
  expect(entered.ok()).toBe(true);
  const firstScreenCalls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (
      /\/route(\?|$)|GetLoggedInUserForPresentation|\/presentation\?|\/disclaimer(\?|$)/.test(url)
    )
      firstScreenCalls.push(url);
  });
  await page.goto('/presentation/v2/1001/');
  await expect(
    page.getByRole('heading', { name: 'Important Information and Forward-Looking Statements' }),
  ).toBeVisible();
  await expect(page.getByText(/solely for use in connection with the proposed/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'I agree' })).toBeVisible();
  expect(firstScreenCalls).toEqual([]);

  // Opened (or reloaded) at the disclaimer's own address, the page carries the same answers.
  await page.goto('/presentation/v2/1001/disclaimer/');
  await expect(page.getByText(/solely for use in connection with the proposed/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'I agree' })).toBeVisible();
  expect(firstScreenCalls).toEqual([]);
});

test.describe('the IanaTimeZone every request names', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('is the browser’s zone, asked of a worker when the page holds its answers and on the page when it calls at once', async ({
    page,
    context,
  }) => {
    const zones: string[] = [];
    const recordZones = (target: Page) =>
      target.on('request', (request) => {
        // The page's own calls (pictures and media carry no headers of the page's making).
        const call = ['fetch', 'xhr'].includes(request.resourceType());
        if (call && new URL(request.url()).pathname.startsWith('/api/'))
          zones.push(request.headers()['ianatimezone'] ?? '(none)');
      });
    recordZones(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    // The entry page holds its route answer: nothing is asked before the first render, and the
    // zone comes from a worker thread.
    await enterWithCode(page, 1001, 'DEMO-1001', true);
    await expect(page.getByRole('img', { name: /^Slide 1 of \d+$/ })).toBeVisible();
    expect(workers.some((url) => /\/assets\/time-zone\.worker-[^/]+\.js$/.test(url))).toBe(true);
    expect(zones.length).toBeGreaterThan(0);
    expect(new Set(zones)).toEqual(new Set(['Asia/Tokyo']));

    // Opened with a query the page holds no answers: its calls leave before the first render,
    // with the zone asked on the page, and no worker is made.
    zones.length = 0;
    const opened = await context.newPage();
    recordZones(opened);
    const openedWorkers: string[] = [];
    opened.on('worker', (worker) => openedWorkers.push(worker.url()));
    const routeCall = opened.waitForRequest((request) =>
      /\/presentation\/1001\/route(\?|$)/.test(request.url()),
    );
    await opened.goto('/presentation/v2/1001/viewer/?from=mail');
    expect((await routeCall).headers()['ianatimezone']).toBe('Asia/Tokyo');
    await expect(opened.getByRole('img', { name: /^Slide 1 of \d+$/ })).toBeVisible();
    expect(openedWorkers).toEqual([]);
    expect(new Set(zones)).toEqual(new Set(['Asia/Tokyo']));
  });
});

test('a chosen language holds after a reload from the first screen on, with no read of document.cookie', async ({
  page,
}) => {
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  await expect(page.getByRole('img', { name: /^Slide 1 of \d+$/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await expect(page.getByRole('combobox', { name: '言語' })).toBeVisible();

  // On the reload: every read of document.cookie is counted, and every name the language
  // select's label shows is kept, from the first one on.
  await page.addInitScript(() => {
    const seen = { cookieReads: 0, labels: [] as string[] };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      configurable: true,
      get(this: Document) {
        seen.cookieReads += 1;
        return cookie.get!.call(this) as string;
      },
      set(this: Document, value: string) {
        cookie.set!.call(this, value);
      },
    });
    new MutationObserver(() => {
      const label = document.querySelector('.pd-language label')?.textContent;
      if (label && seen.labels.at(-1) !== label) seen.labels.push(label);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.reload();
  await expect(page.getByRole('combobox', { name: '言語' })).toBeVisible();
  const seen = await page.evaluate(
    () => (window as unknown as { seen: { cookieReads: number; labels: string[] } }).seen,
  );
  expect(seen.labels).toEqual(['言語']);
  expect(seen.cookieReads).toBe(0);
});
