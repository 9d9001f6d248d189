// Small group meeting 4001 (SPEC §1, §4, §6; ARCHITECTURE §4): three Chromium pages with fake
// cameras and microphones. The host starts the meeting, two attendees join; every page shows the
// two others' video playing and hears their audio; the host mutes an attendee and the others see
// it; the host ends the meeting and everyone sees the post-meeting view. One attendee is on a
// phone-sized page, where every meeting control stays on screen. Cameras come in the layer that
// fits the tiles: full while three people have large tiles, half on the phone's small tiles and
// while a shared screen makes them small; the shared screen arrives at the size it is shared.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newPerson, type Person } from '../support/conference.ts';
import { enterWithCode, signIn } from '../support/entry.ts';
import { fakeMediaLaunchOptions } from '../support/fake-media.ts';

const PRES = 4001;
const ENDED = 'The event has ended. Thank you for joining.';
const PHONE = { width: 390, height: 844 };

test.use({ launchOptions: fakeMediaLaunchOptions });

const tiles = (page: Page): Locator =>
  page.getByRole('list', { name: 'Participants', exact: true }).getByRole('listitem');
const remoteTiles = (page: Page): Locator => tiles(page).and(page.locator('[data-remote="true"]'));

/** Every remote video on the page: its size and playback position now. */
function remoteVideos(page: Page) {
  return page.locator('[data-remote="true"] video').evaluateAll((videos) =>
    videos.map((v) => {
      const video = v as HTMLVideoElement;
      return { width: video.videoWidth, height: video.videoHeight, time: video.currentTime };
    }),
  );
}

async function expectTwoRemotePlaying(page: Page): Promise<void> {
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
      { timeout: 15_000 },
    )
    .toBe(2);
}

/**
 * Every control of the meeting (its toolbar's buttons and device pickers, the tiles' buttons)
 * lies across the page's width, none cut off at its side, and the page does not scroll sideways.
 */
async function expectControlsOnScreen(page: Page): Promise<void> {
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

const thumbnails = (page: Page): Locator =>
  page
    .getByRole('navigation', { name: 'Slide thumbnails' })
    .getByRole('button', { name: /^Go to slide \d+$/ });

/** How far the page and every box on it are scrolled down, in all. */
const verticalScroll = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      window.scrollY +
      Array.from(document.querySelectorAll('*')).reduce((sum, e) => sum + e.scrollTop, 0),
  );

/** Whether a thumbnail lies across its strip's visible width. */
const withinStrip = (thumbnail: Locator): Promise<boolean> =>
  thumbnail.evaluate((button) => {
    const strip = button.closest('ol')?.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    return strip !== undefined && box.left >= strip.left && box.right <= strip.right;
  });

/**
 * The meeting's buttons are the page's own, not the browser's grey defaults: each at least the
 * 44 px touch size in the toolbar (32 px on a tile) with a rounded border and its container's font.
 */
async function expectStyledButtons(page: Page): Promise<void> {
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
function tileVideo(page: Page, name: string) {
  return tiles(page)
    .filter({ hasText: name })
    .locator('video')
    .evaluate((v) => ({
      tile: v.getBoundingClientRect().width,
      video: (v as HTMLVideoElement).videoWidth,
    }));
}

/** Half the fake camera's 640 px: what the half layer is at most. */
const HALF_LAYER_WIDTH = 320;

/** The loudest level each remote tile reached while polled (the page's WebAudio analysers). */
async function expectRemoteAudio(page: Page): Promise<void> {
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

test('the host starts, two attendees join and see and hear each other; mute; the end', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const people: Person[] = [];
  try {
    const host = await newPerson(browser);
    const attendee = await newPerson(browser);
    const phoneContext = await browser.newContext({ viewport: PHONE });
    const guest = { context: phoneContext, page: await phoneContext.newPage() };
    people.push(host, attendee, guest);
    await signIn(host.page, PRES, 'host@podium.test', false);
    await signIn(attendee.page, PRES, 'attendee@podium.test', false);
    // A guest of an entry code is asked their name, and shows by it (not as "Guest").
    await enterWithCode(guest.page, PRES, 'DEMO-4001', false, {
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Podium QA',
      email: `grace-${Date.now()}@example.test`,
    });

    // SPEC §4: the attendees' pre-event modal says the meeting has not started — before the start
    // time it is waiting, after it (the shared server may have run for longer than the 5 minutes
    // to 4001's start) it is starting soon; SPEC §2: inside the pre-meeting access window the
    // slides and their thumbnails are there.
    const notStarted =
      /^The meeting (has not started yet\. It begins at|is starting soon\. Please wait for the host\.)/;
    for (const { page } of [attendee, guest]) {
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(notStarted)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Join meeting' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Slide thumbnails' })).toBeAttached();
    }
    await expect(host.page.getByRole('dialog')).toHaveCount(0);
    // The host is not told to wait for the host.
    await expect(host.page.getByRole('status').filter({ hasText: /^The meeting / })).toHaveText(
      /^The meeting (has not started yet\. It begins at|is starting soon\. Start it when you are ready\.)/,
    );
    await host.page.getByRole('button', { name: 'Start meeting', exact: true }).click();
    await expect(host.page.getByRole('button', { name: 'End meeting', exact: true })).toBeVisible();
    // The modal stays open while the meeting runs and offers to join it.
    for (const { page } of [attendee, guest])
      await page
        .getByRole('dialog')
        .getByRole('button', { name: 'Join meeting', exact: true })
        .click();

    for (const { page } of people) {
      await expect(page.getByRole('button', { name: 'Leave meeting', exact: true })).toBeVisible();
      await expectTwoRemotePlaying(page);
    }
    for (const { page } of people) await expectRemoteAudio(page);
    for (const { page } of [host, attendee])
      await expect(tiles(page).filter({ hasText: 'Grace Hopper' })).toHaveCount(1);
    await expect(tiles(host.page).filter({ hasText: /^Guest/ })).toHaveCount(0);
    await expectControlsOnScreen(guest.page);
    await expectStyledButtons(host.page);
    await expectStyledButtons(guest.page);
    // Three participants: large tiles, and the full camera layer in them (more than half size).
    expect((await tileVideo(host.page, 'Avery Attendee')).tile).toBeGreaterThanOrEqual(360);
    await expect
      .poll(async () => (await tileVideo(host.page, 'Avery Attendee')).video, { timeout: 20_000 })
      .toBeGreaterThan(HALF_LAYER_WIDTH);
    // The phone shows the same cameras in small tiles: it is sent their half layer.
    expect((await tileVideo(guest.page, 'Avery Attendee')).tile).toBeLessThanOrEqual(
      HALF_LAYER_WIDTH,
    );
    await expect
      .poll(async () => (await tileVideo(guest.page, 'Avery Attendee')).video, { timeout: 20_000 })
      .toBeLessThanOrEqual(HALF_LAYER_WIDTH);

    // The host's slide is everyone's.
    await host.page.getByRole('button', { name: 'Next slide', exact: true }).click();
    for (const { page } of people)
      await expect(page.getByRole('img', { name: /^Slide 2 of \d+$/ })).toBeVisible();
    // A slide change never scrolls a page: each strip alone brings the current thumbnail into
    // its middle (at once, the pages asking for reduced motion), the tiles stay where they were.
    // Each person has scrolled back up to the tiles (the strip below them on the phone).
    for (const { page } of people) {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.evaluate(() => {
        window.scrollTo(0, 0);
        for (const e of Array.from(document.querySelectorAll('*'))) e.scrollTop = 0;
      });
    }
    const last = await thumbnails(host.page).count();
    const scrolled = await Promise.all(people.map(({ page }) => verticalScroll(page)));
    expect(scrolled).toEqual([0, 0, 0]);
    // Dispatched rather than clicked: a click would first scroll the host's page to the strip.
    await thumbnails(host.page).last().dispatchEvent('click');
    for (const [i, { page }] of people.entries()) {
      const current = thumbnails(page).last();
      await expect(current).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => withinStrip(current)).toBe(true);
      expect(await verticalScroll(page), `page ${i} did not scroll`).toBe(scrolled[i]);
      await expect(page.getByRole('img', { name: `Slide ${last} of ${last}` })).toBeVisible();
    }

    // The host mutes the attendee: the attendee and the others see it.
    const avery = (page: Page) => tiles(page).filter({ hasText: 'Avery Attendee' });
    await avery(host.page).getByRole('button', { name: 'Mute', exact: true }).click();
    for (const { page } of people)
      await expect(avery(page).getByText('Muted by the host')).toBeVisible();
    await expect(
      attendee.page.getByRole('button', { name: 'Unmute microphone', exact: true }),
    ).toBeVisible();

    // The host shares a screen (Chromium's fake picker gives one): a large tile for everyone.
    const shared = (page: Page) => page.getByRole('region', { name: 'Shared screen', exact: true });
    await host.page.getByRole('button', { name: 'Share screen', exact: true }).click();
    for (const { page } of people)
      await expect
        .poll(
          () =>
            shared(page)
              .locator('video')
              .evaluate((v) => (v as HTMLVideoElement).videoWidth),
          {
            timeout: 20_000,
          },
        )
        .toBeGreaterThan(0);
    // The screen arrives at the size the host shares it; the tiles are small now and get the
    // half camera layer.
    const sharedWidth = (page: Page) =>
      shared(page)
        .locator('video')
        .evaluate((v) => (v as HTMLVideoElement).videoWidth);
    const screenWidth = await sharedWidth(host.page);
    await expect.poll(() => sharedWidth(attendee.page), { timeout: 20_000 }).toBe(screenWidth);
    expect((await tileVideo(host.page, 'Avery Attendee')).tile).toBeLessThan(360);
    await expect
      .poll(async () => (await tileVideo(host.page, 'Avery Attendee')).video, { timeout: 20_000 })
      .toBeLessThanOrEqual(HALF_LAYER_WIDTH);
    await host.page.getByRole('button', { name: 'Stop sharing', exact: true }).click();
    for (const { page } of people) await expect(shared(page)).toHaveCount(0);
    // Large tiles again, with the full layer.
    await expect
      .poll(async () => (await tileVideo(host.page, 'Avery Attendee')).video, { timeout: 20_000 })
      .toBeGreaterThan(HALF_LAYER_WIDTH);

    // Ending the meeting for everyone is asked first.
    await host.page.getByRole('button', { name: 'End meeting', exact: true }).click();
    await host.page
      .getByRole('dialog', { name: 'End the meeting for everyone?' })
      .getByRole('button', { name: 'End meeting', exact: true })
      .click();
    for (const { page } of people) {
      await expect(page.getByRole('status').filter({ hasText: ENDED })).toBeVisible();
      await expect(tiles(page)).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  } finally {
    for (const person of people) await person.context.close();
  }
});
