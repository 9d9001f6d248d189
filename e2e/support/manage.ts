// The manage area as a coordinator drives it: signing in, creating an event, uploading its deck
// and its media, and marking slide changes in the slide sync tool.
import { expect, type Page } from '@playwright/test';
import { makePdf } from '../../apps/server/test/helpers/pdf.ts';
import { DEMO_PASSWORD } from './entry.ts';

export async function signInToManage(page: Page): Promise<void> {
  await page.goto('/presentation/v2/manage/');
  await page.getByRole('textbox', { name: 'Email' }).fill('coordinator@podium.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'New event' })).toBeVisible();
}

/**
 * A start 30 days from today at 9:00 (a wall time, in whatever zone the form is given): as the
 * form takes it (yyyy-MM-ddTHH:mm) and as the events list shows it ("Jan 5, 2027, 9:00 AM").
 */
export function futureStart(daysAhead = 30): { readonly value: string; readonly shown: string } {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  const y = day.getUTCFullYear();
  const m = String(day.getUTCMonth() + 1).padStart(2, '0');
  const d = String(day.getUTCDate()).padStart(2, '0');
  const date = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
  return { value: `${y}-${m}-${d}T09:00`, shown: `${date}, 9:00 AM` };
}

export interface NewEvent {
  readonly title: string;
  /** The `Kind` option's label. */
  readonly kind: string;
  /** The `Start time` wall time (yyyy-MM-ddTHH:mm) and its `Time zone`. */
  readonly start?: string;
  readonly timeZone?: string;
}

/** `New event`, filled and created: the new event's page opens; its id is returned. */
export async function createEvent(
  page: Page,
  { title, kind, start = futureStart().value, timeZone = 'Europe/London' }: NewEvent,
): Promise<number> {
  await page.getByRole('button', { name: 'New event' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: kind });
  await page.getByLabel('Start time').fill(start);
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption(timeZone);
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return Number(/\/manage\/(\d+)$/.exec(page.url())?.[1]);
}

/** `Slide deck (PDF)`: a generated deck of `pages` pages, rendered on the server. */
export async function uploadDeck(page: Page, pages: number, label: string): Promise<void> {
  await page.getByLabel('Slide deck (PDF)').setInputFiles({
    name: `${label.toLowerCase().replaceAll(' ', '-')}.pdf`,
    mimeType: 'application/pdf',
    buffer: makePdf(pages, label),
  });
  await expect(
    page.getByRole('status').filter({ hasText: `The deck has ${pages} slides.` }),
  ).toBeVisible({ timeout: 20_000 });
}

/** `Media (MP4)`: the file goes up and is made ready for attendees. */
export async function uploadMedia(
  page: Page,
  name: string,
  mp4: Buffer,
  timeout = 60_000,
): Promise<void> {
  await page.getByLabel('Media (MP4)').setInputFiles({ name, mimeType: 'video/mp4', buffer: mp4 });
  await expect(page.getByText(`${name} is ready for attendees.`)).toBeVisible({ timeout });
}

/** The slide sync tool: the preview is moved to each time and `Mark slide change` pressed. */
export async function markSlideChanges(page: Page, seconds: readonly number[]): Promise<void> {
  const preview = page.getByRole('region', { name: 'Slide sync' }).locator('video');
  await expect
    .poll(() => preview.evaluate((v) => (v as HTMLVideoElement).readyState))
    .toBeGreaterThan(0);
  for (const at of seconds) {
    await preview.evaluate((v, time) => {
      (v as HTMLVideoElement).currentTime = time;
    }, at);
    await expect.poll(() => preview.evaluate((v) => (v as HTMLVideoElement).currentTime)).toBe(at);
    await page.getByRole('button', { name: 'Mark slide change' }).click();
  }
}

/** `Add entry code`: the code is listed once added. */
export async function addEntryCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Add entry code' }).click();
  await expect(page.getByRole('rowheader', { name: code })).toBeVisible();
}
