// Document-only event 1004 (ARCHITECTURE §4): the documents list, the PDF in the document viewer
// page (SPEC §2 /mynrs/show/pdfTron11/index.html), and an Office file as a download (SPEC §7).
import { expect, test, type Page } from '@playwright/test';
import { enterWithCode } from '../support/entry.ts';

const pageRegion = (page: Page, n: number | string) =>
  page.getByRole('region', { name: new RegExp(`^Page ${n} of \\d+$`) });

async function pageCount(page: Page): Promise<number> {
  const label = await pageRegion(page, 1).getAttribute('aria-label');
  return Number(/of (\d+)$/.exec(label ?? '')?.[1]);
}

test('DEMO-1004 lists the documents; the prospectus opens in the document viewer page', async ({
  page,
}) => {
  await enterWithCode(page, 1004, 'DEMO-1004', false);
  for (const name of [
    'Preliminary Prospectus',
    'Summary Term Sheet',
    'Financial Model',
    'SEC EDGAR Filings',
  ]) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // Each file is listed with its type and size (the demo prospectus is 107,277 bytes).
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Preliminary Prospectus' }),
  ).toContainText(/PDF\s*·?\s*105 kB/);

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Preliminary Prospectus', exact: true }).click();
  const viewer = await popupOpened;

  await expect(viewer).toHaveURL(/\/mynrs\/show\/pdfTron11\/index\.html\?appId=1&params=/);
  await expect(
    viewer.getByRole('heading', { level: 1, name: 'Preliminary Prospectus' }),
  ).toBeVisible();
  await expect(viewer).toHaveTitle('Preliminary Prospectus — Podium');
  await expect(pageRegion(viewer, 1)).toBeVisible();
  const total = await pageCount(viewer);
  expect(total).toBeGreaterThan(1);
  await expect(viewer.getByRole('status').filter({ hasText: /^Page/ })).toHaveText(
    `Page 1 of ${total}`,
  );
  await expect(viewer.getByRole('button', { name: 'Previous page' })).toBeDisabled();

  await viewer.getByRole('button', { name: 'Next page' }).click();
  await expect(pageRegion(viewer, 2)).toBeVisible();
  await expect(viewer.getByRole('status').filter({ hasText: /^Page/ })).toHaveText(
    `Page 2 of ${total}`,
  );
  // the text layer makes the page's words selectable text (BlockText is off for 1004)
  await expect(pageRegion(viewer, 2)).toContainText('Prospectus');

  await viewer.keyboard.press('ArrowRight');
  await expect(pageRegion(viewer, 3)).toBeVisible();
  await viewer.keyboard.press('ArrowLeft');
  await expect(pageRegion(viewer, 2)).toBeVisible();

  const box = viewer.getByRole('spinbutton', { name: 'Page number' });
  await box.fill(String(total));
  await box.press('Enter');
  await expect(pageRegion(viewer, total)).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // zoom changes the drawn size; fit to width fills the stage
  const width = async () => (await pageRegion(viewer, total).boundingBox())?.width ?? 0;
  const before = await width();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(width).toBeGreaterThan(before);
  await viewer.getByRole('button', { name: 'Fit to width' }).click();
  await expect.poll(width).toBeGreaterThan(1366 - 80);

  // the download is the PDF itself
  const download = viewer.waitForEvent('download');
  await viewer.getByRole('link', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('Preliminary Prospectus.pdf');
});

/** Opens the demo prospectus (7 pages) in the document viewer page from 1004's Documents. */
async function openProspectus(page: Page): Promise<Page> {
  await enterWithCode(page, 1004, 'DEMO-1004', false);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Preliminary Prospectus', exact: true }).click();
  const viewer = await popupOpened;
  await expect(pageRegion(viewer, 1)).toBeVisible();
  return viewer;
}

const matchStatus = (page: Page) => page.getByRole('search').getByRole('status');

test('Search document finds words on every page, jumps to them and steps through the matches', async ({
  page,
}) => {
  const viewer = await openProspectus(page);
  const box = viewer.getByRole('searchbox', { name: 'Search document' });
  const next = viewer.getByRole('button', { name: 'Next match' });
  const previous = viewer.getByRole('button', { name: 'Previous match' });
  const shown = (n: number) => expect(pageRegion(viewer, n)).toBeVisible();

  // "Larkspur" is only on the last page, the legal matters (page 7)
  await box.fill('larkspur');
  await shown(7);
  await expect(matchStatus(viewer)).toHaveText('Match 1 of 1');
  // the match is marked on the page's text
  await expect(pageRegion(viewer, 7).locator('.dv-mark--selected')).toHaveText('Larkspur');
  await viewer.setViewportSize({ width: 1366, height: 768 });
  await viewer.screenshot({ path: test.info().outputPath('document-search-desktop.png') });

  // "Goldfield Sachs": the cover (page 1) and twice in Underwriting (page 6); from page 7 the
  // search wraps to the start
  await box.fill('Goldfield Sachs');
  await box.press('Enter');
  await shown(1);
  await expect(matchStatus(viewer)).toHaveText('Match 1 of 3');
  await next.click();
  await shown(6);
  await expect(matchStatus(viewer)).toHaveText('Match 2 of 3');
  await box.press('Enter');
  await expect(matchStatus(viewer)).toHaveText('Match 3 of 3');
  await expect(pageRegion(viewer, 6).locator('.dv-mark')).toHaveCount(2);
  await next.click();
  await shown(1);
  await expect(matchStatus(viewer)).toHaveText('Match 1 of 3');
  await previous.click();
  await shown(6);
  await expect(matchStatus(viewer)).toHaveText('Match 3 of 3');

  // Next match goes on from the page shown once the reader paged elsewhere
  await viewer.getByRole('button', { name: 'Previous page' }).click();
  await viewer.getByRole('button', { name: 'Previous page' }).click();
  await shown(4);
  await next.click();
  await shown(6);
  await expect(matchStatus(viewer)).toHaveText('Match 2 of 3');

  await box.fill('helicopter');
  await expect(matchStatus(viewer)).toHaveText('No matches');
  await expect(next).toBeDisabled();
  await shown(6);

  // Escape clears the search and its marks
  await box.fill('underwriters');
  await expect(matchStatus(viewer)).toHaveText('Match 2 of 4');
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(matchStatus(viewer)).toHaveText('');
  await expect(pageRegion(viewer, 6).locator('.dv-mark')).toHaveCount(0);

  // Ctrl+F comes to the search box
  await pageRegion(viewer, 6).click();
  await viewer.keyboard.press('Control+f');
  await expect(box).toBeFocused();
});

test('the Word document downloads as a .docx file', async ({ page }) => {
  await enterWithCode(page, 1004, 'DEMO-1004', false);
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Summary Term Sheet', exact: true }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/\.docx$/);
  expect(await download.failure()).toBeNull();
});

test('the document viewer page without a session says the session expired and links back', async ({
  page,
  browser,
}) => {
  await enterWithCode(page, 1004, 'DEMO-1004', false);
  const href = await page
    .getByRole('link', { name: 'Preliminary Prospectus', exact: true })
    .getAttribute('href');
  expect(href).toBeTruthy();

  const stranger = await browser.newContext();
  try {
    const viewer = await stranger.newPage();
    await viewer.goto(href!);
    await expect(viewer.getByRole('alert')).toContainText('Your session has expired');
    await viewer.getByRole('link', { name: 'Return to the event' }).click();
    await expect(viewer).toHaveURL(/\/presentation\/v2\/1004\/validate\/?$/);
  } finally {
    await stranger.close();
  }
});

test('a damaged document link shows the invalid-link state', async ({ page }) => {
  await page.goto('/mynrs/show/pdfTron11/index.html?appId=1&params=not-a-link');
  await expect(page.getByRole('alert')).toContainText('This link is not valid');
});

test('with blockText the document viewer page offers no selectable text', async ({
  page,
  context,
}) => {
  await enterWithCode(page, 1004, 'DEMO-1004', false);
  const href = await page
    .getByRole('link', { name: 'Preliminary Prospectus', exact: true })
    .getAttribute('href');
  // SPEC §2 encoded params: base64url of JSON {presId, docId, name, blockText}
  const url = new URL(href!, 'http://podium.test');
  const params = JSON.parse(
    Buffer.from(url.searchParams.get('params')!, 'base64url').toString('utf8'),
  ) as Record<string, unknown>;
  expect(params).toMatchObject({ presId: 1004, name: 'Preliminary Prospectus', blockText: false });
  url.searchParams.set(
    'params',
    Buffer.from(JSON.stringify({ ...params, blockText: true })).toString('base64url'),
  );

  const viewer = await context.newPage();
  await viewer.goto(url.pathname + url.search);
  const region = pageRegion(viewer, 1);
  await expect(region).toBeVisible();
  await expect(viewer.getByRole('spinbutton', { name: 'Page number' })).toHaveValue('1');
  await expect(region).toHaveText('');
  expect(await region.evaluate((el) => getComputedStyle(el).userSelect)).toBe('none');
});
