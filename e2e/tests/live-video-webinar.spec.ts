// Demo 2003, the video webinar (SPEC §1: conference call plus live video, no slides): its replay
// is published with replay auto-enabled and the playback end a month ahead, so the viewer fetches
// it (SPEC §7 playbackMedia) and plays it in `Live video`, with the on-demand controls and no
// slides.
import { expect, test } from '@playwright/test';
import { enterWithCode } from '../support/entry.ts';

test('an attendee of 2003 plays the published replay', async ({ page }) => {
  const playback = page.waitForResponse((r) =>
    /\/conferencecalls\/7003\/playbackMedia$/.test(r.url()),
  );
  await enterWithCode(page, 2003, 'DEMO-2003', false);
  expect((await playback).status()).toBe(200);
  // SPEC §2 pre-replay modal: "Not now" keeps the replay waiting behind a button of its own.
  const preReplay = page.getByRole('dialog', { name: 'The live event has ended' });
  await expect(preReplay).toContainText('A replay of this event is available.');
  await preReplay.getByRole('button', { name: 'Not now' }).click();
  await expect(preReplay).toHaveCount(0);
  await expect(page.getByLabel('Live video')).toHaveCount(0);
  await page.getByRole('button', { name: 'Watch replay' }).click();
  const video = page.getByLabel('Live video');
  await expect(video).toBeVisible();
  await page
    .getByRole('button', { name: 'Play', exact: true })
    .or(page.getByRole('button', { name: 'Pause', exact: true }))
    .first()
    .waitFor();
  const state = () =>
    video.evaluate((el) => {
      const v = el as HTMLVideoElement;
      return { t: v.currentTime, w: v.videoWidth };
    });
  await expect.poll(async () => (await state()).w, { timeout: 20_000 }).toBeGreaterThan(0);
  const start = (await state()).t;
  await expect.poll(async () => (await state()).t - start, { timeout: 20_000 }).toBeGreaterThan(1);
  await expect(page.getByRole('slider', { name: 'Seek' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Slide \d+ of \d+$/ })).toHaveCount(0);
});
