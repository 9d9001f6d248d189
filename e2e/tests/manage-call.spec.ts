// An authored conference call runs like the demo calls: a coordinator creates a conference call
// in the manage area and adds an entry code; an attendee enters with it and sees the call's
// pre-event state; the coordinator goes live from the console and the attendee sees it live.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, enterWithCode } from '../support/entry.ts';
import { callStatus, consoleButton, consoleCallFacts } from '../support/conference.ts';
import { futureStart } from '../support/manage.ts';

/** SPEC §8: the stream text of a call that is more than the starting-soon window away. */
const STREAM_NOT_STARTED = 'Stream Not Started';

test('a coordinator creates a conference call and runs it; an attendee waits, then hears it live', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const start = futureStart();
  const coordinatorContext = await browser.newContext();
  const attendeeContext = await browser.newContext();
  const coordinator = await coordinatorContext.newPage();
  const attendee = await attendeeContext.newPage();

  await coordinator.goto('/presentation/v2/manage/');
  await coordinator.getByRole('textbox', { name: 'Email' }).fill('coordinator@podium.test');
  await coordinator.getByLabel('Password').fill(DEMO_PASSWORD);
  await coordinator.getByRole('button', { name: 'Sign in' }).click();
  await coordinator.getByRole('button', { name: 'New event' }).click();

  const title = `Harbor Logistics Q4 Earnings Call ${Date.now()}`;
  await coordinator.getByRole('textbox', { name: 'Title' }).fill(title);
  await coordinator
    .getByRole('combobox', { name: 'Kind' })
    .selectOption({ label: 'Conference call (no media)' });
  await coordinator.getByLabel('Start time').fill(start.value);
  await coordinator.getByRole('combobox', { name: 'Time zone' }).selectOption('America/Chicago');
  await coordinator.getByRole('button', { name: 'Create event' }).click();
  await expect(coordinator.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const presId = Number(/\/manage\/(\d+)$/.exec(coordinator.url())?.[1]);
  expect(presId).toBeGreaterThanOrEqual(10001);

  const code = `HARBOR-CALL-${presId}`;
  await coordinator.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await coordinator.getByRole('button', { name: 'Add entry code' }).click();
  await expect(coordinator.getByRole('rowheader', { name: code })).toBeVisible();

  // The attendee enters before the call: the pre-event modal, titled with the call.
  await enterWithCode(attendee, presId, code, false);
  const modal = attendee.getByRole('dialog', { name: title });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(STREAM_NOT_STARTED);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(callStatus(attendee)).toContainText('The call starts');

  // The coordinator runs the call from the event console.
  await coordinator.goto(`/presentation/v2/${presId}/console/`);
  const goLive = consoleButton(coordinator, 'Go live');
  await expect(goLive).toBeEnabled();
  await goLive.click();
  await expect(consoleCallFacts(coordinator).getByText('Live', { exact: true })).toBeVisible();

  await expect(callStatus(attendee)).toHaveText('Live');

  await coordinatorContext.close();
  await attendeeContext.close();
});
