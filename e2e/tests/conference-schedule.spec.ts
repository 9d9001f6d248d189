// SPEC §4 call updates driven from the coordinator console (ARCHITECTURE §5), watched by an
// attendee in a browser context of their own: "A call update with IsDeleted cancels the call; a
// changed start time reopens the pre-event modal and recomputes timers", and SPEC §8 "This call
// has been cancelled".
//
// Cancelling is for good, so this spec runs a server of its own (OwnServer: free port, own data
// directory, as conference-restart.spec.ts does): the shared demo call conference.spec.ts drives
// is never touched. Its demo 2001 starts 10 minutes after loading, so the call is pre-event.
import { expect, test, type Page } from '@playwright/test';
import { useOwnServer } from '../support/conference-server.ts';
import {
  callStatus,
  consoleCallFacts,
  joinWithCode,
  newPerson,
  openConsole,
} from '../support/conference.ts';

const STARTING_SOON = 'The call is starting soon';
const AVAILABLE = 'The call is available';
const STREAM_NOT_STARTED = 'Stream Not Started';
const CANCELLED = 'This call has been cancelled';

const own = useOwnServer();

/** A start `hours` from now, as the coordinator's datetime-local input takes it (their own zone). */
function startInHours(page: Page, hours: number): Promise<{ value: string; utc: string }> {
  return page.evaluate((ms) => {
    const date = new Date(Date.now() + ms);
    date.setSeconds(0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    return {
      value: `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`,
      utc: date.toISOString(),
    };
  }, hours * 3_600_000);
}

/** A moment as the console shows it, in that page's own language and zone. */
function shownAs(page: Page, utc: string): Promise<string> {
  return page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('en-us', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(at),
      ),
    utc,
  );
}

/**
 * A call time as the viewer's status line gives it: in the event's zone (2001 is in New York),
 * with the viewer's own time after it when the clocks differ; this browser is in New York too.
 */
function callTimeAs(page: Page, utc: string): Promise<string> {
  return page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      })
        .format(new Date(at))
        .replace(/\s/g, ' '),
    utc,
  );
}

/** The viewer's one modal here: the pre-event modal, titled with the call (SPEC §2, §4). */
const preEventModal = (page: Page) =>
  page.getByRole('dialog', { name: 'Northwind Renewables IPO Roadshow — Live Investor Call' });

test('the coordinator moves the start and then cancels; the attendee sees each at once', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const coordinator = await newPerson(browser, own.server.baseURL);
  const attendee = await newPerson(browser, own.server.baseURL);
  own.people.push(coordinator, attendee);

  await openConsole(coordinator);
  const schedule = coordinator.page.getByRole('group', { name: 'Call schedule' });
  await expect(schedule.getByLabel('Start time')).toBeEnabled();
  await expect(schedule.getByRole('button', { name: 'Cancel call', exact: true })).toBeEnabled();

  // The attendee arrives 10 minutes before the start: the pre-event modal says starting soon,
  // and nothing that contradicts it.
  await joinWithCode(attendee, 'DEMO-2001');
  const modal = preEventModal(attendee.page);
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(STARTING_SOON);
  await expect(modal).not.toContainText(AVAILABLE);
  await expect(modal).not.toContainText(STREAM_NOT_STARTED);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();

  // The coordinator puts the call back three hours.
  const later = await startInHours(coordinator.page, 3);
  await schedule.getByLabel('Start time').fill(later.value);
  await schedule.getByRole('button', { name: 'Change start time' }).click();
  await expect(consoleCallFacts(coordinator.page)).toContainText(
    await shownAs(coordinator.page, later.utc),
  );

  // SPEC §4: the attendee's modal reopens with the new time, the timers recomputed: three hours
  // out, the call is not started and the SPEC §8 stream text says when streaming begins.
  const startsAt = `The call starts ${await callTimeAs(attendee.page, later.utc)}.`;
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(startsAt);
  await expect(modal).toContainText(STREAM_NOT_STARTED);
  await expect(modal).not.toContainText(STARTING_SOON);
  await expect(modal).not.toContainText(AVAILABLE);
  await expect(modal.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(callStatus(attendee.page)).toHaveText(startsAt);

  // The coordinator cancels, after confirming.
  await schedule.getByRole('button', { name: 'Cancel call', exact: true }).click();
  const confirm = coordinator.page.getByRole('dialog', { name: 'Cancel the call?' });
  await confirm.getByRole('button', { name: 'Yes, cancel the call' }).click();
  await expect(
    consoleCallFacts(coordinator.page).getByText('Cancelled', { exact: true }),
  ).toBeVisible();
  await expect(schedule.getByRole('button', { name: 'Cancel call', exact: true })).toBeDisabled();
  await expect(schedule.getByLabel('Start time')).toBeDisabled();
  await expect(
    coordinator.page
      .getByRole('group', { name: 'Call controls' })
      .getByRole('button', { disabled: false }),
  ).toHaveCount(0);

  // SPEC §8 on the attendee's screen, the modal gone and no call audio left.
  await expect(callStatus(attendee.page)).toHaveText(CANCELLED);
  await expect(modal).toBeHidden();
  await expect(attendee.page.getByRole('region', { name: 'Live audio' })).toHaveCount(0);

  // It is stored: a fresh load still shows the call cancelled.
  await attendee.page.reload();
  await expect(callStatus(attendee.page)).toHaveText(CANCELLED);
  await expect(modal).toHaveCount(0);
});
