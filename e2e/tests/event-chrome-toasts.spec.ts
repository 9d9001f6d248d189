// Toasts outside Q&A (SPEC §2, §9): copying a dial-in number or the access code from the Dial-In
// panel is confirmed by a toast, and a copy the browser refuses says so, so the person knows to
// copy it by hand.
import { expect, test, type Page } from '@playwright/test';
import { passPreEventUnlessLive } from '../support/conference.ts';
import { enterWithCode } from '../support/entry.ts';

async function openDialIn(page: Page) {
  await enterWithCode(page, 2001, 'DEMO-2001', false);
  await passPreEventUnlessLive(page);
  await page.getByRole('button', { name: 'Dial-In', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Dial-In' });
  await expect(panel.getByRole('link', { name: '+1 (800) 555-0199' })).toBeVisible();
  return panel;
}

test('copying a dial-in number and the access code is confirmed by a toast', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const panel = await openDialIn(page);
  await panel.getByRole('button', { name: 'Copy US toll-free' }).click();
  const toast = page
    .getByRole('status')
    .filter({ hasText: 'US toll-free copied: +1 (800) 555-0199' });
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('+1 (800) 555-0199');

  const code = (await panel.locator('.dialin__code').textContent())?.trim() ?? '';
  expect(code).not.toBe('');
  await panel.getByRole('button', { name: 'Copy Access code' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Access code copied: ${code}` }),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});

test('a copy the browser refuses is reported by a toast', async ({ page }) => {
  // The browser refuses the clipboard (as without permission or on an insecure page).
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
  });
  const panel = await openDialIn(page);
  await panel.getByRole('button', { name: 'Copy US local' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Could not copy the US local. Select it and copy it yourself.' }),
  ).toBeVisible();
});
