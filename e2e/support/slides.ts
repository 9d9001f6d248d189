// The slide viewer's accessible parts (ARCHITECTURE §5).
import { expect, type Locator, type Page } from '@playwright/test';

export const currentSlide = (page: Page, n: number, of: number) =>
  page.getByRole('img', { name: `Slide ${n} of ${of}`, exact: true });

export const thumbnails = (page: Page) =>
  page.getByRole('navigation', { name: 'Slide thumbnails' });

export const thumbnailButtons = (page: Page) =>
  thumbnails(page).getByRole('button', { name: /^Go to slide \d+$/ });

/** Waits until the named slide's picture has actually loaded (not just the element renamed). */
export async function expectSlideImageLoaded(
  page: Page,
  n: number,
  of: number,
  timeout?: number,
): Promise<void> {
  await expectImageLoaded(currentSlide(page, n, of), timeout);
}

/** Waits until the image's picture has actually loaded (e.g. a slide named in another language). */
export async function expectImageLoaded(image: Locator, timeout?: number): Promise<void> {
  await expect
    .poll(
      () =>
        image.evaluate(
          (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
        ),
      timeout === undefined ? {} : { timeout },
    )
    .toBe(true);
}
