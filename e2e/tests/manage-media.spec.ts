// `Media (MP4)` in the manage area: a .mov is refused with the SPEC §3 message; an .mp4 goes up
// with a progress bar, is made ready on the server (its resolutions' Status shown) and then
// plays for an attendee who enters with the event's code.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { makeMp4 } from '../../apps/server/test/helpers/video.ts';
import { DEMO_PASSWORD, enterWithCode } from '../support/entry.ts';

async function signInToManage(page: Page): Promise<void> {
  await page.goto('/presentation/v2/manage/');
  await page.getByRole('textbox', { name: 'Email' }).fill('coordinator@podium.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'New event' })).toBeVisible();
}

test('a coordinator uploads an .mp4 for a video-only event; a .mov is refused', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const scratch = await mkdtemp(join(tmpdir(), 'podium-e2e-media-'));
  const mp4 = await makeMp4(scratch, 3);
  const coordinatorContext = await browser.newContext();
  const coordinator = await coordinatorContext.newPage();
  await signInToManage(coordinator);
  await coordinator.getByRole('button', { name: 'New event' }).click();
  const title = `Harbor Logistics Fireside Chat ${Date.now()}`;
  await coordinator.getByRole('textbox', { name: 'Title' }).fill(title);
  await coordinator.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Video only' });
  await coordinator.getByLabel('Start time').fill('2026-12-04T10:00');
  await coordinator.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/London');
  await coordinator.getByRole('button', { name: 'Create event' }).click();
  await expect(coordinator.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const presId = Number(/\/manage\/(\d+)$/.exec(coordinator.url())?.[1]);

  const mediaInput = coordinator.getByLabel('Media (MP4)');
  await mediaInput.setInputFiles({
    name: 'interview.mov',
    mimeType: 'video/quicktime',
    buffer: mp4,
  });
  await expect(coordinator.getByRole('alert')).toHaveText('Only .mp4 video files are accepted.');

  await mediaInput.setInputFiles({ name: 'fireside.mp4', mimeType: 'video/mp4', buffer: mp4 });
  // Processing shows its progress bar, then the ready message with each resolution's Status.
  await expect(
    coordinator.getByRole('progressbar', { name: 'Media processing progress' }),
  ).toBeVisible();
  await expect(coordinator.getByText('fireside.mp4 is ready for attendees.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(coordinator.getByRole('row', { name: '320 × 240 Ready' })).toBeVisible();

  const code = `FIRESIDE-${presId}`;
  await coordinator.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await coordinator.getByRole('button', { name: 'Add entry code' }).click();
  await expect(coordinator.getByRole('rowheader', { name: code })).toBeVisible();

  const attendeeContext = await browser.newContext();
  const attendee = await attendeeContext.newPage();
  await enterWithCode(attendee, presId, code, false);
  await attendee.getByRole('button', { name: 'Play' }).click();
  await expect(attendee.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect
    .poll(() => attendee.locator('video').evaluate((v) => (v as HTMLVideoElement).currentTime))
    .toBeGreaterThan(0.5);

  await coordinatorContext.close();
  await attendeeContext.close();
  await rm(scratch, { recursive: true, force: true });
});
