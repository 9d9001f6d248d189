// The system check pages (SPEC §2, §4 init → running → completed) in Chromium with its fake
// camera and microphone: every check runs against the real server (the signature, the signed HLS
// test stream) and the SPEC §9 "system check passed" cookie is kept.
import { expect, test, type Page } from '@playwright/test';
import { fakeMediaLaunchOptions } from '../support/fake-media.ts';

test.use({ launchOptions: fakeMediaLaunchOptions });

const COOKIE = 'podium_system_check_passed';
const status = (page: Page) => page.getByRole('status', { name: 'System check status' });

async function runCheck(page: Page, checks: number) {
  const results = page.getByRole('list', { name: 'System check results' });
  await expect(status(page)).toHaveText('The system check has not started.');
  await expect(results.getByRole('listitem')).toHaveCount(checks);
  await page.getByRole('button', { name: 'Start system check' }).click();
  await expect(status(page)).toHaveText('Checking your system…');
  // The speaker test asks the person; the tone plays meanwhile.
  await page.getByRole('button', { name: 'Yes, I hear the tone' }).click({ timeout: 20_000 });
  await expect(status(page)).toHaveText('System check passed. This computer is ready.', {
    timeout: 25_000,
  });
  await expect(page.locator('[data-status="completed"]')).toBeVisible();
  await expect(results.locator('li[data-state="passed"]')).toHaveCount(checks);
  await expect(results.getByRole('listitem').filter({ hasText: 'Browser' })).toContainText(
    /Chrome \d+/,
  );
  await expect(
    results.getByRole('listitem').filter({ hasText: 'Connection to the server' }),
  ).toContainText(/\d+ ms round trip/);
  // The HLS test stream really played: its time advanced.
  const played = await page
    .getByLabel('Test stream')
    .evaluate((video: HTMLVideoElement) => video.currentTime);
  expect(played).toBeGreaterThan(0);
}

async function passedCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === COOKIE)?.value ?? null;
}

test('presenter system check: browser, camera, microphone, speakers, network and HLS pass', async ({
  page,
}) => {
  await page.goto('/presentation/v2/viewer/nrslive-presenter-system-check');
  await expect(page.getByRole('heading', { name: 'System check: Presenter' })).toBeVisible();
  await runCheck(page, 6);
  const preview = page.getByLabel('Camera preview');
  await expect
    .poll(() => preview.evaluate((video: HTMLVideoElement) => video.videoWidth))
    .toBeGreaterThan(0);
  expect(await passedCookie(page)).toBe('presenter');

  // The cookie is remembered: the participant page knows this computer passed.
  await page.goto('/presentation/v2/viewer/nrslive-participant-system-check');
  await expect(page.getByText('This computer passed the system check before.')).toBeVisible();
});

test('participant system check reaches completed, and a "no" to the tone fails it', async ({
  page,
}) => {
  await page.goto('/presentation/v2/viewer/nrslive-participant-system-check');
  await expect(page.getByRole('heading', { name: 'System check: Participant' })).toBeVisible();
  await expect(page.getByText('This computer passed the system check before.')).toHaveCount(0);
  await runCheck(page, 4);
  expect(await passedCookie(page)).toBe('participant');
  await expect(page.getByLabel('Camera preview')).toHaveCount(0);

  await page.getByRole('button', { name: 'Run the system check again' }).click();
  await page.getByRole('button', { name: 'No, I do not hear it' }).click({ timeout: 20_000 });
  await expect(status(page)).toHaveText(
    'System check completed with problems. See the results below.',
    { timeout: 25_000 },
  );
  const speakers = page
    .getByRole('list', { name: 'System check results' })
    .getByRole('listitem')
    .filter({ hasText: 'Speakers' });
  await expect(speakers).toHaveAttribute('data-state', 'failed');
  await expect(speakers).toContainText('The test tone was not heard.');
  expect(await passedCookie(page)).toBeNull();
});

test('the popup runs the presenter checks when asked to', async ({ page }) => {
  await page.goto('/presentation/v2/SystemCheckPopup?role=presenter');
  await expect(page.getByRole('heading', { name: 'System check' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'System check results' }).getByRole('listitem'),
  ).toHaveCount(6);
});
