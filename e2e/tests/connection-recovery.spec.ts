// A viewer that heals after a network blip (SPEC §8): a slide picture that failed to load shows a
// loader and comes back by itself, without a reload; a live call's status line drops its `Live`
// badge while the browser is offline, the SPEC §8 connection toaster shows, and both return to
// normal once the network is back. The call test runs a server of its own (OwnServer), so taking
// demo 2001 live there touches no other spec's call.
import { expect, test } from '@playwright/test';
import { useOwnServer } from '../support/conference-server.ts';
import {
  callStatus,
  ensureLive,
  joinWithCode,
  newPerson,
  openConsole,
} from '../support/conference.ts';
import { enterWithCode } from '../support/entry.ts';
import { currentSlide, expectSlideImageLoaded, thumbnails } from '../support/slides.ts';

declare global {
  interface Window {
    __podiumNoReload?: string;
  }
}

const SLIDE_IMAGES = /\/presentation\/1001\/slides\/[^/]+\/image/;
const CONNECTION_ERROR = 'Connection error detected.';
/** The domain's SLIDE_IMAGE_RETRY_MAX_MS: the longest wait between two tries of a slide picture. */
const SLIDE_IMAGE_RETRY_MAX_MS = 10_000;

test('a slide picture blocked by the network shows a loader and recovers without a reload', async ({
  page,
}) => {
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  await expectSlideImageLoaded(page, 1, 12);
  await page.evaluate(() => (window.__podiumNoReload = 'same page'));

  // The network comes back by letting the pictures through, not by removing the route: a
  // request the browser sends while interception is being switched off may never be answered.
  let blocked = 0;
  let networkDown = true;
  await page.route(SLIDE_IMAGES, (route) => {
    if (!networkDown) return route.continue();
    blocked += 1;
    return route.abort('internetdisconnected');
  });
  // Slide 10 is beyond the prefetch window of slide 1 (SPEC §9): its picture is not cached.
  await thumbnails(page).getByRole('button', { name: 'Go to slide 10', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the slide…' })).toBeVisible();
  await expect.poll(() => blocked).toBeGreaterThan(0);
  await expect(currentSlide(page, 10, 12)).toBeHidden();

  networkDown = false;
  // The picture is asked for again at most SLIDE_IMAGE_RETRY_MAX_MS after the last failure.
  await expectSlideImageLoaded(page, 10, 12, SLIDE_IMAGE_RETRY_MAX_MS + 10_000);
  await expect(currentSlide(page, 10, 12)).toBeVisible();
  await expect(page.getByText('Loading the slide…')).toHaveCount(0);
  expect(await page.evaluate(() => window.__podiumNoReload)).toBe('same page');
});

test.describe('a live call while the network drops', () => {
  const own = useOwnServer();

  test('the Live badge gives way while offline, the connection toaster shows, both recover', async ({
    browser,
  }) => {
    test.slow();
    const coordinator = await newPerson(browser, own.server.baseURL);
    const attendee = await newPerson(browser, own.server.baseURL);
    own.people.push(coordinator, attendee);
    await openConsole(coordinator);
    await ensureLive(coordinator.page);
    await joinWithCode(attendee, 'DEMO-2001');
    const page = attendee.page;
    await expect(callStatus(page)).toHaveText('Live');
    await expect(callStatus(page)).toHaveAttribute('data-status', 'live');

    await attendee.context.setOffline(true);
    await expect(page.getByText(CONNECTION_ERROR, { exact: false })).toBeVisible();
    await expect(callStatus(page)).toHaveText('Connection lost. Reconnecting to the call…');
    await expect(callStatus(page)).not.toHaveAttribute('data-status', 'live');

    await attendee.context.setOffline(false);
    await expect(callStatus(page)).toHaveText('Live', { timeout: 20_000 });
    await expect(page.getByText(CONNECTION_ERROR, { exact: false })).toHaveCount(0);
  });
});
