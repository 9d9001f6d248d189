// Slides-only event 1001 (ARCHITECTURE §4) end to end: SPEC §2 entry (validate → disclaimer →
// viewer), slide navigation by button, keyboard and thumbnail, and the side panels.
import { expect, test } from '@playwright/test';
import { enterWithCode, signIn } from '../support/entry.ts';
import {
  currentSlide,
  expectSlideImageLoaded,
  thumbnailButtons,
  thumbnails,
} from '../support/slides.ts';

test('entry code DEMO-1001 → disclaimer → viewer; slides page by button, keyboard and thumbnail', async ({
  page,
}) => {
  await enterWithCode(page, 1001, 'DEMO-1001', true);

  await expect(currentSlide(page, 1, 12)).toBeVisible();
  // SPEC §4: nothing before the first slide
  await expect(page.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
  await expect(thumbnailButtons(page)).toHaveCount(12);

  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(currentSlide(page, 2, 12)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous slide' })).toBeEnabled();

  await page.keyboard.press('ArrowRight');
  await expect(currentSlide(page, 3, 12)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(currentSlide(page, 2, 12)).toBeVisible();

  await thumbnails(page).getByRole('button', { name: 'Go to slide 5', exact: true }).click();
  await expect(currentSlide(page, 5, 12)).toBeVisible();

  await thumbnails(page).getByRole('button', { name: 'Go to slide 12', exact: true }).click();
  await expect(currentSlide(page, 12, 12)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next slide' })).toBeDisabled();

  // the slide image really loads from the server, and it is the twelfth slide's picture
  await expectSlideImageLoaded(page, 12, 12);
  const presentation = await page.request.get(
    '/api/v1/nrsservice/presentation?presid=1001&includeMedia=true',
  );
  const slides = ((await presentation.json()) as { Slides: { Index: number; ImageUrl: string }[] })
    .Slides;
  const src = await currentSlide(page, 12, 12).getAttribute('src');
  expect(src).toBe(slides.find((slide) => slide.Index === 11)?.ImageUrl);
});

test('the Event Info and Help panels open as complementary landmarks and close again', async ({
  page,
}) => {
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  await expect(currentSlide(page, 1, 12)).toBeVisible();

  for (const panel of ['Event Info', 'Help']) {
    const toggle = page.getByRole('button', { name: panel, exact: true });
    const landmark = page.getByRole('complementary', { name: panel });
    await expect(landmark).toHaveCount(0);
    await toggle.click();
    await expect(landmark).toBeVisible();
    await toggle.click();
    await expect(landmark).toHaveCount(0);
  }

  // Event Info carries the event's details (ARCHITECTURE §4 demo 1001 has an issuer)
  await page.getByRole('button', { name: 'Event Info', exact: true }).click();
  await expect(page.getByRole('complementary', { name: 'Event Info' })).toContainText('Northwind');
});

test('sign-in with attendee@podium.test reaches the viewer', async ({ page }) => {
  await signIn(page, 1001, 'attendee@podium.test', true);
  await expect(currentSlide(page, 1, 12)).toBeVisible();
});

test('a wrong entry code stays on the validate screen with an error', async ({ page }) => {
  await page.goto('/presentation/v2/1001/');
  await page.getByRole('textbox', { name: 'Entry code' }).fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/presentation\/v2\/1001\/validate\/?$/);
});
