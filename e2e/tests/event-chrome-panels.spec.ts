// The event chrome a person meets on entering (SPEC §2, §3, §9): the ticker under the header
// (1001), the Welcome pre-event checklist before the event starts (1001) and the Event Media
// panel that opens by itself (1003); the SPEC §5 unsupported-browser banner and its SPEC §9
// cookie (1001), and the SPEC §8 text an iPhone gets in place of the call's live audio (2001).
import { expect, test, type Locator } from '@playwright/test';
import { passPreEventUnlessLive } from '../support/conference.ts';
import { enterWithCode } from '../support/entry.ts';
import { E2E_SUPPORT } from '../support/rig.ts';

const TICKER = [
  'Northwind Renewables files for a proposed IPO on the Nasdaq Global Select Market.',
  'Management Q&A follows the presentation; submit questions to Investor Relations.',
  'The final prospectus is expected ahead of pricing.',
];

function transformOf(track: Locator): Promise<string> {
  return track.evaluate((el) => getComputedStyle(el).transform);
}

test('the ticker scrolls under the header, is read once, and pauses on request', async ({
  page,
}) => {
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  const ticker = page.getByRole('region', { name: 'Announcements' });
  await expect(ticker).toBeVisible();
  // Screen readers meet each message once: the moving strip is not in the accessibility tree.
  await expect(ticker.getByRole('listitem')).toHaveText(TICKER);
  await expect(ticker).toMatchAriaSnapshot(`
    - region "Announcements":
      - list:
        - listitem: ${TICKER[0]}
        - listitem: ${TICKER[1]}
        - listitem: ${TICKER[2]}
      - button "Pause announcements"
  `);
  // It sits under the header.
  const header = await page.getByRole('banner').boundingBox();
  const strip = await ticker.boundingBox();
  expect(header && strip && strip.y >= header.y + header.height - 1).toBe(true);

  const track = page.locator('.ticker__track');
  const first = await transformOf(track);
  await expect.poll(() => transformOf(track)).not.toBe(first);

  await ticker.getByRole('button', { name: 'Pause announcements' }).click();
  const play = ticker.getByRole('button', { name: 'Play announcements' });
  await expect(play).toBeVisible();
  await expect
    .poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState))
    .toBe('paused');
  const paused = await transformOf(track);
  // A paused strip stays where it is across several frames.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await transformOf(track)).toBe(paused);

  await play.click();
  await expect(ticker.getByRole('button', { name: 'Pause announcements' })).toBeVisible();
  await expect.poll(() => transformOf(track)).not.toBe(paused);
});

test('Welcome lists the pre-event checklist and keeps the ticks', async ({ page }) => {
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  await page.getByRole('button', { name: 'Welcome', exact: true }).click();
  const welcome = page.getByRole('complementary', { name: 'Welcome' });
  await expect(welcome).toBeVisible();
  await expect(welcome.getByText('Welcome. The event starts')).toBeVisible();
  const list = welcome.getByRole('list', { name: 'Pre-event checklist' });
  await expect(list.getByRole('checkbox')).toHaveCount(2);
  const browser = list.getByRole('checkbox', {
    name: 'Use Chrome 80, Firefox 75, Edge 81 or newer.',
  });
  await expect(browser).not.toBeChecked();
  await expect(welcome.getByText('0 of 2 done')).toBeVisible();
  await browser.check();
  await expect(welcome.getByText('1 of 2 done')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Welcome', exact: true }).click();
  await expect(
    page
      .getByRole('complementary', { name: 'Welcome' })
      .getByRole('checkbox', { name: 'Use Chrome 80, Firefox 75, Edge 81 or newer.' }),
  ).toBeChecked();
});

test('Event Media opens by itself with the event media links', async ({ page }) => {
  await enterWithCode(page, 1003, 'DEMO-1003', false);
  const panel = page.getByRole('complementary', { name: 'Event Media' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('button', { name: 'Event Media', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const link = panel.getByRole('link', {
    name: 'Northwind Renewables project portfolio (opens in a new tab)',
  });
  await expect(link).toHaveAttribute(
    'href',
    'https://www.northwind-renewables.example/investors/portfolio',
  );
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(panel.getByRole('link')).toHaveCount(3);
  // Closing it is the viewer's choice; it does not come back by itself.
  await page.getByRole('button', { name: 'Event Media', exact: true }).click();
  await expect(panel).toHaveCount(0);
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await expect(page.getByRole('complementary', { name: 'Help' })).toBeVisible();
});

test('Help carries the configured support desk as tel: and mailto: links and the site links', async ({
  page,
}) => {
  await enterWithCode(page, 1003, 'DEMO-1003', false);
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const help = page.getByRole('complementary', { name: 'Help' });
  // The rig's server names its own desk (PODIUM_SUPPORT_PHONE / PODIUM_SUPPORT_EMAIL).
  await expect(help.getByRole('link', { name: E2E_SUPPORT.phone })).toHaveAttribute(
    'href',
    'tel:+18885550199',
  );
  await expect(help.getByRole('link', { name: E2E_SUPPORT.email })).toHaveAttribute(
    'href',
    `mailto:${E2E_SUPPORT.email}`,
  );
  await expect(help).not.toContainText('555-0142');
  const links = help.getByRole('navigation', { name: 'Site links' });
  await expect(links.getByRole('link')).toHaveText(['Home', 'Privacy policy', 'Terms of service']);
  await expect(links.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
    'href',
    'https://www.podium.test/terms',
  );
});

test('an event that has started offers no Welcome checklist', async ({ page }) => {
  await enterWithCode(page, 1003, 'DEMO-1003', false);
  await expect(page.getByRole('button', { name: 'Help', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Welcome', exact: true })).toHaveCount(0);
});

/** A browser older than SPEC §5's Chrome 80. */
const CHROME_79 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.130 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
/** The SPEC §9 "browser banner closed" cookie (domain BROWSER_BANNER_COOKIE). */
const BANNER_COOKIE = 'podium_browser_banner_closed';

test('an unsupported browser is told so until it closes the banner, for good', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: CHROME_79 });
  const page = await context.newPage();
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  const banner = page.getByRole('region', { name: 'Browser notice' });
  await expect(banner).toContainText('Browser Not Supported:');
  await expect(banner).toContainText('use Chrome 80, Firefox 75 or Edge 81, or newer');
  await banner.getByRole('button', { name: 'Close browser notice' }).click();
  await expect(banner).toHaveCount(0);
  expect((await context.cookies()).some((c) => c.name === BANNER_COOKIE)).toBe(true);

  await page.reload();
  // The ticker under the header shows first; the banner would sit beside it.
  await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await context.close();
});

test('an iPhone is told to dial in instead of streaming the call', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: IPHONE_SAFARI });
  const page = await context.newPage();
  await enterWithCode(page, 2001, 'DEMO-2001', false);
  await passPreEventUnlessLive(page);
  await expect(page.getByRole('region', { name: 'Browser notice' })).toBeVisible();
  const audio = page.getByRole('region', { name: 'Live audio' });
  await expect(audio).toHaveText('Streaming is not supported on iOS, use Dial-In.');
  await expect(audio.getByRole('button', { name: 'Play' })).toHaveCount(0);
  await context.close();
});
