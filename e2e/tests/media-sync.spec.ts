// Video with slides, demo 1002 (ARCHITECTURE §4): SPEC §3 cue points keep the slide and the
// speaker in step with the media while it plays, after seeks and after chapter jumps.
// Expected times come from the demo manifest (apps/server/src/demo/assets/1002/media.json).
import { expect, test } from '@playwright/test';
import { currentSlide } from '../support/slides.ts';
import {
  chapterNav,
  currentSpeaker,
  ensurePlaying,
  enterMediaEvent,
  mediaElement,
  mediaPlayer,
  mediaState,
  mediaTime,
  pause,
  readManifest,
  recordSlideChanges,
  seekTo,
  seekValueText,
  setSpeed,
  slideChanges,
  slideNumberAt,
  speakerAt,
} from '../support/media.ts';

const PRES_ID = 1002;
const manifest = readManifest(PRES_ID);
const SLIDE_COUNT = manifest.slides.length;

/**
 * How far past its cue time a slide may turn in this test. The 0.25 s budget (ARCHITECTURE §7) is
 * measured by scripts/bench/media-sync.mjs, not asserted here: this bound only has to tell "the
 * slide turned at its cue" from "turned at the wrong cue", on two busy cores at 2x,
 * where a player driven by timeupdate events sees media time in steps of up to ~0.5 s.
 */
const TURN_TOLERANCE_S = 1;

test('1002: the player plays, Slide 1 shows, and slide 2 turns at its cue time (at 2x)', async ({
  page,
}) => {
  await enterMediaEvent(page, PRES_ID);
  await expect(mediaElement(page)).toHaveJSProperty('tagName', 'VIDEO');
  await expect(currentSlide(page, 1, SLIDE_COUNT)).toBeVisible();
  await ensurePlaying(page);

  // the controls of the UI contract; the element itself shows no native controls
  await expect(mediaElement(page)).toHaveJSProperty('controls', false);
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mute', exact: true })).toBeVisible();
  await expect(page.getByLabel('Quality', { exact: true })).toBeVisible();
  // SPEC §3: no picture-in-picture
  await expect(mediaElement(page)).toHaveJSProperty('disablePictureInPicture', true);

  const cue = manifest.slides[1]!.timeSeconds;
  // paused 1 s before the cue, so the turn happens while the test watches
  await setSpeed(page, 2);
  await pause(page);
  await seekTo(page, cue - 1);
  await expect(currentSlide(page, 1, SLIDE_COUNT)).toBeVisible();
  await recordSlideChanges(page);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(currentSlide(page, 2, SLIDE_COUNT)).toBeVisible({ timeout: 5_000 });

  const turn = (await slideChanges(page)).find((change) => change.slide === 2);
  expect(turn, 'the change to slide 2 was observed').toBeDefined();
  // SPEC §3: a slide shows from its cue start, never before it
  expect(turn!.mediaTime).toBeGreaterThanOrEqual(cue - 0.05);
  expect(turn!.mediaTime).toBeLessThanOrEqual(cue + TURN_TOLERANCE_S);
});

test('1002: seeking back and forth with the Seek slider, the slide and the speaker follow', async ({
  page,
}) => {
  await enterMediaEvent(page, PRES_ID);
  await ensurePlaying(page);
  const presentation = await page.request.get(
    `/api/v1/nrsservice/presentation?presid=${PRES_ID}&includeMedia=true`,
  );
  const slides = ((await presentation.json()) as { Slides: { Index: number; ImageUrl: string }[] })
    .Slides;

  // each target sits a few seconds before the next cue, so playing on does not change the answer
  for (const target of [45, 5, 75, 31, 12]) {
    await seekTo(page, target);
    const n = slideNumberAt(manifest, target);
    const speaker = speakerAt(manifest, target);
    const slide = currentSlide(page, n, SLIDE_COUNT);
    await expect(slide, `slide at ${target} s`).toBeVisible();
    await expect(slide).toHaveAttribute(
      'src',
      slides.find((s) => s.Index === n - 1)?.ImageUrl ?? 'missing ImageUrl',
    );
    await expect(currentSpeaker(page), `speaker at ${target} s`).toContainText(speaker.name);
    await expect(currentSpeaker(page)).toContainText(speaker.title);
    await expect(page.getByRole('slider', { name: 'Seek' })).toHaveAttribute(
      'aria-valuetext',
      seekValueText(manifest.durationSeconds),
    );
  }
});

test('1002: Playback speed 1.5x sets the media rate; Mute mutes', async ({ page }) => {
  await enterMediaEvent(page, PRES_ID);
  await ensurePlaying(page);

  await page.getByRole('button', { name: 'Mute', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unmute', exact: true })).toBeVisible();
  await expect.poll(async () => (await mediaState(page)).muted).toBe(true);

  await setSpeed(page, 1.5);
  await expect.poll(async () => (await mediaState(page)).playbackRate).toBe(1.5);
  // It really plays faster: in some second of the page's clock the media moves clearly more than
  // a second (at 1x it never does). Only seconds in which it had data to play count, and any such
  // second will do: on a loaded machine a starved decoder slows some of them, not all.
  const fastestRate = await mediaElement(page).evaluate(async (el) => {
    const media = el as HTMLMediaElement;
    const samples: { at: number; time: number; playing: boolean }[] = [];
    const until = performance.now() + 15_000;
    let fastest = 0;
    while (performance.now() < until && fastest <= 1.3) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const playing = media.readyState >= 3 && !media.paused;
      samples.push({ at: performance.now(), time: media.currentTime, playing });
      // The samples of about the last second, all of them with data to play.
      const last = samples[samples.length - 1]!;
      const from = samples.findLastIndex((sample) => last.at - sample.at >= 1_000);
      if (from < 0) continue;
      const window = samples.slice(from);
      if (!window.every((sample) => sample.playing)) continue;
      const first = window[0]!;
      fastest = Math.max(fastest, (last.time - first.time) / ((last.at - first.at) / 1000));
    }
    return fastest;
  });
  expect(fastestRate).toBeGreaterThan(1.3);
  await expect(mediaPlayer(page)).toHaveAttribute('data-playback-status', 'Playing');
});

test('1002: a chapter jump moves the media to the chapter and the slide follows', async ({
  page,
}) => {
  await enterMediaEvent(page, PRES_ID);
  await ensurePlaying(page);
  const chapters = chapterNav(page);
  await expect(chapters.getByRole('button')).toHaveCount(manifest.chapters.length);

  for (const chapter of [manifest.chapters[2]!, manifest.chapters[1]!, manifest.chapters[3]!]) {
    const button = chapters.getByRole('button', { name: chapter.title, exact: true });
    await button.click();
    await expect
      .poll(() => mediaTime(page), { message: `media time after "${chapter.title}"` })
      .toBeGreaterThanOrEqual(chapter.timeSeconds - 0.25);
    expect(await mediaTime(page)).toBeLessThan(chapter.timeSeconds + 3);
    await expect(
      currentSlide(page, slideNumberAt(manifest, chapter.timeSeconds), SLIDE_COUNT),
    ).toBeVisible();
    await expect(currentSpeaker(page)).toContainText(speakerAt(manifest, chapter.timeSeconds).name);
    await expect(button).toHaveAttribute('aria-current', /^(true|step|location|page)$/);
  }
});
