// Live video 3001 through nginx with deploy/nginx.conf's media cache in front (the Procfile's
// topology): a panelist's studio sends, a coordinator starts the broadcast, two attendees watch
// through nginx. Their players fetch the segments under signed paths; a segment both fetch is
// answered from the cache to one of them, and no segment reaches Podium more than once.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { useOwnServer } from '../support/conference-server.ts';
import { enterWithCode, signIn } from '../support/entry.ts';
import { fakeMediaLaunchOptions } from '../support/fake-media.ts';
import { ATTENDEE_CODE_PREFIX, COORDINATOR, newPerson, PRESENTER } from '../support/live-video.ts';
import { Nginx } from '../support/nginx.ts';

const PRES = 3001;
const SIGNED_SEGMENT = /\/livevideo\/hls\/[^/]+\/s\/\d+-[A-Za-z0-9_-]{43}\/seg_\d+\.ts$/;

test.use({ launchOptions: fakeMediaLaunchOptions });

const own = useOwnServer();
let nginx: Nginx | null = null;
test.beforeAll(async () => {
  nginx = await Nginx.start(own.server.port);
});
test.afterAll(async () => {
  await nginx?.stop();
});

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * The video plays: a picture of real size, and it plays on for `seconds` of media time. Only
 * forward steps of the playhead count: the player may seek back to the live edge's window once
 * (on a loaded machine it does, after a stall), which is not playing.
 */
async function expectPlaying(video: Locator, seconds = 1.5): Promise<void> {
  await expect
    .poll(() => video.evaluate((v) => (v as HTMLVideoElement).videoWidth), { timeout: 60_000 })
    .toBeGreaterThan(0);
  await video.evaluate(
    (v, wanted) =>
      new Promise<void>((resolve, reject) => {
        const media = v as HTMLVideoElement;
        let played = 0;
        let last = media.currentTime;
        const startedAt = Date.now();
        const sample = setInterval(() => {
          const step = media.currentTime - last;
          last = media.currentTime;
          // A step of more than a second between two samples a quarter second apart is a seek.
          if (step > 0 && step < 1) played += step;
          if (played > wanted) {
            clearInterval(sample);
            resolve();
          } else if (Date.now() - startedAt > 30_000) {
            clearInterval(sample);
            reject(new Error(`the video played ${played.toFixed(1)} s in 30 s`));
          }
        }, 250);
      }),
    seconds,
  );
}

/** Each signed segment the page fetched, with nginx's cache status for it. */
function segmentFetches(page: Page): { url: string; cache: string }[] {
  const fetched: { url: string; cache: string }[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (SIGNED_SEGMENT.test(path) && response.status() === 200)
      fetched.push({ url: path, cache: response.headers()['x-cache-status'] ?? '' });
  });
  return fetched;
}

test('two attendees watch live video through nginx; a segment one fetched the other has from its cache', async ({
  browser,
}) => {
  // Four browsers, a studio feed, ffmpeg, nginx and the server on two cores: each player may take
  // its full minute to start.
  test.setTimeout(300_000);
  if (!nginx) throw new Error('nginx starts in beforeAll');
  const panelist = await newPerson(browser, own.server.baseURL);
  const coordinator = await newPerson(browser, own.server.baseURL);
  const first = await newPerson(browser, nginx.baseURL);
  const second = await newPerson(browser, nginx.baseURL);
  own.people.push(panelist, coordinator, first, second);

  await signIn(coordinator.page, PRES, COORDINATOR, false);
  await coordinator.page.goto(`/presentation/v2/${PRES}/console/`);
  await expect(button(coordinator.page, 'Start event')).toBeEnabled({ timeout: 30_000 });
  await signIn(panelist.page, PRES, PRESENTER, false);
  await panelist.page.goto(`/presentation/v2/${PRES}/studio/`);
  await button(panelist.page, 'Start camera').click();
  await button(panelist.page, 'Start sending').click();
  await expect(
    panelist.page
      .getByRole('status')
      .filter({ hasText: /Sending to the event: [1-9]\d* segments/ }),
  ).toBeVisible({ timeout: 30_000 });
  await button(coordinator.page, 'Start event').click();
  await expect(button(coordinator.page, 'Start broadcast')).toBeEnabled();
  await button(coordinator.page, 'Start broadcast').click();
  await expect(button(coordinator.page, 'Start broadcast')).toBeDisabled();

  const firstFetches = segmentFetches(first.page);
  await enterWithCode(first.page, PRES, `${ATTENDEE_CODE_PREFIX}${PRES}`, false);
  await expectPlaying(first.page.getByLabel('Live video'));
  const secondFetches = segmentFetches(second.page);
  await enterWithCode(second.page, PRES, `${ATTENDEE_CODE_PREFIX}${PRES}`, false);
  await expectPlaying(second.page.getByLabel('Live video'));

  // Both players take their segments under signed paths through the cache. Whichever of the two
  // asks for a segment first (the second viewer, joining at the live edge, may be ahead of a first
  // that stalled) has it from Podium (MISS); the other has it from the cache (HIT).
  expect(firstFetches.length).toBeGreaterThan(0);
  expect(secondFetches.length).toBeGreaterThan(0);
  const shared = () => {
    const second = new Set(secondFetches.map((f) => f.url));
    return new Set(firstFetches.map((f) => f.url).filter((url) => second.has(url)));
  };
  await expect.poll(() => shared().size, { timeout: 30_000 }).toBeGreaterThan(0);
  const all = [...firstFetches, ...secondFetches];
  for (const { cache } of all) expect(['HIT', 'MISS', 'UPDATING']).toContain(cache);
  for (const url of shared()) {
    const statuses = all.filter((f) => f.url === url).map((f) => f.cache);
    expect(statuses.filter((cache) => cache !== 'MISS').length, url).toBeGreaterThan(0);
  }
  // No segment reached Podium more than once.
  const misses = new Map<string, number>();
  for (const { url, cache } of all)
    if (cache === 'MISS') misses.set(url, (misses.get(url) ?? 0) + 1);
  expect([...misses.values()].every((n) => n === 1)).toBe(true);
});
