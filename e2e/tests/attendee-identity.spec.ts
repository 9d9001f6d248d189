// Who an attendee is, as the console sees them: entering 2001 by code asks a name, company and
// email (textboxes `First name`, `Last name`, `Company`, `Email`, button `Continue`), questions and
// the participants list show that name, the same browser entering again is the same participant,
// one person in two browsers is one row; `Sign out` in the viewer's header and `Leave event` end
// the session and the participation.
import { expect, test, type Browser } from '@playwright/test';
import {
  callStatus,
  consoleList,
  COORDINATOR,
  ensureLive,
  newPerson,
  openConsole,
  type Person,
} from '../support/conference.ts';
import {
  attendeeDetailsHeading,
  enterWithCode,
  giveAttendeeDetails,
  openValidate,
  type AttendeeDetails,
} from '../support/entry.ts';

const PRES = 2001;
const viewerUrl = new RegExp(`/presentation/v2/${PRES}/viewer/?$`);
const validateUrl = new RegExp(`/presentation/v2/${PRES}/validate/?$`);

let coordinator: Person;
const people: Person[] = [];

// Each test waits for presence marks (up to a heartbeat) besides its browsers' entries.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async ({ browser }) => {
  coordinator = await newPerson(browser);
  await openConsole(coordinator);
  await ensureLive(coordinator.page);
});
test.afterAll(async () => {
  for (const person of [...people, coordinator]) await person?.context.close();
});

async function attendee(browser: Browser): Promise<Person> {
  const person = await newPerson(browser);
  people.push(person);
  return person;
}

const unique = (first: string, last: string): AttendeeDetails => {
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    firstName: first,
    lastName: `${last} ${tag}`,
    company: 'Analytical Engines',
    email: `${first.toLowerCase()}-${tag}@example.test`,
  };
};

/**
 * A registration made after the hub connected is first vouched for at the next presence heartbeat
 * (PRESENCE_HEARTBEAT_MS, 20 s); that change of presence reaches the console by its hub topic.
 */
const PRESENCE_SEEN_MS = 35_000;

const participantRows = (details: AttendeeDetails) =>
  consoleList(coordinator.page, 'Participants')
    .getByRole('listitem')
    .filter({ hasText: `${details.firstName} ${details.lastName}` });

test('the name given on entry names the question and the participant; re-entry is the same person', async ({
  browser,
}) => {
  const ada = unique('Ada', 'Lovelace');
  const { page } = await attendee(browser);
  await openValidate(page, PRES);
  await page.getByRole('textbox', { name: 'Entry code' }).fill('DEMO-2001');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(attendeeDetailsHeading(page)).toBeVisible();

  // Nothing given: each required field says what is wrong, and the first takes the focus.
  await page.getByRole('button', { name: 'Continue' }).click();
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await expect(page.getByText('Enter your last name.')).toBeVisible();
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Company' })).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@');
  await expect(page.getByText('Enter a valid email address, like name@example.com.')).toBeVisible();
  // An account's email is not a guest's to give.
  await giveAttendeeDetails(page, { ...ada, email: COORDINATOR });
  await expect(
    page.getByText('This email address belongs to an account. Sign in with your account instead.'),
  ).toBeVisible();
  await expect(page).toHaveURL(validateUrl);

  await giveAttendeeDetails(page, ada);
  await expect(page).toHaveURL(viewerUrl);
  await expect(callStatus(page)).toHaveText('Live');

  await page.getByRole('button', { name: 'Ask a Question', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Ask a Question' });
  const question = `When does the lock-up end? (${ada.lastName})`;
  await panel.getByRole('textbox', { name: 'Your question' }).fill(question);
  await panel.getByRole('button', { name: 'Submit question' }).click();
  await expect(panel.getByRole('status')).toHaveText('Submitted');

  const asked = consoleList(coordinator.page, 'Questions')
    .getByRole('listitem')
    .filter({ hasText: question });
  await expect(asked).toContainText(`Ada ${ada.lastName}`);
  await expect(asked).toContainText('Analytical Engines');
  await expect(participantRows(ada)).toHaveCount(1);
  await expect(participantRows(ada)).toContainText('Connected', { timeout: PRESENCE_SEEN_MS });

  // `Sign out` in the viewer's header ends the session: the viewer asks for a code again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(validateUrl);
  await page.goto(`/presentation/v2/${PRES}/viewer/`);
  await expect(page).toHaveURL(validateUrl);

  // The same browser entering again is the same participant, not asked again.
  await page.getByRole('textbox', { name: 'Entry code' }).fill('DEMO-2001');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(viewerUrl);
  await expect(callStatus(page)).toHaveText('Live');
  await expect(participantRows(ada)).toContainText('Connected', { timeout: PRESENCE_SEEN_MS });
  await expect(participantRows(ada)).toHaveCount(1);
});

test('one person in two browsers is one row, connected while either is', async ({ browser }) => {
  const grace = unique('Grace', 'Hopper');
  const laptop = await attendee(browser);
  const phone = await attendee(browser);
  await enterWithCode(laptop.page, PRES, 'DEMO-2001', false, grace);
  await enterWithCode(phone.page, PRES, 'DEMO-2001', false, grace);
  await expect(callStatus(phone.page)).toHaveText('Live');
  await expect(participantRows(grace)).toContainText('Connected', { timeout: PRESENCE_SEEN_MS });
  await expect(participantRows(grace)).toHaveCount(1);
});

test('`Leave event` ends the participation: not connected, and the viewer asks for the code', async ({
  browser,
}) => {
  const alan = unique('Alan', 'Turing');
  const { page } = await attendee(browser);
  await enterWithCode(page, PRES, 'DEMO-2001', false, alan);
  await expect(callStatus(page)).toHaveText('Live');
  await expect(participantRows(alan)).toContainText('Connected', { timeout: PRESENCE_SEEN_MS });

  await page.getByRole('button', { name: 'Leave event' }).click();
  await page
    .getByRole('dialog', { name: 'Leave event?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page.getByRole('heading', { name: 'Thank you for joining' })).toBeVisible();
  await expect(participantRows(alan)).toContainText('Not connected', { timeout: PRESENCE_SEEN_MS });

  await page.goto(`/presentation/v2/${PRES}/viewer/`);
  await expect(page).toHaveURL(validateUrl);
});
