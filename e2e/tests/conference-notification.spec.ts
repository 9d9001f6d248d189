// SPEC §3 NotificationMessage, §7 POST and DELETE prescontrol/{presId}/notification: the
// coordinator writes a message in the console (`Notification to attendees`, `Send notification`);
// an attendee in the viewer is shown it at once, one who arrives later is shown it as they
// enter, and `Clear notification` takes it down for both.
//
// A notification stays on the call until it is cleared, so this spec runs a server of its own:
// the shared demo call the other specs watch never shows it.
import { expect, test, type Page } from '@playwright/test';
import { useOwnServer } from '../support/conference-server.ts';
import { joinSignedIn, joinWithCode, newPerson, openConsole } from '../support/conference.ts';

const own = useOwnServer();

const MESSAGE = 'The Q&A opens after the CFO’s remarks.';
/** The viewer's banner (conference NotificationBanner): its heading, then the message. */
const banner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Message from the event team' });

/** 2001 starts 10 minutes after loading: a new attendee first sees the pre-event modal. */
async function closePreEventModal(page: Page): Promise<void> {
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
  await close.click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('the coordinator sends a notification; attendees, present and arriving, see it until cleared', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const coordinator = await newPerson(browser, own.server.baseURL);
  const present = await newPerson(browser, own.server.baseURL);
  const late = await newPerson(browser, own.server.baseURL);
  own.people.push(coordinator, present, late);

  await openConsole(coordinator);
  const consolePage = coordinator.page;
  const box = consolePage.getByRole('textbox', { name: 'Notification to attendees' });
  const send = consolePage.getByRole('button', { name: 'Send notification', exact: true });
  const clear = consolePage.getByRole('button', { name: 'Clear notification', exact: true });
  await expect(consolePage.getByText('Attendees are shown no notification.')).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(clear).toBeDisabled();

  // An attendee is in the viewer, with nothing from the event team yet.
  await joinWithCode(present, 'DEMO-2001');
  await closePreEventModal(present.page);
  await expect(present.page.getByRole('status', { name: 'Call status' })).toBeVisible();
  await expect(banner(present.page)).toHaveCount(0);

  await box.fill(MESSAGE);
  await send.click();
  await expect(consolePage.getByText(MESSAGE)).toBeVisible();
  await expect(box).toHaveValue('');
  await expect(clear).toBeEnabled();
  await expect(banner(present.page)).toContainText(MESSAGE);

  // Another attendee arrives after it was sent, and is shown it as they enter.
  await joinSignedIn(late, 'attendee@podium.test');
  await closePreEventModal(late.page);
  await expect(banner(late.page)).toContainText(MESSAGE);

  await present.page.setViewportSize({ width: 390, height: 844 });
  await present.page.screenshot({ path: test.info().outputPath('notification-phone.png') });

  await clear.click();
  await expect(consolePage.getByText('Attendees are shown no notification.')).toBeVisible();
  for (const { page } of [present, late]) await expect(banner(page)).toHaveCount(0);
});
