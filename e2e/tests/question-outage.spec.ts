// ARCHITECTURE §7 "no question lost": on a live call (demo 2001) an attendee's question that
// fails to reach the server stays in the box with an alert, survives a reload (sessionStorage,
// SPEC §9 P{presId}P key), and is sent once the attendee submits it again; it is never resent on
// its own, and a submit whose answer was lost (but which the server stored) is not asked twice.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  CONF_PRES_ID,
  callStatus,
  consoleList,
  ensureLive,
  joinWithCode,
  newPerson,
  openConsole,
  type Person,
} from '../support/conference.ts';

const QUESTIONS_POST = '**/api/v1/nrsservice/presentations/2001/conferencecalls/*/questions';
const DRAFT_KEY = `P${CONF_PRES_ID}PquestionDraft`;
const NOT_SENT = 'Your question was not sent.';

const people: Person[] = [];
test.afterEach(async () => {
  for (const person of people.splice(0)) await person.context.close();
});

/** Opens the Ask a Question panel (again, after a reload) and returns it. */
async function questionPanel(page: Page): Promise<Locator> {
  const panel = page.getByRole('complementary', { name: 'Ask a Question' });
  if (!(await panel.isVisible()))
    await page.getByRole('button', { name: 'Ask a Question', exact: true }).click();
  await expect(panel).toBeVisible();
  return panel;
}

/** A coordinator takes 2001 live; a registered attendee joins it. */
async function liveCallWithAttendee(
  browser: Parameters<typeof newPerson>[0],
): Promise<{ coordinator: Person; attendee: Person }> {
  const coordinator = await newPerson(browser);
  const attendee = await newPerson(browser);
  people.push(coordinator, attendee);
  await openConsole(coordinator);
  await ensureLive(coordinator.page);
  await joinWithCode(attendee, 'DEMO-2001');
  await expect(callStatus(attendee.page)).toHaveText('Live');
  return { coordinator, attendee };
}

const draftIn = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);

test('a question whose submit fails stays in the box through a reload and is sent by hand once', async ({
  browser,
}) => {
  const { coordinator, attendee } = await liveCallWithAttendee(browser);
  const page = attendee.page;
  const question = `Will the dividend survive the capex plan? (${test.info().testId}-${Date.now()})`;

  let blocked = 0;
  await page.route(QUESTIONS_POST, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    blocked += 1;
    return route.abort('internetdisconnected');
  });

  let panel = await questionPanel(page);
  await panel.getByRole('textbox', { name: 'Your question' }).fill(question);
  await panel.getByRole('button', { name: 'Submit question' }).click();
  await expect(panel.getByRole('alert')).toContainText(NOT_SENT);
  await expect(panel.getByRole('textbox', { name: 'Your question' })).toHaveValue(question);

  await page.reload();
  await expect(callStatus(page)).toHaveText('Live');
  panel = await questionPanel(page);
  await expect(panel.getByRole('textbox', { name: 'Your question' })).toHaveValue(question);
  // Not resent on its own, neither after the failure nor on the reload.
  expect(blocked).toBe(1);

  await page.unroute(QUESTIONS_POST);
  await panel.getByRole('button', { name: 'Submit question' }).click();
  await expect(panel.getByRole('status')).toHaveText('Submitted');
  await expect(panel.getByText(question)).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(await draftIn(page)).toBeNull();

  const asked = consoleList(coordinator.page, 'Questions')
    .getByRole('listitem')
    .filter({ hasText: question });
  await expect(asked).toHaveCount(1);
});

test('a submit whose answer is lost, but which the server stored, is not offered twice', async ({
  browser,
}) => {
  const { coordinator, attendee } = await liveCallWithAttendee(browser);
  const page = attendee.page;
  const question = `How is the order book trending? (${test.info().testId}-${Date.now()})`;

  // The server receives and stores the question; its answer never reaches the browser.
  await page.route(QUESTIONS_POST, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await route.fetch();
    // The page may have given up on the request meanwhile; then there is nothing left to cut.
    await route.abort('connectionreset').catch(() => undefined);
  });

  let panel = await questionPanel(page);
  await panel.getByRole('textbox', { name: 'Your question' }).fill(question);
  await panel.getByRole('button', { name: 'Submit question' }).click();
  // The hub tells the attendee their question arrived (SPEC §7 user question topic): it shows as
  // theirs, and the box with the same text is gone rather than inviting a second submit.
  await expect(panel.getByRole('status')).toHaveText('Submitted');
  await expect(panel.getByText(question)).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);
  await expect.poll(() => draftIn(page)).toBeNull();

  await page.unroute(QUESTIONS_POST);
  await page.reload();
  panel = await questionPanel(page);
  await expect(panel.getByRole('status')).toHaveText('Submitted');
  await expect(panel.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);

  const asked = consoleList(coordinator.page, 'Questions')
    .getByRole('listitem')
    .filter({ hasText: question });
  await expect(asked).toHaveCount(1);
});
