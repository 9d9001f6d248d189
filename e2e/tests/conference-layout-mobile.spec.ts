// Phone-sized layout of the live call (the mobile project: 375 × 667, SPEC §2 mobile layout): on
// demo 2001 every side panel toggle lies whole within the screen, and the console's start time
// box is wide enough to show its date and time. Looks only; the call's state is left alone.
import { expect, test, type Locator } from '@playwright/test';
import { joinWithCode, newPerson, openConsole, type Person } from '../support/conference.ts';

const people: Person[] = [];
test.afterEach(async () => {
  for (const person of people.splice(0)) await person.context.close();
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('not rendered');
  return found;
}

test('every side panel toggle is within the screen, none cut off', async ({ browser }) => {
  const attendee = await newPerson(browser);
  people.push(attendee);
  const { page } = attendee;
  await joinWithCode(attendee, 'DEMO-2001');
  const width = page.viewportSize()?.width ?? 0;
  const toggles = page.getByRole('group', { name: 'Panels' }).getByRole('button');
  // 2001 offers these (ARCHITECTURE §5 names): the row must not hide any of them.
  for (const name of ['Ask a Question', 'Help', 'Event Info', 'Dial-In'])
    await expect(toggles.filter({ hasText: name })).toHaveCount(1);
  // One snapshot of the whole row: the row may change while it is read (the Welcome toggle goes
  // once the call's state arrives and says the call started or ended), so the toggles are
  // measured together, never one by one against a list read before.
  const row = await toggles.evaluateAll((elements) =>
    elements.map((el) => {
      const { left, right } = el.getBoundingClientRect();
      const label = el.lastElementChild ?? el;
      const fontSize = parseFloat(getComputedStyle(label).fontSize);
      return {
        name: el.textContent ?? '',
        left,
        right,
        // A label on one line: squeezing the toggles would break them ("Ask a / Question").
        oneLine: label.getBoundingClientRect().height < fontSize * 2,
      };
    }),
  );
  expect(row.length).toBeGreaterThanOrEqual(4);
  for (const toggle of row) {
    expect(toggle.left, toggle.name).toBeGreaterThanOrEqual(0);
    expect(toggle.right, toggle.name).toBeLessThanOrEqual(width);
    expect(toggle.oneLine, toggle.name).toBe(true);
  }
});

test("the console's start time box shows the whole date and time", async ({ browser }) => {
  const coordinator = await newPerson(browser);
  people.push(coordinator);
  await openConsole(coordinator);
  const input = coordinator.page.getByLabel('Start time', { exact: true });
  await expect(input).toBeVisible();
  const card = await box(coordinator.page.getByRole('group', { name: 'Call schedule' }));
  const field = await box(input);
  // Its own row: the width of the card's content, not what the button leaves over.
  expect(field.width).toBeGreaterThanOrEqual(card.width - 1);
  expect(field.width).toBeGreaterThanOrEqual(220);
});
