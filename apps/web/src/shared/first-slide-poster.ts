// The first slide's poster (domain first-screen.ts): the viewer's HTML draws the slide the page
// opens on over the page, before any script runs. It goes once the viewer shows its own slide,
// or as soon as the page shows anything else (another address, a part that failed to load), and
// at the latest after FIRST_SLIDE_POSTER_MAX_MS, so it never hides the page for long.
import { FIRST_SCREEN_POSTER_ID } from '@podium/domain';

/** Not shown in SPEC: the longest the poster stays over a page that is still loading (ms). */
export const FIRST_SLIDE_POSTER_MAX_MS = 10_000;

export function dismissFirstSlidePoster(page: Pick<Document, 'getElementById'> = document): void {
  page.getElementById(FIRST_SCREEN_POSTER_ID)?.remove();
}

/** At page load: the poster, when the page has one, goes after FIRST_SLIDE_POSTER_MAX_MS. */
export function limitFirstSlidePoster(page: Pick<Document, 'getElementById'> = document): void {
  if (page.getElementById(FIRST_SCREEN_POSTER_ID) === null) return;
  setTimeout(() => dismissFirstSlidePoster(page), FIRST_SLIDE_POSTER_MAX_MS);
}
