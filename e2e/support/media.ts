// The on-demand media player's accessible parts (ARCHITECTURE §5 UI contract) and the
// demo media manifests the expected times come from, so a test says "seek to 45 s" and checks the
// slide and speaker the manifest puts there instead of repeating numbers.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { enterWithCode } from './entry.ts';

/** The part of apps/server/src/demo/assets/{presId}/media.json the tests read. */
export interface MediaManifest {
  readonly durationSeconds: number;
  readonly slides: readonly { readonly index: number; readonly timeSeconds: number }[];
  readonly slideMedia: readonly { readonly slideIndex: number }[];
  readonly speakers: readonly {
    readonly name: string;
    readonly title: string;
    readonly appearanceTimes: readonly number[];
  }[];
  readonly chapters: readonly { readonly title: string; readonly timeSeconds: number }[];
  readonly mediaActions: readonly { readonly type: number; readonly timecodeSequence: string }[];
}

const assetsDir = resolve(import.meta.dirname, '../../apps/server/src/demo/assets');

export function readManifest(presId: number): MediaManifest {
  return JSON.parse(
    readFileSync(resolve(assetsDir, String(presId), 'media.json'), 'utf8'),
  ) as MediaManifest;
}

/** The slide number (1-based, as displayed) the manifest's cue points show at t. */
export function slideNumberAt(manifest: MediaManifest, t: number): number {
  const started = manifest.slides.filter((s) => s.timeSeconds <= t);
  const last = started.at(-1);
  if (!last) throw new Error(`no slide cue at or before ${t} s`);
  return last.index + 1;
}

/** The speaker the manifest's appearance times put on at t. */
export function speakerAt(manifest: MediaManifest, t: number): MediaManifest['speakers'][number] {
  let best: { at: number; speaker: MediaManifest['speakers'][number] } | null = null;
  for (const speaker of manifest.speakers)
    for (const at of speaker.appearanceTimes)
      if (at <= t && (best === null || at > best.at)) best = { at, speaker };
  if (!best) throw new Error(`no speaker on at ${t} s`);
  return best.speaker;
}

/** "m:ss", the time format of the player's display and of the Seek slider's aria-valuetext. */
export function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The Seek slider's aria-valuetext "m:ss of m:ss" for a media of this duration. */
export const seekValueText = (durationSeconds: number): RegExp =>
  new RegExp(`^\\d+:\\d{2} of ${clock(durationSeconds)}$`);

export const mediaPlayer = (page: Page): Locator =>
  page.getByRole('region', { name: 'Media player' });

/** The main <video>/<audio> of the player (not a slide-media clip, which is labelled "Slide N video"). */
export const mediaElement = (page: Page): Locator =>
  mediaPlayer(page).locator(':is(video, audio):not([aria-label^="Slide "])');

export const seekSlider = (page: Page): Locator => page.getByRole('slider', { name: 'Seek' });
export const speedControl = (page: Page): Locator =>
  page.getByLabel('Playback speed', { exact: true });
export const currentSpeaker = (page: Page): Locator =>
  page.getByRole('status', { name: 'Current speaker' });
export const chapterNav = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Chapters' });
export const slideVideo = (page: Page, n: number): Locator =>
  page.getByLabel(`Slide ${n} video`, { exact: true });
export const resumeDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Resume playback' });

export interface MediaState {
  readonly currentTime: number;
  readonly paused: boolean;
  readonly playbackRate: number;
  readonly muted: boolean;
}

export function mediaState(page: Page): Promise<MediaState> {
  return mediaElement(page).evaluate((el) => {
    const media = el as HTMLMediaElement;
    return {
      currentTime: media.currentTime,
      paused: media.paused,
      playbackRate: media.playbackRate,
      muted: media.muted,
    };
  });
}

export const mediaTime = async (page: Page): Promise<number> =>
  (await mediaState(page)).currentTime;

/** Enters with the DEMO code (registered attendee, no disclaimer on media events) and waits for the player. */
export async function enterMediaEvent(page: Page, presId: number): Promise<void> {
  await enterWithCode(page, presId, `DEMO-${presId}`, false);
  await expect(mediaPlayer(page)).toBeVisible();
  await expect(mediaElement(page)).toHaveCount(1);
}

/**
 * Makes sure the media plays as a person would: the player autoplays where the browser allows it;
 * otherwise it shows "Start playback", or the Play button does it. Waiting a moment for autoplay
 * first avoids clicking Play just as autoplay turns the button into Pause.
 */
export async function ensurePlaying(page: Page): Promise<void> {
  const player = mediaPlayer(page);
  const autoplayed = await expect(player)
    .toHaveAttribute('data-playback-status', 'Playing', { timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!autoplayed) {
    // Autoplay may still start while this presses: each press is short and the status decides.
    const prompt = page.getByRole('button', { name: 'Start playback' });
    const play = page.getByRole('button', { name: 'Play', exact: true });
    await expect
      .poll(async () => {
        const status = await player.getAttribute('data-playback-status');
        if (status === 'Playing') return status;
        const button = (await prompt.isVisible()) ? prompt : play;
        await button.click({ timeout: 2_000 }).catch(() => undefined);
        return player.getAttribute('data-playback-status');
      })
      .toBe('Playing');
  }
  await expect(player).toHaveAttribute('data-playback-status', 'Playing');
  await expect.poll(async () => (await mediaState(page)).paused).toBe(false);
}

/**
 * Plays `media` past `seconds` as a person would: a Play button still showing is pressed, and
 * pressing again is harmless once autoplay has turned it into Pause. Each press is short, so a
 * button that changes under the press does not hold the test.
 */
export async function playPast(
  play: Locator,
  media: Locator,
  seconds: number,
  { touch = false, timeout = 20_000 }: { touch?: boolean; timeout?: number } = {},
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await play.isVisible()) {
          const press = touch ? play.tap({ timeout: 2_000 }) : play.click({ timeout: 2_000 });
          await press.catch(() => undefined);
        }
        return media.evaluate((el) => (el as HTMLMediaElement).currentTime);
      },
      { timeout },
    )
    .toBeGreaterThan(seconds);
}

export async function pause(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(mediaPlayer(page)).toHaveAttribute('data-playback-status', 'Paused');
  await expect.poll(async () => (await mediaState(page)).paused).toBe(true);
}

/**
 * Moves the Seek slider (a native range input) to `seconds` as a person dragging it does: fill
 * sets the value and dispatches input and change. Then waits for the media element to be there
 * (playing on from it, so up to a few seconds past).
 */
export async function seekTo(page: Page, seconds: number): Promise<void> {
  await seekSlider(page).fill(String(seconds));
  await expect
    .poll(() => mediaTime(page), { message: `media time after seeking to ${seconds} s` })
    .toBeGreaterThanOrEqual(seconds - 0.5);
  expect(await mediaTime(page)).toBeLessThan(seconds + 3);
}

/** Picks the Playback speed option for `rate` (labels such as "1.5x"; values may be bare numbers). */
export async function setSpeed(page: Page, rate: number): Promise<void> {
  const control = speedControl(page);
  const value = await control.evaluate((el, wanted) => {
    if (!(el instanceof HTMLSelectElement)) return null;
    const option = Array.from(el.options).find(
      (o) => Number.parseFloat(o.value) === wanted || Number.parseFloat(o.text) === wanted,
    );
    return option?.value ?? null;
  }, rate);
  expect(value, `a Playback speed option for ${rate}x`).not.toBeNull();
  await control.selectOption(value!);
}

/** One change of the slide area, with the media time read in the same task as the DOM change. */
export interface SlideChange {
  /** "Slide N of M" for an image, "Slide N video" for slide media. */
  readonly label: string;
  readonly slide: number;
  readonly mediaTime: number;
}

declare global {
  interface Window {
    __podiumSlideChanges?: SlideChange[];
  }
}

/**
 * Starts recording every change of the current slide (the image's alt or the slide-media video's
 * label) with the main media element's currentTime at that moment, through a MutationObserver,
 * so the time read is when the viewer changed the slide, not when the test polled.
 */
export async function recordSlideChanges(page: Page): Promise<void> {
  await mediaElement(page).evaluate((el) => {
    const media = el as HTMLMediaElement;
    const changes: SlideChange[] = [];
    window.__podiumSlideChanges = changes;
    const currentLabel = (): string | null => {
      const clip = document.querySelector('video[aria-label^="Slide "][aria-label$=" video"]');
      if (clip) return clip.getAttribute('aria-label');
      const image = Array.from(document.querySelectorAll('img[alt^="Slide "]')).find((img) =>
        /^Slide \d+ of \d+$/.test(img.getAttribute('alt') ?? ''),
      );
      return image?.getAttribute('alt') ?? null;
    };
    let last = currentLabel();
    new MutationObserver(() => {
      const label = currentLabel();
      if (label === null || label === last) return;
      last = label;
      changes.push({
        label,
        slide: Number(/^Slide (\d+)/.exec(label)?.[1]),
        mediaTime: media.currentTime,
      });
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['alt', 'aria-label', 'src'],
    });
  });
}

export function slideChanges(page: Page): Promise<SlideChange[]> {
  return page.evaluate(() => window.__podiumSlideChanges ?? []);
}
