// Demo 1002's chapter list (SPEC §3 chapters per container) stays on screen beside the playing
// picture on desktop, with the regular and with the large player (SPEC §3 media actions): the
// chapter playing now is in sight, and so are the player's controls. "In viewport" is measured by
// the browser's IntersectionObserver, which counts what a scrolling column clips away.
import { expect, test } from '@playwright/test';
import {
  chapterNav,
  enterMediaEvent,
  ensurePlaying,
  mediaPlayer,
  readManifest,
  seekSlider,
} from '../support/media.ts';

const PRES_ID = 1002;
const manifest = readManifest(PRES_ID);
/** A chapter that starts where a media action switches to the large player (type 2). */
const largeAt = new Set(
  manifest.mediaActions
    .filter((action) => action.type === 2)
    .flatMap((action) => action.timecodeSequence.split(',').map(Number)),
);
const largeChapter = manifest.chapters.find((chapter) => largeAt.has(chapter.timeSeconds));

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('1002: the chapters stay in sight beside the player, regular and large', async ({
      page,
    }) => {
      expect(largeChapter, 'a chapter of 1002 opens with the large player').toBeDefined();
      const [first, second] = manifest.chapters;
      await enterMediaEvent(page, PRES_ID);
      const chapters = chapterNav(page);
      await expect(mediaPlayer(page)).toHaveAttribute('data-player-size', 'regular');
      for (const chapter of [first!, second!])
        await expect(chapters.getByRole('button', { name: chapter.title })).toBeInViewport({
          ratio: 1,
        });
      await expect(seekSlider(page)).toBeInViewport({ ratio: 1 });

      await ensurePlaying(page);
      const jump = chapters.getByRole('button', { name: largeChapter!.title });
      await jump.click();
      await expect(mediaPlayer(page)).toHaveAttribute('data-player-size', 'large');
      await expect(jump).toHaveAttribute('aria-current', 'true');
      await expect(jump).toBeInViewport({ ratio: 1 });
      await expect(seekSlider(page)).toBeInViewport({ ratio: 1 });

      // The last chapter is reachable without moving the player out of sight.
      const last = chapters.getByRole('button', { name: manifest.chapters.at(-1)!.title });
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport({ ratio: 1 });
      await expect(seekSlider(page)).toBeInViewport({ ratio: 1 });
    });
  });
}
