// The slide viewer's accessible parts (ARCHITECTURE §5).
import { expect, type Page } from '@playwright/test';

export const currentSlide = (page: Page, n: number, of: number) =>
  page.getByRole('img', { name: `Slide ${n} of ${of}`, exact: true });

export const thumbnails = (page: Page) =>
  page.getByRole('navigation', { name: 'Slide thumbnails' });

export const thumbnailButtons = (page: Page) =>
  thumbnails(page).getByRole('button', { name: /^Go to slide \d+$/ });

/** Waits until the named slide's picture has actually loaded (not just the element renamed). */
export async function expectSlideImageLoaded(page: Page, n: number, of: number): Promise<void> {
  await expect
    .poll(() =>
      currentSlide(page, n, of).evaluate(
        (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      ),
    )
    .toBe(true);
}
