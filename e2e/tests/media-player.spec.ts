// Demo 1002's presentation extras (ARCHITECTURE §4): SPEC §3 media actions switch the player
// between regular and large, slide media plays in place of its slide, and the watermark overlays
// the video (HasWatermark).
import { expect, test } from '@playwright/test';
import { currentSlide } from '../support/slides.ts';
import {
  ensurePlaying,
  enterMediaEvent,
  mediaPlayer,
  readManifest,
  seekTo,
  slideVideo,
} from '../support/media.ts';

const PRES_ID = 1002;
const manifest = readManifest(PRES_ID);
const SLIDE_COUNT = manifest.slides.length;

/** SPEC §3 MediaActionType: 1 switches to the regular player, 2 to the large one. */
function playerSizeAt(t: number): 'regular' | 'large' {
  let size: 'regular' | 'large' = 'regular';
  let latest = -1;
  for (const action of manifest.mediaActions)
    for (const at of action.timecodeSequence.split(',').map(Number))
      if (at <= t && at > latest) {
        latest = at;
        size = action.type === 2 ? 'large' : 'regular';
      }
  return size;
}

test('1002: media actions switch the player between regular and large, also after seeking back', async ({
  page,
}) => {
  await enterMediaEvent(page, PRES_ID);
  await expect(mediaPlayer(page)).toHaveAttribute('data-player-size', 'regular');
  await ensurePlaying(page);

  for (const target of [41, 51, 71, 5]) {
    await seekTo(page, target);
    await expect(mediaPlayer(page), `player size at ${target} s`).toHaveAttribute(
      'data-player-size',
      playerSizeAt(target),
    );
  }
  // the manifest really alternates, so the loop above saw both sizes
  expect([41, 51].map(playerSizeAt)).toEqual(['large', 'regular']);
});

test('1002: slide media plays in place of its slide, and the next slide is an image again', async ({
  page,
}) => {
  const clip = manifest.slideMedia[0]!;
  const n = clip.slideIndex + 1;
  const start = manifest.slides[clip.slideIndex]!.timeSeconds;
  const next = manifest.slides[clip.slideIndex + 1]!.timeSeconds;

  await enterMediaEvent(page, PRES_ID);
  await ensurePlaying(page);
  await seekTo(page, start + 1);

  const video = slideVideo(page, n);
  await expect(video).toBeVisible();
  await expect(currentSlide(page, n, SLIDE_COUNT)).toBeHidden();
  await expect
    .poll(() =>
      video.evaluate((el) => {
        const clipVideo = el as HTMLVideoElement;
        return !clipVideo.paused && clipVideo.currentTime > 0.2 && clipVideo.readyState >= 2;
      }),
    )
    .toBe(true);

  await seekTo(page, next + 1);
  await expect(currentSlide(page, n + 1, SLIDE_COUNT)).toBeVisible();
  await expect(video).toBeHidden();
});

test('1002: the watermark overlays the player', async ({ page }) => {
  await enterMediaEvent(page, PRES_ID);
  const watermark = page.getByTestId('watermark');
  await expect(watermark).toBeVisible();
  // decoration only: assistive technology does not announce it
  await expect(watermark).toHaveAttribute('aria-hidden', 'true');
  const [mark, player] = await Promise.all([
    watermark.boundingBox(),
    mediaPlayer(page).boundingBox(),
  ]);
  expect(mark).not.toBeNull();
  expect(player).not.toBeNull();
  // it lies over the player, not somewhere else on the page
  expect(mark!.x).toBeGreaterThanOrEqual(player!.x - 1);
  expect(mark!.y).toBeGreaterThanOrEqual(player!.y - 1);
  expect(mark!.x + mark!.width).toBeLessThanOrEqual(player!.x + player!.width + 1);
  expect(mark!.y + mark!.height).toBeLessThanOrEqual(player!.y + player!.height + 1);
});
