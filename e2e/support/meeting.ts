// The small group meeting's browser checks (demo 4001): its tiles and their videos, the layer each
// camera arrives in, its controls on screen, its slide thumbnails, and the active-speaker layout
// (which tile is on the stage, how large against the strip).
import { expect, type Locator, type Page } from '@playwright/test';

export const tiles = (page: Page): Locator =>
  page.getByRole('list', { name: 'Participants', exact: true }).getByRole('listitem');
export const remoteTiles = (page: Page): Locator =>
  tiles(page).and(page.locator('[data-remote="true"]'));

/** Every remote video on the page: its size and playback position now. */
export function remoteVideos(page: Page) {
  return page.locator('[data-remote="true"] video').evaluateAll((videos) =>
    videos.map((v) => {
      const video = v as HTMLVideoElement;
      return { width: video.videoWidth, height: video.videoHeight, time: video.currentTime };
    }),
  );
}

export async function expectTwoRemotePlaying(page: Page): Promise<void> {
  await expect(remoteTiles(page)).toHaveCount(2, { timeout: 30_000 });
  await expect
    .poll(
      async () => (await remoteVideos(page)).filter((v) => v.width > 0 && v.height > 0).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(2);
  const before = await remoteVideos(page);
  await expect
    .poll(
      async () => {
        const now = await remoteVideos(page);
        return now.filter((v, i) => v.time > (before[i]?.time ?? 0)).length;
      },
      // Three browsers sending and receiving on two cores: a video that has its size may take
      // as long again before its clock moves.
      { timeout: 30_000 },
    )
    .toBe(2);
}

/**
 * Every control of the meeting (its toolbar's buttons and device pickers, the tiles' buttons)
 * lies across the page's width, none cut off at its side, and the page does not scroll sideways.
 */
export async function expectControlsOnScreen(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const toolbar = page.getByRole('toolbar', { name: 'Meeting controls', exact: true });
  await expect(toolbar.getByRole('combobox', { name: 'Camera', exact: true })).toBeVisible();
  const controls = toolbar
    .getByRole('button')
    .or(toolbar.getByRole('combobox'))
    .or(tiles(page).getByRole('button'));
  const boxes = await controls.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        name: element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30),
        left: box.left,
        right: box.right,
        width: box.width,
      };
    }),
  );
  expect(boxes.length).toBeGreaterThanOrEqual(5);
  for (const box of boxes) {
    expect.soft(box.width, `${box.name} has a width`).toBeGreaterThan(0);
    expect.soft(box.left, `${box.name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect.soft(box.right, `${box.name} ends on screen`).toBeLessThanOrEqual(width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

export const thumbnails = (page: Page): Locator =>
  page
    .getByRole('navigation', { name: 'Slide thumbnails' })
    .getByRole('button', { name: /^Go to slide \d+$/ });

/** How far the page and every box on it are scrolled down, in all. */
export const verticalScroll = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      window.scrollY +
      Array.from(document.querySelectorAll('*')).reduce((sum, e) => sum + e.scrollTop, 0),
  );

/** Whether a thumbnail lies across its strip's visible width. */
export const withinStrip = (thumbnail: Locator): Promise<boolean> =>
  thumbnail.evaluate((button) => {
    const strip = button.closest('ol')?.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    return strip !== undefined && box.left >= strip.left && box.right <= strip.right;
  });

/**
 * The meeting's buttons are the page's own, not the browser's grey defaults: each at least the
 * 44 px touch size in the toolbar (32 px on a tile) with a rounded border and its container's font.
 */
export async function expectStyledButtons(page: Page): Promise<void> {
  const toolbar = page.getByRole('toolbar', { name: 'Meeting controls', exact: true });
  const looks = (buttons: Locator) =>
    buttons.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return {
          name: element.textContent?.trim() ?? '',
          height: element.getBoundingClientRect().height,
          radius: parseFloat(style.borderTopLeftRadius),
          // A browser's default button has a font of its own, not its container's.
          font: style.fontFamily === getComputedStyle(element.parentElement ?? element).fontFamily,
        };
      }),
    );
  const bar = await looks(toolbar.getByRole('button'));
  const tile = await looks(tiles(page).getByRole('button'));
  expect(bar.length).toBeGreaterThanOrEqual(3);
  for (const [buttons, least] of [
    [bar, 44],
    [tile, 32],
  ] as const)
    for (const b of buttons) {
      expect.soft(b.height, `${b.name} is tall enough`).toBeGreaterThanOrEqual(least);
      expect.soft(b.radius, `${b.name} has rounded corners`).toBeGreaterThan(0);
      expect.soft(b.font, `${b.name} is in its container's font`).toBe(true);
    }
}

/** A tile's width on the page and the width of the camera video it receives (its layer). */
export function tileVideo(page: Page, name: string) {
  return tiles(page)
    .filter({ hasText: name })
    .locator('video')
    .evaluate((v) => ({
      tile: v.getBoundingClientRect().width,
      video: (v as HTMLVideoElement).videoWidth,
    }));
}

/** Half the fake camera's 640 px: what the half layer is at most. */
export const HALF_LAYER_WIDTH = 320;

/** The loudest level each remote tile reached while polled (the page's WebAudio analysers). */
export async function expectRemoteAudio(page: Page): Promise<void> {
  const peaks = [0, 0];
  await expect
    .poll(
      async () => {
        const levels = await remoteTiles(page).evaluateAll((items) =>
          items.map((item) => Number(item.getAttribute('data-audio-level') ?? '0')),
        );
        levels.forEach((level, i) => (peaks[i] = Math.max(peaks[i] ?? 0, level)));
        return peaks.filter((peak) => peak > 0).length;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBe(2);
}

/** Each tile's name and size on the page, in the order of the list. */
export function tileBoxes(page: Page) {
  return tiles(page).evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { name: item.getAttribute('aria-label') ?? '', width: box.width, height: box.height };
    }),
  );
}

/**
 * The tile on the stage: the one at least twice as wide as every other; null when no tile is (a
 * shared screen on the stage).
 */
export async function stageName(page: Page): Promise<string | null> {
  const boxes = await tileBoxes(page);
  const widest = boxes.reduce<(typeof boxes)[number] | null>(
    (best, box) => (best === null || box.width > best.width ? box : best),
    null,
  );
  if (widest === null) return null;
  const others = boxes.filter((box) => box !== widest);
  return others.every((o) => widest.width >= 2 * o.width) ? widest.name : null;
}

/** The strip of small tiles: how wide it is, how wide its content, and how far it scrolled. */
export function stripScroll(page: Page) {
  return page
    .getByRole('list', { name: 'Participants', exact: true })
    .locator('.meeting__strip')
    .evaluate((strip) => ({
      client: strip.clientWidth,
      scroll: strip.scrollWidth,
      left: strip.scrollLeft,
    }));
}
