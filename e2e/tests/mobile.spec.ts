// SPEC §2 mobile layout (width 768 or less, or taller than wide) at 375×667.
import { expect, test } from '@playwright/test';
import { enterWithCode } from '../support/entry.ts';
import {
  currentSlide,
  expectImageLoaded,
  expectSlideImageLoaded,
  thumbnails,
} from '../support/slides.ts';

test('375×667: mobile layout, slide navigation, full-width side panel', async ({
  page,
}, testInfo) => {
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  await expect(currentSlide(page, 1, 12)).toBeVisible();
  await expect(page.locator('.viewer')).toHaveClass(/\bviewer--mobile\b/);

  // the slide fits the screen width
  const slideBox = await currentSlide(page, 1, 12).boundingBox();
  expect(slideBox).not.toBeNull();
  expect(slideBox!.x).toBeGreaterThanOrEqual(0);
  expect(slideBox!.x + slideBox!.width).toBeLessThanOrEqual(375 + 1);

  await page.getByRole('button', { name: 'Next slide' }).tap();
  await expect(currentSlide(page, 2, 12)).toBeVisible();
  await thumbnails(page).getByRole('button', { name: 'Go to slide 4', exact: true }).tap();
  await expect(currentSlide(page, 4, 12)).toBeVisible();

  // no horizontal scrolling of the page itself
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  await expectSlideImageLoaded(page, 4, 12);
  await page.screenshot({ path: testInfo.outputPath('mobile-viewer.png') });

  await page.getByRole('button', { name: 'Event Info', exact: true }).tap();
  const panel = page.getByRole('complementary', { name: 'Event Info' });
  await expect(panel).toBeVisible();
  const panelBox = await panel.boundingBox();
  expect(panelBox!.width).toBeGreaterThanOrEqual(375 - 2);
  await page.screenshot({ path: testInfo.outputPath('mobile-event-info.png') });
});

test('375×667: thumbnails are fetched as the strip comes to them', async ({ page }) => {
  const asked = new Set<string>();
  page.on('request', (request) => {
    if (/\/slides\/[^/]+\/thumbnail/.test(request.url())) asked.add(request.url());
  });
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  await expect(currentSlide(page, 1, 12)).toBeVisible();
  const thumbnail = (n: number) =>
    thumbnails(page)
      .getByRole('button', { name: `Go to slide ${n}`, exact: true })
      .locator('img');
  // The first ones on screen have loaded: the strip's far end, fetched with them before, is not.
  for (const n of [1, 2, 3]) await expectImageLoaded(thumbnail(n));
  expect(await thumbnail(12).getAttribute('src')).toBeNull();
  const before = asked.size;
  expect(before).toBeGreaterThanOrEqual(3);
  expect(before).toBeLessThan(12);
  // Scrolled to its end, the strip fetches the last ones.
  await thumbnails(page)
    .getByRole('list')
    .evaluate((list) => list.scrollTo({ left: list.scrollWidth }));
  await expectImageLoaded(thumbnail(12));
  expect(asked.size).toBeGreaterThan(before);
});

test('375×667: the document viewer page fits the phone', async ({ page }) => {
  await enterWithCode(page, 1004, 'DEMO-1004', false);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Preliminary Prospectus', exact: true }).tap();
  const viewer = await popupOpened;
  const region = viewer.getByRole('region', { name: /^Page 1 of \d+$/ });
  await expect(region).toBeVisible();
  const box = await region.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  expect(box!.width).toBeGreaterThan(300);
  await viewer.getByRole('button', { name: 'Next page' }).tap();
  await expect(viewer.getByRole('region', { name: /^Page 2 of \d+$/ })).toBeVisible();
});

test('390×844: the document viewer page searches the document on a phone', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await enterWithCode(page, 1004, 'DEMO-1004', false);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Preliminary Prospectus', exact: true }).tap();
  const viewer = await popupOpened;
  await viewer.setViewportSize({ width: 390, height: 844 });
  await expect(viewer.getByRole('region', { name: /^Page 1 of \d+$/ })).toBeVisible();

  // the search has a row of its own under the page and zoom controls, all on screen
  const box = viewer.getByRole('searchbox', { name: 'Search document' });
  const next = viewer.getByRole('button', { name: 'Next match' });
  for (const control of [
    box,
    next,
    viewer.getByRole('button', { name: 'Previous match' }),
    viewer.getByRole('button', { name: 'Next page' }),
    viewer.getByRole('button', { name: 'Fit to width' }),
  ])
    await expect(control).toBeInViewport({ ratio: 1 });

  await box.tap();
  await box.fill('goldfield sachs');
  await box.press('Enter');
  await expect(viewer.getByRole('search').getByRole('status')).toHaveText('Match 1 of 3');
  await next.tap();
  await expect(viewer.getByRole('region', { name: /^Page 6 of \d+$/ })).toBeVisible();
  await expect(viewer.getByRole('search').getByRole('status')).toHaveText('Match 2 of 3');
  const region = await viewer.getByRole('region', { name: /^Page 6 of \d+$/ }).boundingBox();
  expect(region!.width).toBeLessThanOrEqual(390);
  const overflow = await viewer.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await viewer.screenshot({ path: testInfo.outputPath('document-search-phone.png') });
});

test('375×667: the entry card spans the phone, the site links under it', async ({ page }) => {
  await page.goto('/presentation/v2/1001/');
  const card = page.getByRole('region', { name: 'Join the presentation' });
  await expect(card).toBeVisible();
  const cardBox = await card.boundingBox();
  // the card keeps the page's 1rem margins and no more
  expect(cardBox!.width).toBeGreaterThanOrEqual(375 - 2 * 16 - 1);
  const links = page.getByRole('navigation', { name: 'Site links' });
  const linksBox = await links.boundingBox();
  expect(linksBox!.y).toBeGreaterThanOrEqual(cardBox!.y + cardBox!.height);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
