// SPEC §8: a 401 on any call stores the session-expired flag and shows the timeout screen.
import { expect, test } from '@playwright/test';
import { enterWithCode } from '../support/entry.ts';
import { currentSlide } from '../support/slides.ts';

test('after the session is gone, the next call lands on the timeout screen', async ({
  page,
  context,
}) => {
  // The slides view opens its hub (SPEC §2: a socket token on entry). Its token request must be
  // answered before the cookies go, or that request is the one that meets the 401.
  const hubToken = page.waitForResponse((response) => response.url().includes('/uegtoken'));
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  await expect(currentSlide(page, 1, 12)).toBeVisible();
  expect((await hubToken).status()).toBe(200);

  await context.clearCookies();
  // Changing the slide posts a logevent, which now answers 401.
  await page.getByRole('button', { name: 'Next slide' }).click();

  await expect(page).toHaveURL(/\/presentation\/v2\/1001\/timeout\/?$/);
  await expect(page.getByRole('heading', { name: 'Session timed out' })).toBeVisible();

  // Signing in again returns to the validate screen, which explains what happened.
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/presentation\/v2\/1001\/validate\/?$/);
  await expect(page.getByText('Your session timed out.', { exact: false })).toBeVisible();
});
