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
  for (const toggle of await toggles.all()) {
    const { x, width: w } = await box(toggle);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + w).toBeLessThanOrEqual(width);
    // A label on one line: squeezing the toggles would break them ("Ask a / Question").
    const oneLine = await toggle.evaluate((el) => {
      const label = el.lastElementChild ?? el;
      const fontSize = parseFloat(getComputedStyle(label).fontSize);
      return label.getBoundingClientRect().height < fontSize * 2;
    });
    expect(oneLine).toBe(true);
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
