// Audio only, demo 1006 (ARCHITECTURE §4, SPEC §1): an <audio> player with the same accessible
// controls, no slides, and the speaker of the recording.
import { expect, test } from '@playwright/test';
import {
  currentSpeaker,
  ensurePlaying,
  enterMediaEvent,
  mediaElement,
  mediaTime,
  pause,
  readManifest,
  seekValueText,
  speakerAt,
} from '../support/media.ts';

const PRES_ID = 1006;
const manifest = readManifest(PRES_ID);

test('1006: the audio-only event plays, time advances, and it pauses', async ({ page }) => {
  await enterMediaEvent(page, PRES_ID);
  await expect(mediaElement(page)).toHaveJSProperty('tagName', 'AUDIO');
  await expect(page.getByRole('img', { name: /^Slide \d+ of \d+$/ })).toHaveCount(0);
  await ensurePlaying(page);

  const started = await mediaTime(page);
  await expect
    .poll(() => mediaTime(page), { message: 'audio time advances while playing' })
    .toBeGreaterThan(started + 1);
  await expect(currentSpeaker(page)).toContainText(speakerAt(manifest, 1).name);
  await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
    'aria-valuetext',
    seekValueText(manifest.durationSeconds),
  );

  await pause(page);
  const paused = await mediaTime(page);
  await page.waitForTimeout(500);
  expect(await mediaTime(page)).toBe(paused);
});
