// When the connection fails (SPEC §8): the no internet modal with `Retry` while the browser is
// offline, the server connection modal with `Refresh` when the server cannot be reached, and a
// part of the page whose code could not be loaded offering a reload (SPEC §8, §9 chunk load
// failure) while the rest of the viewer keeps working.
import { expect, test } from '@playwright/test';
import { enterWithCode } from '../support/entry.ts';

const API = '**/api/v1/nrsservice/**';

test('offline: the no internet modal, Retry while still offline, gone once back online', async ({
  page,
  context,
}) => {
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  await expect(page.getByRole('img', { name: /^Slide 1 of \d+$/ })).toBeVisible();
  await context.setOffline(true);
  const modal = page.getByRole('alertdialog', { name: 'No internet connection' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('You appear to be offline.');
  await modal.getByRole('button', { name: 'Retry' }).click();
  await expect(modal).toContainText('Still no connection.');

  await context.setOffline(false);
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^Slide 1 of \d+$/ })).toBeVisible();
});

test('server unreachable: the server connection modal; Refresh brings the viewer back', async ({
  page,
}) => {
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  await page.route(API, (route) => route.abort('connectionrefused'));
  await page.reload();
  const modal = page.getByRole('alertdialog', { name: 'Server connection issue' });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  await expect(modal.getByRole('button', { name: 'Refresh' })).toBeFocused();

  await page.unroute(API);
  await modal.getByRole('button', { name: 'Refresh' }).click();
  await expect(modal).toHaveCount(0);
  // The refreshed page reaches the server again; the viewer comes back from where it stood.
  const tryAgain = page.getByRole('link', { name: 'Try again' });
  const slide = page.getByRole('img', { name: /^Slide 1 of \d+$/ });
  await expect(slide.or(tryAgain)).toBeVisible();
  if (await tryAgain.isVisible()) await tryAgain.click();
  await expect(slide).toBeVisible();
});

test('a part of the viewer whose code cannot be loaded offers a reload', async ({ page }) => {
  const CHUNK = '**/assets/MediaViews-*.js';
  await page.route(CHUNK, (route) => route.abort('connectionreset'));
  await enterWithCode(page, 1002, 'DEMO-1002', false);
  const main = page.getByRole('main');
  const offer = main.getByRole('alert');
  await expect(offer).toContainText('This part of the page could not be loaded.');
  // The rest of the viewer still works.
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await expect(page.getByRole('complementary', { name: 'Help' })).toBeVisible();

  await page.unroute(CHUNK);
  await offer.getByRole('button', { name: 'Reload the page' }).click();
  await expect(
    page
      .getByRole('button', { name: 'Play', exact: true })
      .or(page.getByRole('button', { name: 'Pause', exact: true }))
      .or(page.getByRole('dialog', { name: /resume/i }))
      .first(),
  ).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText('This part of the page could not be loaded.')).toHaveCount(0);
});
