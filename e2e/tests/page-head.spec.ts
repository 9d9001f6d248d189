// What the browser shows of a page before its content: the tab title names the event
// ("{event title} — Podium", the entry page too), every page has a favicon (the document viewer page too) and a meta
// description in the viewer's language.
import { expect, test, type Page } from '@playwright/test';
import { enterWithCode, openValidate } from '../support/entry.ts';

const EVENT_1001 = 'Northwind Renewables IPO Roadshow';

const description = (page: Page) => page.locator('meta[name="description"]');

async function expectFavicon(page: Page): Promise<void> {
  const href = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(new URL(href!, page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
}

test('the entry page and the viewer carry a favicon, a title and a description per language', async ({
  page,
}) => {
  await openValidate(page, 1001);
  // The entry page names the event it opens, on the page and in the tab.
  await expect(page.getByRole('main')).toContainText(EVENT_1001);
  await expect(page).toHaveTitle(`${EVENT_1001} — Podium`);
  await expect(description(page)).toHaveAttribute('content', /entry code/);
  await expectFavicon(page);

  await page.getByRole('textbox', { name: 'Entry code' }).fill('DEMO-1001');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/1001\/disclaimer\/$/);
  await expect(page).toHaveTitle(`${EVENT_1001} — Podium`);
  await expect(description(page)).toHaveAttribute('content', /disclaimer/);
  await page.getByRole('button', { name: 'I agree' }).click();

  await expect(page).toHaveURL(/\/1001\/viewer\/$/);
  await expect(page).toHaveTitle(`${EVENT_1001} — Podium`);
  await expect(description(page)).toHaveAttribute('content', /^Watch the presentation/);
  await expect(description(page)).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('ja');
  await expect(description(page)).toHaveAttribute('content', /プレゼンテーションを視聴/);
  await expect(page).toHaveTitle(`${EVENT_1001} — Podium`);
});

test('the document viewer page has the favicon, the document in its title and a description', async ({
  page,
}) => {
  await enterWithCode(page, 1004, 'DEMO-1004', false);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Preliminary Prospectus', exact: true }).click();
  const viewer = await popupOpened;
  await expect(viewer).toHaveTitle('Preliminary Prospectus — Podium');
  await expect(description(viewer)).toHaveAttribute('content', /document of the presentation/);
  await expectFavicon(viewer);
});
