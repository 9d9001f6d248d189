// Per-slide engagement in the manage area: an attendee pages through an authored deck; the
// coordinator's event page shows the viewers per slide in a chart (Chart.js, loaded lazily) and
// a table, and `Export engagement` downloads the same figures as CSV.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { makePdf } from '../../apps/server/test/helpers/pdf.ts';
import { DEMO_PASSWORD, enterWithCode } from '../support/entry.ts';
import { currentSlide } from '../support/slides.ts';

test('the coordinator sees who viewed which slide and exports it', async ({ browser }) => {
  test.setTimeout(90_000);
  const coordinatorContext = await browser.newContext();
  const coordinator = await coordinatorContext.newPage();
  await coordinator.goto('/presentation/v2/manage/');
  await coordinator.getByRole('textbox', { name: 'Email' }).fill('coordinator@podium.test');
  await coordinator.getByLabel('Password').fill(DEMO_PASSWORD);
  await coordinator.getByRole('button', { name: 'Sign in' }).click();
  await coordinator.getByRole('button', { name: 'New event' }).click();
  const title = `Harbor Logistics Engagement ${Date.now()}`;
  await coordinator.getByRole('textbox', { name: 'Title' }).fill(title);
  await coordinator.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Slides only' });
  await coordinator.getByLabel('Start time').fill('2026-12-03T09:00');
  await coordinator.getByRole('combobox', { name: 'Time zone' }).selectOption('America/Chicago');
  await coordinator.getByRole('button', { name: 'Create event' }).click();
  await expect(coordinator.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const presId = Number(/\/manage\/(\d+)$/.exec(coordinator.url())?.[1]);
  await coordinator.getByLabel('Slide deck (PDF)').setInputFiles({
    name: 'deck.pdf',
    mimeType: 'application/pdf',
    buffer: makePdf(3, 'Harbor'),
  });
  await expect(
    coordinator.getByRole('status').filter({ hasText: 'The deck has 3 slides.' }),
  ).toBeVisible({ timeout: 20_000 });
  const code = `ENGAGE-${presId}`;
  await coordinator.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await coordinator.getByRole('button', { name: 'Add entry code' }).click();
  await expect(coordinator.getByRole('rowheader', { name: code })).toBeVisible();

  const engagement = coordinator.getByRole('table', { name: 'Engagement' });
  const row = (n: number) => engagement.getByRole('row', { name: new RegExp(`^Slide ${n}\\b`) });
  await expect(coordinator.getByText('No attendee has viewed the slides yet.')).toBeVisible();

  // The attendee pages to slide 2 and on to slide 3; each change is a logged slide view.
  const attendeeContext = await browser.newContext();
  const attendee = await attendeeContext.newPage();
  await enterWithCode(attendee, presId, code, false);
  await expect(currentSlide(attendee, 1, 3)).toBeVisible();
  const logged = () =>
    attendee.waitForResponse((r) => r.url().endsWith('/logevent') && r.status() === 201);
  let next = logged();
  await attendee.getByRole('button', { name: 'Next slide' }).click();
  await next;
  next = logged();
  await attendee.getByRole('button', { name: 'Next slide' }).click();
  await next;
  await expect(currentSlide(attendee, 3, 3)).toBeVisible();

  const answered = coordinator.waitForResponse((r) => r.url().includes('/engagement'));
  await coordinator.reload();
  expect((await answered).status()).toBe(200);
  await expect(coordinator.getByRole('img', { name: 'Viewers and time per slide' })).toBeVisible();
  await expect(row(2).getByRole('cell').first()).toHaveText('1');
  await expect(row(3).getByRole('cell').first()).toHaveText('1');
  await expect(coordinator.getByText('No attendee has viewed the slides yet.')).toBeHidden();
  await coordinator.setViewportSize({ width: 1366, height: 768 });
  await coordinator
    .getByRole('heading', { name: 'Engagement', exact: true })
    .scrollIntoViewIfNeeded();
  await coordinator.screenshot({ path: test.info().outputPath('engagement.png') });

  const download = coordinator.waitForEvent('download');
  await coordinator.getByRole('link', { name: 'Export engagement' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).split('\r\n');
  expect(lines[0]).toBe('Slide,Title,Viewers,Views,Total seconds,Average seconds per viewer');
  expect(lines[2]).toMatch(/^2,Slide 2,1,1,\d+,[\d.]+$/);
  expect(lines).toHaveLength(5);

  await coordinatorContext.close();
  await attendeeContext.close();
});
