// Small group meeting 4001 (SPEC §1, §4, §6; ARCHITECTURE §4): three Chromium pages with fake
// cameras and microphones. The host starts the meeting, two attendees join; every page shows the
// two others' video playing and hears their audio; the host mutes an attendee and the others see
// it; the host ends the meeting and everyone sees the post-meeting view. One attendee is on a
// phone-sized page, where every meeting control stays on screen.
// The active-speaker layout: whoever speaks is on the stage, a tile at least twice as large as the
// strip's, with the full camera layer, the strip's tiles the half one; the stage stays on the
// speaker after they fall silent; a shared screen takes the stage (arriving at the size it is
// shared) and the speaker leads the strip, which scrolls sideways on the phone. An attendee whose
// network drops is told so, and is back in the meeting by itself once the network returns. The
// host leaves under a loader overlay, telling the server (leavingmeetingstatus); the meeting goes
// on for the others until the host ends it.
import { expect, test, type Page } from '@playwright/test';
import { newPerson, type Person } from '../support/conference.ts';
import { enterWithCode, signIn } from '../support/entry.ts';
import { fakeMediaLaunchOptions } from '../support/fake-media.ts';
import {
  HALF_LAYER_WIDTH,
  expectControlsOnScreen,
  expectRemoteAudio,
  expectStyledButtons,
  expectTwoRemotePlaying,
  stageName,
  stripScroll,
  thumbnails,
  tileBoxes,
  tileVideo,
  tiles,
  verticalScroll,
  withinStrip,
} from '../support/meeting.ts';

const PRES = 4001;
const ENDED = 'The event has ended. Thank you for joining.';
const PHONE = { width: 390, height: 844 };
const OFFLINE = 'You are offline. The meeting reconnects by itself when the network is back.';
const LEAVING = 'Leaving the meeting…';
/** The domain's MEETING_STAGE_HOLD_MS: the stage holds a speaker at least this long. */
const STAGE_HOLD_MS = 2_000;

test.use({ launchOptions: fakeMediaLaunchOptions });

test('the host starts, two attendees join and see and hear each other; mute; the end', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
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
    // Every page has one tile on its stage from the start (somebody, before anyone spoke).
    for (const { page } of people)
      await expect.poll(() => stageName(page), { timeout: 20_000 }).not.toBeNull();

    // Only the attendee speaks (the others mute themselves): the attendee takes the stage of the
    // host's laptop and of the guest's phone, in the full camera layer; the strip gets the half.
    for (const { page } of [host, guest])
      await page.getByRole('button', { name: 'Mute microphone', exact: true }).click();
    for (const [page, other] of [
      [host.page, 'Grace Hopper'],
      [guest.page, 'Harper Host'],
    ] as const) {
      await expect.poll(() => stageName(page), { timeout: 20_000 }).toBe('Avery Attendee');
      await expect
        .poll(async () => (await tileVideo(page, 'Avery Attendee')).video, { timeout: 20_000 })
        .toBeGreaterThan(HALF_LAYER_WIDTH);
      expect((await tileVideo(page, other)).tile).toBeLessThanOrEqual(HALF_LAYER_WIDTH);
      await expect
        .poll(async () => (await tileVideo(page, other)).video, { timeout: 20_000 })
        .toBeLessThanOrEqual(HALF_LAYER_WIDTH);
    }
    // On the phone the stage spans the page (inside its margins); every control stays on screen.
    const phoneStage = (await tileBoxes(guest.page)).find((b) => b.name === 'Avery Attendee');
    expect(phoneStage?.width ?? 0).toBeGreaterThan(PHONE.width * 0.85);
    await expectControlsOnScreen(guest.page);
    await host.page.screenshot({ path: testInfo.outputPath('meeting-speaker-desktop.png') });
    await guest.page.screenshot({ path: testInfo.outputPath('meeting-speaker-phone.png') });

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
    // Nobody speaks now: the stage stays on the attendee, silent, for longer than the hold time
    // while their video plays on.
    for (const page of [host.page, guest.page]) {
      await expect
        .poll(() => avery(page).getAttribute('data-audio-level'), { timeout: 20_000 })
        .toBe('0.0000');
      const playing = () =>
        avery(page)
          .locator('video')
          .evaluate((v) => (v as HTMLVideoElement).currentTime);
      const from = await playing();
      await expect.poll(playing, { timeout: 20_000 }).toBeGreaterThan(from + STAGE_HOLD_MS / 500);
      expect(await stageName(page)).toBe('Avery Attendee');
    }
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
    // The screen is on the stage, at least twice as wide as any tile; the speaker leads the strip.
    for (const { page } of people) {
      const screenBox = await shared(page).locator('video').boundingBox();
      for (const tile of await tileBoxes(page))
        expect(screenBox?.width ?? 0).toBeGreaterThanOrEqual(2 * tile.width);
      expect(await stageName(page)).toBeNull();
    }
    for (const page of [host.page, guest.page])
      expect((await tileBoxes(page))[0]?.name).toBe('Avery Attendee');
    expect((await tileVideo(host.page, 'Avery Attendee')).tile).toBeLessThanOrEqual(
      HALF_LAYER_WIDTH,
    );
    await expect
      .poll(async () => (await tileVideo(host.page, 'Avery Attendee')).video, { timeout: 20_000 })
      .toBeLessThanOrEqual(HALF_LAYER_WIDTH);
    // The phone's strip holds all three tiles: it scrolls sideways, the page does not.
    const strip = await stripScroll(guest.page);
    expect(strip.scroll).toBeGreaterThan(strip.client);
    await guest.page
      .getByRole('list', { name: 'Participants', exact: true })
      .locator('.meeting__strip')
      .evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
    await expect.poll(async () => (await stripScroll(guest.page)).left).toBeGreaterThan(0);
    expect(
      await guest.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(PHONE.width);
    await host.page.screenshot({ path: testInfo.outputPath('meeting-screen-desktop.png') });
    await guest.page.screenshot({ path: testInfo.outputPath('meeting-screen-phone.png') });
    await host.page.getByRole('button', { name: 'Stop sharing', exact: true }).click();
    for (const { page } of people) await expect(shared(page)).toHaveCount(0);
    // The speaker on the stage again, with the full layer.
    await expect.poll(() => stageName(host.page), { timeout: 20_000 }).toBe('Avery Attendee');
    await expect
      .poll(async () => (await tileVideo(host.page, 'Avery Attendee')).video, { timeout: 20_000 })
      .toBeGreaterThan(HALF_LAYER_WIDTH);

    // The attendee's network drops: they are told, and the meeting comes back by itself once the
    // network returns; the others see and hear them again.
    await attendee.context.setOffline(true);
    await expect(attendee.page.getByRole('alert').filter({ hasText: OFFLINE })).toBeVisible();
    await attendee.context.setOffline(false);
    await expect(attendee.page.getByText(OFFLINE)).toHaveCount(0, { timeout: 30_000 });
    await expect(attendee.page.locator('[data-media-loss]')).toHaveCount(0, { timeout: 30_000 });
    for (const { page } of people) await expectTwoRemotePlaying(page);
    await expect(
      attendee.page.getByRole('button', { name: 'Leave meeting', exact: true }),
    ).toBeVisible();

    // The host leaves, the meeting going on (SPEC §6, §7): the page tells the server through
    // leavingmeetingstatus with its connection's id, under the SPEC §2 loader overlay until the
    // leave completes (the request is held to see it); the others see the host gone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const leavingStatus = `**/prescontrol/${PRES}/leavingmeetingstatus`;
    await host.page.route(leavingStatus, async (route) => {
      await held;
      await route.continue();
    });
    const sent = host.page.waitForRequest(leavingStatus);
    const answered = host.page.waitForResponse(leavingStatus);
    await host.page.getByRole('button', { name: 'Leave meeting', exact: true }).click();
    const overlay = host.page.getByRole('status').filter({ hasText: LEAVING });
    await expect(overlay).toBeVisible();
    await expect(host.page.locator('[aria-busy="true"]')).toHaveCount(1);
    expect((await sent).postDataJSON()).toEqual({ ConnectionId: expect.any(String) });
    release();
    expect((await answered).status()).toBe(204);
    await expect(overlay).toHaveCount(0);
    await expect(host.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(
      host.page.getByRole('button', { name: 'Join meeting', exact: true }),
    ).toBeVisible();
    for (const { page } of [attendee, guest])
      await expect(tiles(page).filter({ hasText: 'Harper Host' })).toHaveCount(0);

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
