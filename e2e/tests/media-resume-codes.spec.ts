// SPEC §4 resume modal codes in the browser, beside media-resume.spec.ts (code 1: the server's
// stored position): code 0 offers nothing on a first visit, and code 2 offers the position only
// this browser kept, when the server holds none for the person (here a new guest session).
import { expect, test } from '@playwright/test';
import {
  ensurePlaying,
  enterMediaEvent,
  mediaPlayer,
  mediaTime,
  pause,
  resumeDialog,
  seekTo,
} from '../support/media.ts';

const PRES_ID = 1003;

test('1003: a first visit offers no resume (code 0); a new session in the same browser is offered the position this browser kept (code 2)', async ({
  page,
  context,
}) => {
  await enterMediaEvent(page, PRES_ID);
  // Code 0: playback starts without the question being asked first.
  await ensurePlaying(page);
  await expect(resumeDialog(page)).toHaveCount(0);
  await seekTo(page, 15);
  await expect.poll(() => mediaTime(page)).toBeGreaterThan(16);
  await pause(page);
  const position = await mediaTime(page);

  // A new session: the server knows this guest by nothing, the browser still holds the position.
  await context.clearCookies();
  await page.goto(`/presentation/v2/${PRES_ID}/`);
  await page.getByRole('textbox', { name: 'Entry code' }).fill(`DEMO-${PRES_ID}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(mediaPlayer(page)).toBeVisible();
  const dialog = resumeDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(() => mediaTime(page), { message: `media time near the kept ${position} s` })
    .toBeGreaterThanOrEqual(position - 1);
  expect(await mediaTime(page)).toBeLessThanOrEqual(position + 2);
});
