// The viewer by keyboard alone (WCAG 2.1.1): entering with a code (a refused code puts the focus
// back in the box, which is invalid and described by the reason), the disclaimer, the skip link
// and the focus on the presentation after entry, watching (player and slides), asking a question
// (the focus follows it) and downloading a document. No mouse, no tap: only key presses.
import { expect, test, type Locator, type Page } from '@playwright/test';

// A key press at a time, each checked, through whole entries: more steps than a pointer's test.
test.describe.configure({ timeout: 60_000 });

/** Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`40 presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

/** The element with the focus lies inside the given one. */
const focusWithin = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

async function enterByKeyboard(page: Page, presId: number, disclaimer: boolean): Promise<void> {
  await page.goto(`/presentation/v2/${presId}/`);
  const code = page.getByRole('textbox', { name: 'Entry code' });
  await tabTo(page, code);
  await page.keyboard.type(`DEMO-${presId}`);
  await page.keyboard.press('Enter');
  // A call with Q&A asks the guest's name next: filled in by keyboard too.
  const onward = new RegExp(`/${presId}/(disclaimer|viewer)/$`);
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await expect
    .poll(async () => onward.test(page.url()) || (await firstName.isVisible()))
    .toBe(true);
  if (!onward.test(page.url())) {
    const fields: [string, string][] = [
      ['First name', 'Kay'],
      ['Last name', 'Board'],
      ['Company', 'Tab & Co'],
      ['Email', `kay.board.${Date.now()}@example.test`],
    ];
    for (const [name, value] of fields) {
      await tabTo(page, page.getByRole('textbox', { name }));
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Enter');
  }
  if (disclaimer) {
    await expect(page).toHaveURL(new RegExp(`/${presId}/disclaimer/$`));
    await tabTo(page, page.getByRole('button', { name: 'I agree' }));
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(new RegExp(`/${presId}/viewer/$`));
}

test('a refused entry code: the focus stays in the box, now invalid and described by the reason', async ({
  page,
}) => {
  await page.goto('/presentation/v2/1001/');
  const code = page.getByRole('textbox', { name: 'Entry code' });
  await tabTo(page, code);
  await page.keyboard.type('NOT-A-CODE');
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription((await alert.textContent()) ?? '');

  // Corrected in place, it goes through.
  await page.keyboard.press('Control+A');
  await page.keyboard.type('DEMO-1001');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/1001\/disclaimer\/$/);
});

test('enters, lands on the presentation, skips the chrome and watches 1002', async ({ page }) => {
  await enterByKeyboard(page, 1002, false);
  const main = page.getByRole('main');
  const pause = page.getByRole('button', { name: 'Pause' });
  const play = page.getByRole('button', { name: 'Play' });
  const toggle = pause.or(play);
  // Once the player shows, the first Tab goes into it: not into the header or the thumbnails.
  await expect(toggle).toBeVisible();
  await expect(main).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusWithin(main)).toBe(true);

  // Back up through the header to the skip link, which takes the keyboard to the presentation.
  const skip = page.getByRole('link', { name: 'Skip to the presentation' });
  await tabTo(page, skip, true);
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(main).toBeFocused();

  // The player: pause, or play.
  await tabTo(page, toggle);
  const wasPlaying = (await pause.count()) > 0;
  await page.keyboard.press('Enter');
  await expect(wasPlaying ? play : pause).toBeFocused();
  // Paused again, so only the keyboard turns the slides (the video turns them as it plays).
  if (!wasPlaying) {
    await page.keyboard.press('Enter');
    await expect(play).toBeFocused();
  }

  // The slides: the next one from wherever the video had brought them.
  const shown = Number(
    /^Slide (\d+) of 8$/.exec(
      (await page.getByRole('img', { name: /^Slide \d+ of 8$/ }).getAttribute('alt')) ?? '',
    )?.[1],
  );
  expect(shown).toBeLessThan(8);
  await tabTo(page, page.getByRole('button', { name: 'Next slide' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('img', { name: `Slide ${shown + 1} of 8`, exact: true }),
  ).toBeVisible();
});

test('asks a question: after it is sent the focus is on it and its status', async ({ page }) => {
  await enterByKeyboard(page, 2002, true);
  // The pre-event modal greets the viewer and holds the focus; Enter on its button closes it.
  const greeting = page.getByRole('dialog');
  await expect(greeting).toBeVisible();
  expect(await focusWithin(greeting)).toBe(true);
  await tabTo(page, greeting.getByRole('button', { name: 'Close' }));
  await page.keyboard.press('Enter');
  await expect(greeting).toBeHidden();

  const box = page.getByRole('textbox', { name: 'Your question' });
  await tabTo(page, box);
  const question = `Is the keyboard enough to take part? (${Date.now()})`;
  await page.keyboard.type(question);
  await tabTo(page, page.getByRole('button', { name: 'Submit question' }));
  await page.keyboard.press('Enter');
  const mine = page.locator(':focus');
  await expect(mine).toContainText(question);
  await expect(mine.getByRole('status')).toHaveText('Submitted');
  // Next along: withdrawing it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Withdraw question' })).toBeFocused();
});

test('reads Event Info and downloads a document from 1004', async ({ page }) => {
  await enterByKeyboard(page, 1004, false);

  // Event Info: the panel's text scrolls by keyboard (its body takes the focus).
  await tabTo(page, page.getByRole('button', { name: 'Event Info', exact: true }));
  await page.keyboard.press('Enter');
  const info = page.getByRole('complementary', { name: 'Event Info' });
  await expect(info).toBeVisible();
  expect(await focusWithin(info)).toBe(true);
  const body = info.locator('.side-panel__body');
  await tabTo(page, body);
  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();

  const download = page.waitForEvent('download');
  await tabTo(page, page.getByRole('link', { name: 'Summary Term Sheet' }));
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/\.docx$/);
});
