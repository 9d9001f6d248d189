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
    await enterWithCode(guest.page, PRES, 'DEMO-4001', false);

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
    await expectControlsOnScreen(guest.page);
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
