// Demo 2003, the video webinar (SPEC §1: conference call plus live video, no slides): its replay
// is published with replay auto-enabled and the playback end a month ahead, so the viewer fetches
// it (SPEC §7 playbackMedia) and plays it in `Live video`, with the on-demand controls and no
// slides.
import { expect, test, type Locator, type Page } from '@playwright/test';
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

/** Opens 2003's replay from the pre-replay modal and waits for its first frame. */
async function watchReplay(page: Page) {
  await enterWithCode(page, 2003, 'DEMO-2003', false);
  await page
    .getByRole('dialog', { name: 'The live event has ended' })
    .getByRole('button', { name: 'Watch replay' })
    .click();
  const video = page.getByLabel('Live video');
  await expect
    .poll(() => video.evaluate((el) => (el as HTMLVideoElement).videoWidth), { timeout: 20_000 })
    .toBeGreaterThan(0);
  return video;
}

/** Whether `inner`'s box lies within `outer`'s. */
async function liesWithin(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (a === null || b === null) return false;
  return (
    a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height
  );
}

test('the replay shows its elapsed and total time, offers sound over the video and full screen', async ({
  page,
}) => {
  const video = await watchReplay(page);
  // Muted to autoplay (SPEC §9): the one `Unmute` lies over the picture, not in the bar.
  const unmute = page.getByRole('button', { name: 'Unmute', exact: true });
  await expect(unmute).toBeVisible();
  expect(await liesWithin(unmute, video)).toBe(true);
  expect(await video.evaluate((el) => (el as HTMLVideoElement).muted)).toBe(true);
  await unmute.click();
  await expect(unmute).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
  expect(await video.evaluate((el) => (el as HTMLVideoElement).muted)).toBe(false);
  // Muted again from the bar, the bar's own toggle says Unmute; nothing covers the picture.
  await page.getByRole('button', { name: 'Mute', exact: true }).click();
  await expect(unmute).toBeVisible();
  expect(await liesWithin(unmute, video)).toBe(false);

  // Elapsed and total time, the elapsed part moving as it plays; the total is the media's.
  const time = page.getByText(/^\d+:\d{2} \/ \d+:\d{2}$/);
  await expect(time).toBeVisible();
  const clock = async () => {
    const [elapsed = '', total = ''] = ((await time.textContent()) ?? '').split(' / ');
    const seconds = (t: string) => t.split(':').reduce((s, part) => s * 60 + Number(part), 0);
    return { elapsed: seconds(elapsed), total: seconds(total) };
  };
  const duration = await video.evaluate((el) => Math.floor((el as HTMLVideoElement).duration));
  await expect.poll(async () => (await clock()).total).toBe(duration);
  const first = (await clock()).elapsed;
  await expect
    .poll(async () => (await clock()).elapsed, { timeout: 15_000 })
    .toBeGreaterThan(first);

  // Full screen shows the stage (the video with its controls), and Exit full screen leaves it.
  await page.getByRole('button', { name: 'Full screen', exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.querySelector('video') !== null))
    .toBe(true);
  await page.getByRole('button', { name: 'Exit full screen', exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await expect(page.getByRole('button', { name: 'Full screen', exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a large Unmute over the replay gives it sound with one tap', async ({ page }) => {
    const video = await watchReplay(page);
    const unmute = page.getByRole('button', { name: 'Unmute', exact: true });
    await expect(unmute).toBeInViewport();
    expect(await liesWithin(unmute, video)).toBe(true);
    const box = await unmute.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await unmute.tap();
    await expect(unmute).toHaveCount(0);
    expect(await video.evaluate((el) => (el as HTMLVideoElement).muted)).toBe(false);
  });
});
