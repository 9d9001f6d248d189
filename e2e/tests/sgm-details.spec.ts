// Small group meeting 4001, no media (SPEC §1 dial-in information and calendar file, §7 SGM
// dialindetails and icsfile): an attendee's pre-event modal and the meeting page give the
// meeting's id and pin, the bridge's numbers (the primary first) and Add to calendar, which
// downloads the meeting's iCalendar file.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ATTENDEE } from '../support/conference.ts';
import { signIn } from '../support/entry.ts';

const PRES = 4001;
/** The demo's DEMO_MEETING_ID and MEETING_PIN of 4001 (apps/server/src/demo/data/event-4001.ts). */
const MEETING_ID = 8401;
const MEETING_PIN = '408102';
/** The demo bridge's US_TOLL_FREE (primary) and US_LOCAL (apps/server/src/bridge/phone-directory.ts). */
const NUMBERS = ['US toll-free: +1 (800) 555-0199', 'US local: +1 (212) 555-0142'];

test('an attendee gets the dial-in numbers and the calendar file of the meeting', async ({
  page,
}) => {
  await signIn(page, PRES, ATTENDEE, false);
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(`Dial in: meeting ID ${MEETING_ID}, PIN ${MEETING_PIN}`),
  ).toBeVisible();
  await expect(
    dialog.getByRole('list', { name: 'Dial-in numbers' }).getByRole('listitem'),
  ).toHaveText(NUMBERS);
  await expect(dialog.getByRole('link', { name: '+1 (800) 555-0199' })).toHaveAttribute(
    'href',
    'tel:+18005550199',
  );

  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`podium-${PRES}-meeting-${MEETING_ID}.ics`);
  // iCalendar folds long lines (RFC 5545 §3.1): unfolded before reading.
  const text = (await readFile(await file.path(), 'utf8')).replace(/\r\n[ \t]/g, '');
  expect(text).toMatch(/^BEGIN:VCALENDAR/);
  expect(text).toContain(`Meeting PIN: ${MEETING_PIN}`);

  // Closed, the modal leaves the same on the meeting page.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Dial-in numbers' }).getByRole('listitem'),
  ).toHaveText(NUMBERS);
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
});
