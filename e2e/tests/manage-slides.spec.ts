// The manage area end to end: a coordinator signs in, creates a slides-only event from a 3-page
// PDF (uploaded with tus, rendered on the server) and adds an entry code; an attendee enters
// with it and sees the deck; the coordinator replaces the deck with a 4-page PDF and the
// attendee's open page shows the new deck without a reload (slide.{rowGuid}.addUpdate).
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, enterWithCode } from '../support/entry.ts';
import {
  addEntryCode,
  createEvent,
  futureStart,
  signInToManage,
  uploadDeck,
} from '../support/manage.ts';
import { currentSlide, expectSlideImageLoaded } from '../support/slides.ts';

test('a coordinator creates a slides-only event, an attendee follows a replaced deck live', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const start = futureStart();
  const coordinatorContext = await browser.newContext();
  const attendeeContext = await browser.newContext();
  const coordinator = await coordinatorContext.newPage();
  const attendee = await attendeeContext.newPage();

  await signInToManage(coordinator);
  await coordinator.getByRole('button', { name: 'New event' }).click();
  await coordinator.getByRole('button', { name: 'Create event' }).click();
  // Every field is checked before anything is sent.
  await expect(coordinator.getByText('Enter a title.')).toBeVisible();
  await expect(coordinator.getByText('Enter the start date and time.')).toBeVisible();

  const title = `Harbor Logistics Investor Day ${Date.now()}`;
  await coordinator.getByRole('textbox', { name: 'Title' }).fill(title);
  await coordinator.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Slides only' });
  await coordinator.getByLabel('Start time').fill(start.value);
  await coordinator.getByRole('combobox', { name: 'Time zone' }).selectOption('America/Chicago');
  await coordinator.getByRole('button', { name: 'Create event' }).click();
  await expect(coordinator.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const presId = Number(/\/manage\/(\d+)$/.exec(coordinator.url())?.[1]);
  expect(presId).toBeGreaterThanOrEqual(10001);

  await uploadDeck(coordinator, 3, 'Opening');
  await expect(coordinator.getByRole('img', { name: /^Slide \d$/ })).toHaveCount(3);

  const code = `HARBOR-${presId}`;
  await addEntryCode(coordinator, code);

  // The list shows the event with its kind, start time in its zone, and state.
  await coordinator.getByRole('link', { name: 'All events' }).click();
  const row = coordinator.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Slides only');
  await expect(row).toContainText(`${start.shown} (America/Chicago)`);
  await expect(row).toContainText('Scheduled');
  await row.getByRole('link', { name: title }).click();

  await enterWithCode(attendee, presId, code, false);
  await expect(currentSlide(attendee, 1, 3)).toBeVisible();
  await expectSlideImageLoaded(attendee, 1, 3);

  await attendee.evaluate(() => Object.assign(window, { podiumMarker: 'same page' }));
  await uploadDeck(coordinator, 4, 'Revised');
  await expect(currentSlide(attendee, 1, 4)).toBeVisible();
  await expectSlideImageLoaded(attendee, 1, 4);
  // The same document as before the replacement: the page was not reloaded.
  expect(await attendee.evaluate(() => Reflect.get(window, 'podiumMarker'))).toBe('same page');

  await coordinatorContext.close();
  await attendeeContext.close();
});

test('attendees cannot open the manage area', async ({ page }) => {
  await page.goto('/presentation/v2/manage/');
  await page.getByRole('textbox', { name: 'Email' }).fill('attendee@podium.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('heading', { name: "You don't have access to the manage area" }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'New event' })).toHaveCount(0);
});

test('a coordinator holds the slides back until a time; the attendee is told when', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const coordinatorContext = await browser.newContext();
  const attendeeContext = await browser.newContext();
  const coordinator = await coordinatorContext.newPage();
  const attendee = await attendeeContext.newPage();
  await signInToManage(coordinator);
  const presId = await createEvent(coordinator, {
    title: `Harbor Logistics Analyst Day ${Date.now()}`,
    kind: 'Slides only',
  });
  await uploadDeck(coordinator, 2, 'Analyst day');
  const code = `ANALYST-${presId}`;
  await addEntryCode(coordinator, code);

  const availableFrom = coordinator.getByLabel('Slides available from');
  const save = coordinator.getByRole('button', { name: 'Save changes' });
  const saved = () =>
    coordinator.waitForResponse(
      (r) => r.url().endsWith(`/manage/events/${presId}`) && r.request().method() === 'PUT',
    );
  await availableFrom.fill(futureStart(2).value);
  let answer = saved();
  await save.click();
  expect((await answer).status()).toBe(200);
  await expect(coordinator.getByText('Changes saved.')).toBeVisible();

  await enterWithCode(attendee, presId, code, false);
  // The server sends no slides yet: the slide area says when they open.
  await expect(
    attendee.getByRole('status').filter({ hasText: 'The slides will be available from' }),
  ).toBeVisible();
  await expect(attendee.getByRole('img', { name: /^Slide \d+ of \d+$/ })).toHaveCount(0);

  await availableFrom.fill('');
  answer = saved();
  await save.click();
  expect((await answer).status()).toBe(200);
  await attendee.reload();
  await expect(currentSlide(attendee, 1, 2)).toBeVisible();
  await expectSlideImageLoaded(attendee, 1, 2);

  await coordinatorContext.close();
  await attendeeContext.close();
});
