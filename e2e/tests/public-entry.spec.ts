// SPEC §6: a public participant sees only the slides before PrivateSlidesBeginAt — in the
// viewer, in the presentation payload and when asking the server for a private slide's image.
import { expect, test } from '@playwright/test';
import { enterWithCode } from '../support/entry.ts';
import { currentSlide, thumbnailButtons } from '../support/slides.ts';

interface SlideWire {
  Index: number;
  ImageUrl: string;
}

test('PUBLIC-1001 sees slides 1–7 only and cannot fetch a private slide image', async ({
  page,
  browser,
}) => {
  await enterWithCode(page, 1001, 'PUBLIC-1001', true);
  await expect(currentSlide(page, 1, 7)).toBeVisible();
  await expect(thumbnailButtons(page)).toHaveCount(7);

  await page.getByRole('button', { name: 'Go to slide 7', exact: true }).click();
  await expect(currentSlide(page, 7, 7)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(currentSlide(page, 7, 7)).toBeVisible();
  await expect(page.getByRole('img', { name: /^Slide 8 of/ })).toHaveCount(0);

  // A registered attendee, in a browser context of their own, learns the private slide's address.
  const registered = await browser.newContext();
  try {
    const signin = await registered.request.post('/api/v1/nrsservice/account/signin', {
      data: { email: 'attendee@podium.test', password: 'podium' },
    });
    expect(signin.ok()).toBe(true);
    const full = await registered.request.get(
      '/api/v1/nrsservice/presentation?presid=1001&includeMedia=true',
    );
    expect(full.ok()).toBe(true);
    const slides = ((await full.json()) as { Slides: SlideWire[] }).Slides;
    expect(slides).toHaveLength(12);
    const firstPrivate = slides.find((slide) => slide.Index === 7);
    const firstPublic = slides.find((slide) => slide.Index === 0);
    expect(firstPrivate && firstPublic).toBeTruthy();

    // The registered attendee may load it...
    expect((await registered.request.get(firstPrivate!.ImageUrl)).status()).toBe(200);
    // ...the public participant's session may load a public slide but gets 404 for the private one.
    expect((await page.request.get(firstPublic!.ImageUrl)).status()).toBe(200);
    expect((await page.request.get(firstPrivate!.ImageUrl)).status()).toBe(404);
    expect(
      (await page.request.get(firstPrivate!.ImageUrl.replace(/\/image$/, '/thumbnail'))).status(),
    ).toBe(404);

    // and its presentation payload lists only the public slides
    const cut = await page.request.get(
      '/api/v1/nrsservice/presentation?presid=1001&includeMedia=true',
    );
    expect(((await cut.json()) as { Slides: SlideWire[] }).Slides).toHaveLength(7);
  } finally {
    await registered.close();
  }
});
