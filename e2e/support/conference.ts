// The people of a live conference call with slides (ARCHITECTURE §4 demo 2001, §5 names), each in
// a browser context of their own as a person would be: the coordinator at the console, the
// presenter in the viewer, a registered and a public attendee. Also a recorder of everything the
// public attendee's browser receives, for the SPEC §6 "never a private slide" checks.
import {
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { enterWithCode, signIn } from './entry.ts';
import { currentSlide, thumbnails } from './slides.ts';

/** ARCHITECTURE §4: 2001, conference call with slides; its deck is 1001's 12 slides. */
export const CONF_PRES_ID = 2001;
export const TOTAL_SLIDES = 12;
/** PrivateSlidesBeginAt of 2001 (0-based): public participants see slides 1–7 (SPEC §6). */
export const PUBLIC_SLIDES = 7;

export const COORDINATOR = 'coordinator@podium.test';
export const PRESENTER = 'panelist@podium.test';
export const ATTENDEE = 'attendee@podium.test';

/** SPEC §8 access revoked, verbatim. */
export const ACCESS_REVOKED_TEXT =
  'You are not authorized to participate on this call and your access has been revoked. Please contact your sales representative for any further questions.';

export interface Person {
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * A fresh browser context (own cookies, own socket). `baseURL` points a context at a server other
 * than the configured one (the restart spec's own server); the entry helpers use relative URLs.
 */
export async function newPerson(browser: Browser, baseURL?: string): Promise<Person> {
  const context = await browser.newContext(baseURL === undefined ? {} : { baseURL });
  const page = await context.newPage();
  return { context, page };
}

/** Enters 2001 with an entry code (DEMO-2001 registered, PUBLIC-2001 public); 2001 has no disclaimer. */
export async function joinWithCode(person: Person, code: string): Promise<void> {
  await enterWithCode(person.page, CONF_PRES_ID, code, false);
}

/** Signs a named demo user into 2001's viewer. */
export async function joinSignedIn(person: Person, email: string): Promise<void> {
  await signIn(person.page, CONF_PRES_ID, email, false);
}

export const callStatus = (page: Page): Locator =>
  page.getByRole('status', { name: 'Call status' });

/** The slide image a participant sees, whichever it is. */
export const anySlide = (page: Page): Locator =>
  page.getByRole('img', { name: /^Slide \d+ of \d+$/ });

/** The displayed slide number (1-based) the participant sees now. */
export async function shownSlideNumber(page: Page): Promise<number> {
  const name = await anySlide(page).getAttribute('alt');
  const n = Number(/^Slide (\d+) of/.exec(name ?? '')?.[1]);
  if (!Number.isInteger(n)) throw new Error(`no slide shown (alt "${name}")`);
  return n;
}

export async function expectSlide(page: Page, n: number, of: number, timeout?: number) {
  await expect(currentSlide(page, n, of)).toBeVisible(timeout === undefined ? {} : { timeout });
}

// ---- the coordinator's console (ARCHITECTURE §5) ----

export async function openConsole(person: Person): Promise<void> {
  await joinSignedIn(person, COORDINATOR);
  await person.page.goto(`/presentation/v2/${CONF_PRES_ID}/console/`);
  await expect(consoleButton(person.page, 'Go live')).toBeVisible();
}

export const consoleButton = (page: Page, name: string): Locator =>
  page.getByRole('group', { name: 'Call controls' }).getByRole('button', { name, exact: true });

/**
 * Brings the call to LIVE from wherever it is before the end: pre-event → (practice →) live.
 * The demo call's state lives in the shared server's database, so a test that needs a live
 * call asks the console for it rather than assuming an earlier test did.
 */
export async function ensureLive(consolePage: Page, { practiceFirst = false } = {}): Promise<void> {
  const practice = consoleButton(consolePage, 'Start practice');
  const goLive = consoleButton(consolePage, 'Go live');
  const end = consoleButton(consolePage, 'End call');
  // Wait until the console has read the call: a move onward from pre-event, practice or live.
  await expect
    .poll(async () => (await goLive.isEnabled()) || (await end.isEnabled()), {
      message: 'the console offers Go live or End call',
    })
    .toBe(true);
  if (practiceFirst && (await practice.isEnabled())) {
    await practice.click();
    await expect(
      consoleCallFacts(consolePage).getByText('Practice session', { exact: true }),
    ).toBeVisible();
    await expect(goLive).toBeEnabled();
  }
  if (await goLive.isEnabled()) await goLive.click();
  await expect(consoleCallFacts(consolePage).getByText('Live', { exact: true })).toBeVisible();
  await expect(goLive).toBeDisabled();
  await expect(end).toBeEnabled();
}

/** The console's Call panel (status, start time, active presenter). */
export const consoleCallFacts = (page: Page): Locator =>
  page.getByRole('region', { name: 'Call', exact: true });

export const consoleList = (page: Page, name: 'Questions' | 'Participants' | 'Presenters') =>
  page.getByRole('list', { name, exact: true });

// ---- the presenter (SPEC §4 presenter control) ----

export async function takePresenterControl(presenter: Page): Promise<void> {
  await presenter.getByRole('button', { name: 'Take presenter control' }).click();
  await expect(presenter.getByText('You are presenting.', { exact: false })).toBeVisible();
  await expect(presenter.getByRole('button', { name: 'Take presenter control' })).toHaveCount(0);
}

/** The active presenter jumps to slide n with the thumbnail bar (a direct change, SPEC §4). */
export async function presenterGoTo(presenter: Page, n: number): Promise<void> {
  if ((await shownSlideNumber(presenter)) === n) return;
  await thumbnails(presenter)
    .getByRole('button', { name: `Go to slide ${n}`, exact: true })
    .click();
  await expectSlide(presenter, n, TOTAL_SLIDES);
}

/** The active presenter turns to the next slide with the `Next slide` button. */
export async function presenterNext(presenter: Page): Promise<number> {
  const from = await shownSlideNumber(presenter);
  await presenter.getByRole('button', { name: 'Next slide' }).click();
  await expectSlide(presenter, from + 1, TOTAL_SLIDES);
  return from + 1;
}

// ---- what a public participant's browser receives (SPEC §6) ----

export interface PrivateSlideRef {
  readonly index: number;
  readonly imageUrl: string;
  readonly thumbnailUrl: string;
  /** The slide's guid (the path segment before /image), which names it in any URL. */
  readonly guid: string;
}

interface SlideWire {
  readonly Index: number;
  readonly ImageUrl: string;
  readonly ThumbnailUrl: string;
}

/** The private slides of 2001, as a registered participant's session sees the deck. */
export async function privateSlides(registered: Person): Promise<PrivateSlideRef[]> {
  const response = await registered.context.request.get(
    `/api/v1/nrsservice/presentation?presid=${CONF_PRES_ID}&includeMedia=true`,
  );
  expect(response.ok()).toBe(true);
  const slides = ((await response.json()) as { Slides: SlideWire[] }).Slides;
  expect(slides).toHaveLength(TOTAL_SLIDES);
  return slides
    .filter((s) => s.Index >= PUBLIC_SLIDES)
    .map((s) => ({
      index: s.Index,
      imageUrl: s.ImageUrl,
      thumbnailUrl: s.ThumbnailUrl,
      guid: /\/slides\/([^/]+)\/image$/.exec(s.ImageUrl)?.[1] ?? s.ImageUrl,
    }));
}

/** Everything one browser context asked for and received over HTTP and the hub's websocket. */
export interface TrafficLog {
  readonly requestUrls: string[];
  /** Hub frames received (websocket) and hub long-polling response bodies. */
  readonly hubPayloads: string[];
  /** Bodies of the JSON answers of the REST API (the presentation payload among them). */
  readonly apiBodies: string[];
}

const HUB_PATH_PART = '/usereventgateway/';
const API_PATH_PART = '/api/';

/** Starts recording a context's traffic; call before the person enters so nothing is missed. */
export function recordTraffic(context: BrowserContext): TrafficLog {
  const log: TrafficLog = { requestUrls: [], hubPayloads: [], apiBodies: [] };
  context.on('request', (request) => log.requestUrls.push(request.url()));
  context.on('response', (response) => {
    const url = response.url();
    const json = (response.headers()['content-type'] ?? '').includes('json');
    const into = url.includes(HUB_PATH_PART)
      ? log.hubPayloads
      : url.includes(API_PATH_PART) && json
        ? log.apiBodies
        : null;
    if (into === null) return;
    response.text().then(
      (body) => into.push(body),
      () => undefined,
    );
  });
  const watch = (page: Page) =>
    page.on('websocket', (ws) => {
      ws.on('framereceived', ({ payload }) =>
        log.hubPayloads.push(typeof payload === 'string' ? payload : payload.toString('utf8')),
      );
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return log;
}

/** Every SlideIndex a set of hub payloads carried. */
export function slideIndexesIn(payloads: readonly string[]): number[] {
  return payloads.flatMap((p) =>
    [...p.matchAll(/"SlideIndex":\s*(-?\d+)/g)].map((m) => Number(m[1])),
  );
}

/**
 * The attendee's greeting on 2001: before the call starts its pre-event modal (titled with the
 * call) covers the viewer and is closed as a person would; a call another test of the shared
 * server took live greets with no modal, its status line saying Live.
 */
export async function passPreEventUnlessLive(page: Page): Promise<void> {
  const preEvent = page.getByRole('dialog', { name: /Live Investor Call/ });
  const live = page.getByRole('status', { name: 'Call status' }).getByText('Live', { exact: true });
  await expect(preEvent.or(live).first()).toBeVisible();
  if (await preEvent.isVisible()) {
    await preEvent.getByRole('button', { name: 'Close' }).click();
    await expect(preEvent).toHaveCount(0);
  }
}
