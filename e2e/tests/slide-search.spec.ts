// `Search slides` on an authored deck: a coordinator creates a slides-only event from a PDF whose
// pages carry text and adds an entry code; an attendee searches the slides' text and jumps to a
// result. The slide's text comes from the PDF page (kept by the server's renderer). On video with
// slides (1002) the search is offered too, and a result seeks the video to its slide.
import { expect, test, type Page } from '@playwright/test';
import { makePdf } from '../../apps/server/test/helpers/pdf.ts';
import { DEMO_PASSWORD, enterWithCode } from '../support/entry.ts';
import { enterMediaEvent, mediaTime, readManifest } from '../support/media.ts';
import { currentSlide } from '../support/slides.ts';

async function createDeckEvent(page: Page): Promise<{ presId: number; code: string }> {
  await page.goto('/presentation/v2/manage/');
  await page.getByRole('textbox', { name: 'Email' }).fill('coordinator@podium.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'New event' }).click();
  const title = `Harbor Logistics Fleet Review ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Slides only' });
  await page.getByLabel('Start time').fill('2026-12-03T09:00');
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('America/Chicago');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const presId = Number(/\/manage\/(\d+)$/.exec(page.url())?.[1]);
  await page.getByLabel('Slide deck (PDF)').setInputFiles({
    name: 'fleet-review.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf(4, 'Harbor', [
      'Container volumes grew twelve percent',
      'Fleet renewal lowers fuel use',
      'Port terminals in Rotterdam and Houston',
      'Guidance: fleet renewal completes in 2028',
    ]),
  });
  await expect(page.getByRole('status').filter({ hasText: 'The deck has 4 slides.' })).toBeVisible({
    timeout: 20_000,
  });
  const code = `FLEET-${presId}`;
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Add entry code' }).click();
  await expect(page.getByRole('rowheader', { name: code })).toBeVisible();
  return { presId, code };
}

test('an attendee searches the slides of an authored deck and jumps to a result', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const coordinatorContext = await browser.newContext();
  const { presId, code } = await createDeckEvent(await coordinatorContext.newPage());
  await coordinatorContext.close();

  const attendeeContext = await browser.newContext();
  const attendee = await attendeeContext.newPage();
  await enterWithCode(attendee, presId, code, false);
  await expect(currentSlide(attendee, 1, 4)).toBeVisible();

  const box = attendee.getByRole('searchbox', { name: 'Search slides' });
  await box.fill('rotterdam');
  await box.press('Enter');
  await expect(attendee.getByRole('status').filter({ hasText: '1 slide found' })).toBeVisible();
  await box.fill('fleet renewal');
  await attendee.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(attendee.getByRole('status').filter({ hasText: '2 slides found' })).toBeVisible();
  const results = attendee.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('button')).toHaveText([
    /Slide 2.*Fleet renewal lowers fuel use/,
    /Slide 4.*completes in 2028/,
  ]);
  await attendee.setViewportSize({ width: 1366, height: 768 });
  await attendee.screenshot({ path: test.info().outputPath('search-desktop.png') });
  await results.getByRole('button', { name: /Slide 4/ }).click();
  await expect(currentSlide(attendee, 4, 4)).toBeVisible();
  await expect(results).toBeHidden();

  await box.fill('helicopter');
  await box.press('Enter');
  await expect(attendee.getByText('No slide mentions “helicopter”.')).toBeVisible();
  await attendee.setViewportSize({ width: 390, height: 844 });
  await attendee.screenshot({ path: test.info().outputPath('search-phone.png') });
  await attendee.keyboard.press('Escape');
  await expect(attendee.getByText('No slide mentions “helicopter”.')).toBeHidden();
  await expect(currentSlide(attendee, 4, 4)).toBeVisible();
  await attendeeContext.close();
});

test('on video with slides (1002) an attendee searches the slides and the video seeks there', async ({
  page,
}) => {
  const manifest = readManifest(1002);
  const count = manifest.slides.length;
  await enterMediaEvent(page, 1002);
  await expect(currentSlide(page, 1, count)).toBeVisible();

  // The demo's slides are searched by their titles: slide 7 is the financial highlights table.
  const box = page.getByRole('searchbox', { name: 'Search slides' });
  await box.fill('ebitda');
  await box.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: '1 slide found' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('video-search-desktop.png') });
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: /Slide 7/ })
    .click();
  await expect(currentSlide(page, 7, count)).toBeVisible();
  const cue = manifest.slides[6]!.timeSeconds;
  await expect.poll(() => mediaTime(page)).toBeGreaterThanOrEqual(cue - 0.5);
});
