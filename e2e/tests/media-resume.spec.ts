// SPEC §4 resume modal: the position is saved while watching and on pause/leave; coming back
// offers to continue from it ("Resume playback": Resume or Start over).
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/entry.ts';
import { currentSlide } from '../support/slides.ts';
import {
  ensurePlaying,
  enterMediaEvent,
  mediaPlayer,
  mediaTime,
  pause,
  readManifest,
  resumeDialog,
  seekTo,
  slideNumberAt,
} from '../support/media.ts';

const PRES_ID = 1002;
const manifest = readManifest(PRES_ID);
const SLIDE_COUNT = manifest.slides.length;

/** Watches from ~20 s, pauses, leaves the event; returns the position it paused at. */
async function watchPauseAndLeave(page: Page): Promise<number> {
  await enterMediaEvent(page, PRES_ID);
  await expect(resumeDialog(page)).toHaveCount(0);
  await ensurePlaying(page);
  await seekTo(page, 20);
  await expect.poll(() => mediaTime(page)).toBeGreaterThan(21);
  await pause(page);
  const position = await mediaTime(page);

  await page.getByRole('button', { name: 'Leave event', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/presentation/v2/${PRES_ID}/leaveevent/?$`));
  return position;
}

/** Comes back to the event the way a returning person does, through its link. */
async function comeBack(page: Page): Promise<void> {
  await page.goto(`/presentation/v2/${PRES_ID}/`);
  const entryCode = page.getByRole('textbox', { name: 'Entry code' });
  // whether leaving kept the session or not, the person gets back in and sees the modal
  await expect(resumeDialog(page).or(entryCode)).toBeVisible();
  if (await entryCode.isVisible()) await enterMediaEvent(page, PRES_ID);
  await expect(resumeDialog(page)).toBeVisible();
}

test('1002: pause, leave and come back → Resume continues at the stored position', async ({
  page,
}) => {
  const position = await watchPauseAndLeave(page);
  await comeBack(page);

  await resumeDialog(page).getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(resumeDialog(page)).toHaveCount(0);
  await expect
    .poll(() => mediaTime(page), { message: `media time near the stored ${position} s` })
    .toBeGreaterThanOrEqual(position - 1);
  expect(await mediaTime(page)).toBeLessThanOrEqual(position + 1);
  await expect(currentSlide(page, slideNumberAt(manifest, position), SLIDE_COUNT)).toBeVisible();
});

test('1002: pause, leave and come back → Start over plays from the beginning', async ({ page }) => {
  await watchPauseAndLeave(page);
  await comeBack(page);

  await resumeDialog(page).getByRole('button', { name: 'Start over', exact: true }).click();
  await expect(resumeDialog(page)).toHaveCount(0);
  await expect(currentSlide(page, 1, SLIDE_COUNT)).toBeVisible();
  expect(await mediaTime(page)).toBeLessThan(3);
});

test('1002: the position follows a signed-in attendee to another browser (saved on the server)', async ({
  browser,
}) => {
  // the first device: watch to ~30 s and pause; the pause saves to the server (SPEC §7 userPresData)
  const firstDevice = await browser.newContext();
  const first = await firstDevice.newPage();
  await signIn(first, PRES_ID, 'attendee@podium.test', false);
  await expect(mediaPlayer(first)).toBeVisible();
  const playing = first.getByRole('button', { name: 'Pause', exact: true });
  // a run against a data directory reused from an earlier run finds a stored position: start over
  await expect(resumeDialog(first).or(playing)).toBeVisible();
  if (await resumeDialog(first).isVisible())
    await resumeDialog(first).getByRole('button', { name: 'Start over', exact: true }).click();
  await ensurePlaying(first);
  await seekTo(first, 30);
  await expect.poll(() => mediaTime(first)).toBeGreaterThan(31);
  const saved = first.waitForResponse(
    (r) => /\/userPresData\/\d+$/.test(r.url()) && r.request().method() !== 'GET' && r.ok(),
  );
  await pause(first);
  const position = await mediaTime(first);
  await saved;
  await firstDevice.close();

  // the second device has nothing stored locally, so the offer can only come from the server
  const secondDevice = await browser.newContext();
  const second = await secondDevice.newPage();
  await signIn(second, PRES_ID, 'attendee@podium.test', false);
  await expect(resumeDialog(second)).toBeVisible();
  await resumeDialog(second).getByRole('button', { name: 'Resume', exact: true }).click();
  await expect
    .poll(() => mediaTime(second), { message: `media time near the stored ${position} s` })
    .toBeGreaterThanOrEqual(position - 1);
  expect(await mediaTime(second)).toBeLessThanOrEqual(position + 1);
  await expect(currentSlide(second, slideNumberAt(manifest, position), SLIDE_COUNT)).toBeVisible();
  await secondDevice.close();
});
