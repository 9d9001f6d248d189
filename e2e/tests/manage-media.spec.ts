// `Media (MP4)` in the manage area: a .mov is refused with the SPEC §3 message; an .mp4 goes up
// with a progress bar and is made ready on the server (its resolutions' Status shown); the slide
// sync tool marks slide changes, its attendee preview plays the media with the slides turning
// (no entry code needed), and the attendee's slides turn as the media plays.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
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

test('a coordinator uploads an .mp4 and sees it made ready; a .mov is refused', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const scratch = await mkdtemp(join(tmpdir(), 'podium-e2e-media-'));
  const mp4 = await makeMp4(scratch, 3);
  const coordinatorContext = await browser.newContext();
  const coordinator = await coordinatorContext.newPage();
  await signInToManage(coordinator);
  const title = `Harbor Logistics Fireside Chat ${Date.now()}`;
  expect(await createEvent(coordinator, { title, kind: 'Video only' })).toBeGreaterThanOrEqual(
    10001,
  );

  const mediaInput = coordinator.getByLabel('Media (MP4)');
  await mediaInput.setInputFiles({
    name: 'interview.mov',
    mimeType: 'video/quicktime',
    buffer: mp4,
  });
  await expect(coordinator.getByRole('alert')).toHaveText('Only .mp4 video files are accepted.');

  await mediaInput.setInputFiles({ name: 'fireside.mp4', mimeType: 'video/mp4', buffer: mp4 });
  // Processing shows its progress bar, then the ready message with each resolution's Status.
  await expect(
    coordinator.getByRole('progressbar', { name: 'Media processing progress' }),
  ).toBeVisible();
  await expect(coordinator.getByText('fireside.mp4 is ready for attendees.')).toBeVisible({
    timeout: 60_000,
  });
  await expect(coordinator.getByRole('row', { name: '320 × 240 Ready' })).toBeVisible();

  await coordinatorContext.close();
  await rm(scratch, { recursive: true, force: true });
});

test('the slide sync tool marks two slide changes; the slides turn with the media for an attendee', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const scratch = await mkdtemp(join(tmpdir(), 'podium-e2e-sync-'));
  const mp4 = await makeMp4(scratch, 8);
  const coordinatorContext = await browser.newContext();
  const coordinator = await coordinatorContext.newPage();
  await signInToManage(coordinator);
  const title = `Harbor Logistics Results ${Date.now()}`;
  const presId = await createEvent(coordinator, { title, kind: 'Media with slides' });
  await uploadDeck(coordinator, 3, 'Results');
  await uploadMedia(coordinator, 'results.mp4', mp4);
  await markSlideChanges(coordinator, [2, 4]);
  await expect(coordinator.getByText('3 of 3 slides marked.')).toBeVisible();
  await expect(coordinator.getByRole('list', { name: 'Slide start times' })).toHaveText([
    'Slide 1 at 0:00.0Slide 2 at 0:02.0Slide 3 at 0:04.0',
  ]);
  await coordinator.getByRole('button', { name: 'Save slide times' }).click();
  await expect(coordinator.getByText('Slide times saved.')).toBeVisible();

  // The attendee preview: the event as attendees see it, with no entry code: the media plays and
  // the slides turn at the saved times.
  await coordinator.getByRole('link', { name: 'Preview as attendee' }).click();
  await expect(coordinator.getByRole('region', { name: 'Attendee preview' })).toBeVisible();
  await expect(currentSlide(coordinator, 1, 3)).toBeVisible();
  await expect(coordinator.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(currentSlide(coordinator, 2, 3)).toBeVisible({ timeout: 15_000 });
  await expect(currentSlide(coordinator, 3, 3)).toBeVisible({ timeout: 15_000 });
  await coordinator.screenshot({ path: test.info().outputPath('attendee-preview-desktop.png') });
  await coordinator.getByRole('link', { name: 'Back to the event' }).click();
  await expect(coordinator.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await addEntryCode(coordinator, `RESULTS-${presId}`);

  const attendeeContext = await browser.newContext();
  const attendee = await attendeeContext.newPage();
  await enterWithCode(attendee, presId, `RESULTS-${presId}`, false);
  await expect(currentSlide(attendee, 1, 3)).toBeVisible();
  // The media starts by itself (nothing to resume); the slides follow the saved times.
  await expect(attendee.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(currentSlide(attendee, 2, 3)).toBeVisible({ timeout: 15_000 });
  await expect(currentSlide(attendee, 3, 3)).toBeVisible({ timeout: 15_000 });
  // Played again after its end, the media starts over from the first slide.
  await expect(attendee.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 15_000 });
  await attendee.getByRole('button', { name: 'Play' }).click();
  await expect(currentSlide(attendee, 1, 3)).toBeVisible();
  await expect(currentSlide(attendee, 2, 3)).toBeVisible({ timeout: 15_000 });

  await coordinatorContext.close();
  await attendeeContext.close();
  await rm(scratch, { recursive: true, force: true });
});
