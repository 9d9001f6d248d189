// A simulated-live video made in the manage area (SPEC §1, §4, §5): the coordinator uploads a
// deck and an .mp4, schedules the broadcast to start now, cues two slide changes just ahead of
// the broadcast and adds an entry code; the attendee who enters sees the video playing at the
// broadcast position (the server's clock: now − the scheduled start), with no seek or pause, and
// the slides turning at the cues.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { makeMp4 } from '../../apps/server/test/helpers/video.ts';
import { enterWithCode } from '../support/entry.ts';
import {
  addEntryCode,
  createEvent,
  markSlideChanges,
  signInToManage,
  uploadDeck,
  uploadMedia,
} from '../support/manage.ts';
import { currentSlide } from '../support/slides.ts';

/** How far (s) the broadcast video may be from the server's clock for the broadcast. */
const BROADCAST_DRIFT_S = 1.5;

/** Long enough to still play after up to a minute of the start's rounding and the set-up. */
const VIDEO_SECONDS = 180;
/** How far beyond the broadcast position (at cue time) the two slide changes are cued. */
const CUE_AHEAD_SECONDS = [30, 40] as const;

/** The current minute as a UTC wall time (the form's minute precision) and its instant. */
function thisMinuteUtc(): { wall: string; ms: number } {
  const ms = Math.floor(Date.now() / 60_000) * 60_000;
  return { wall: new Date(ms).toISOString().slice(0, 16), ms };
}

async function broadcastVideo(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('.simulive__video video');
    if (!video) throw new Error('no broadcast video');
    return { position: video.currentTime, paused: video.paused, at: Date.now() };
  });
}

test('an authored simulated-live video plays at the broadcast position with its slides', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const scratch = await mkdtemp(join(tmpdir(), 'podium-e2e-simulive-'));
  const mp4 = await makeMp4(scratch, VIDEO_SECONDS);
  const coordinatorContext = await browser.newContext();
  const coordinator = await coordinatorContext.newPage();
  await signInToManage(coordinator);

  const title = `Harbor Logistics Investor Day ${Date.now()}`;
  const presId = await createEvent(coordinator, { title, kind: 'Simulated-live video' });
  await uploadDeck(coordinator, 3, 'Investor Day');
  await uploadMedia(coordinator, 'investor-day.mp4', mp4, 90_000);

  // On air from this minute.
  const start = thisMinuteUtc();
  await coordinator.getByRole('textbox', { name: 'Start time' }).fill(start.wall);
  await coordinator.getByRole('combobox', { name: 'Time zone' }).selectOption('UTC');
  await coordinator.getByRole('button', { name: 'Save changes' }).click();
  await expect(coordinator.getByText('Changes saved.')).toBeVisible();

  // Two slide changes cued a little ahead of where the broadcast is now.
  const onAir = Math.round((Date.now() - start.ms) / 1000);
  const cues = [onAir + CUE_AHEAD_SECONDS[0], onAir + CUE_AHEAD_SECONDS[1]] as const;
  await markSlideChanges(coordinator, cues);
  await expect(coordinator.getByText('3 of 3 slides marked.')).toBeVisible();
  await coordinator.getByRole('button', { name: 'Save slide times' }).click();
  await expect(coordinator.getByText('Slide times saved.')).toBeVisible();
  const code = `INVESTOR-${presId}`;
  await addEntryCode(coordinator, code);

  const attendeeContext = await browser.newContext();
  const attendee = await attendeeContext.newPage();
  await enterWithCode(attendee, presId, code, false);
  await expect(attendee.getByRole('status', { name: 'Broadcast status' })).toHaveText(
    'Live broadcast',
  );
  await expect
    .poll(async () => (await broadcastVideo(attendee)).paused, { timeout: 20_000 })
    .toBe(false);
  // The video is where the server's clock has the broadcast: now − the scheduled start.
  await expect
    .poll(async () => {
      const { position, at } = await broadcastVideo(attendee);
      return Math.abs(position - (at - start.ms) / 1000);
    })
    .toBeLessThanOrEqual(BROADCAST_DRIFT_S);
  // Nobody seeks, pauses or turns the slides of a broadcast (SPEC §5).
  await expect(attendee.getByRole('slider', { name: 'Seek' })).toHaveCount(0);
  await expect(attendee.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  await expect(attendee.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
  await expect(attendee.getByRole('button', { name: 'Mute' })).toBeVisible();
  // The slides follow the cues as the broadcast reaches them.
  const { position } = await broadcastVideo(attendee);
  const shown = position < cues[0] ? 1 : position < cues[1] ? 2 : 3;
  await expect(currentSlide(attendee, shown, 3)).toBeVisible();
  if (shown < 2) await expect(currentSlide(attendee, 2, 3)).toBeVisible({ timeout: 45_000 });
  await expect(currentSlide(attendee, 3, 3)).toBeVisible({ timeout: 45_000 });
  const later = await broadcastVideo(attendee);
  // The slide follows the broadcast clock; the video keeps to it within the same drift.
  expect(later.position).toBeGreaterThanOrEqual(cues[1] - BROADCAST_DRIFT_S);
  expect(Math.abs(later.position - (later.at - start.ms) / 1000)).toBeLessThanOrEqual(
    BROADCAST_DRIFT_S,
  );

  await attendee.setViewportSize({ width: 1366, height: 768 });
  await attendee.screenshot({ path: test.info().outputPath('simulive-video-desktop.png') });
  await attendee.setViewportSize({ width: 390, height: 844 });
  await attendee.screenshot({ path: test.info().outputPath('simulive-video-phone.png') });

  await coordinatorContext.close();
  await attendeeContext.close();
  await rm(scratch, { recursive: true, force: true });
});
