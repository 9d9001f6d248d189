// WCAG 2.2 AA by axe on every screen of every demo event: the entry page, the disclaimer, the
// viewer and each of its side panels at desktop size, the viewer again at phone size (SPEC §2
// mobile layout), the events spread over the three languages (SPEC §9) so each is checked; and the
// coordinator's console. Fails on any serious or critical violation. One page per event, reused
// through its screens, keeps the run short.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { passDisclaimer, signIn } from '../support/entry.ts';

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const BLOCKING = new Set(['serious', 'critical']);
const LANGUAGES = ['en-us', 'zh-cn', 'ja'] as const;

const EVENTS = [
  { presId: 1001, disclaimer: true },
  { presId: 1002 },
  { presId: 1003, greeting: 'panel' },
  { presId: 1004 },
  { presId: 1005 },
  { presId: 1006 },
  { presId: 2001, greeting: 'dialog' },
  { presId: 2002, disclaimer: true, greeting: 'dialog' },
  { presId: 2003, greeting: 'dialog' },
  { presId: 3001 },
  { presId: 3002 },
  { presId: 3003 },
  { presId: 4001, greeting: 'dialog' },
  { presId: 5001 },
  { presId: 6001, retail: 'register' },
  // Appended, so the events before keep their languages.
  { presId: 2004, greeting: 'dialog' },
  // 6002 registers like 6001 (its Chinese version); 6003 opens without registering.
  { presId: 6002, retail: 'register' },
  { presId: 6003, retail: 'open' },
] as const;

/**
 * The serious and critical violations on the page as it is (or in one part of it), one line each.
 * Legacy mode runs axe in the page itself: no helper page per run, which keeps the runs short.
 */
async function blockingViolations(page: Page, screen: string, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (within !== undefined) builder.include(within);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Checks the viewer, then each side panel in turn (the panel alone; closed before the next). */
async function viewerScreens(page: Page, label: string, panels: boolean): Promise<string[]> {
  const found = await blockingViolations(page, `${label} viewer`);
  if (!panels) return found;
  const panelToggles = page.locator('[id^="panel-toggle-"]');
  for (let i = 0; i < (await panelToggles.count()); i += 1) {
    const toggle = panelToggles.nth(i);
    const name = (await toggle.textContent()) ?? `panel ${i}`;
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The open side panel (6001's pricing message is a complementary landmark as well).
    const panel = page.locator('.side-panel');
    await expect(panel).toBeVisible();
    found.push(...(await blockingViolations(page, `${label} ${name} panel`, '.side-panel')));
    await toggle.click();
    await expect(panel).toBeHidden();
  }
  return found;
}

/**
 * The greeting some events show on entry (a pre-event or pre-replay modal; 1003's Event Media
 * panel, which opens by itself) is checked, then put aside.
 */
async function passGreeting(page: Page, greeting: 'dialog' | 'panel'): Promise<string[]> {
  const found: string[] = [];
  if (greeting === 'dialog') {
    const dialog = page.getByRole('dialog');
    // A call another test of this server took live greets with no pre-event modal.
    const live = page
      .getByRole('status', { name: 'Call status' })
      .getByText('Live', { exact: true });
    await expect(dialog.or(live).first()).toBeVisible();
    if (await dialog.isVisible()) {
      found.push(...(await blockingViolations(page, 'desktop dialog')));
      // Its first button closes it (Close, or Not now before a replay).
      await dialog.getByRole('button').first().click();
      await expect(dialog).toBeHidden();
    }
  } else {
    const panel = page.getByRole('complementary');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }
  return found;
}

for (const [index, event] of EVENTS.entries()) {
  const language = LANGUAGES[index % LANGUAGES.length]!;
  test(`${event.presId}: no serious or critical violation on any screen (${language})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: language === 'en-us' ? 'en-US' : language });
    const page = await context.newPage();
    const found: string[] = [];
    try {
      const retail = 'retail' in event ? event.retail : null;
      await page.goto(`/presentation/v2/${event.presId}/`);
      if (retail === 'register') found.push(...(await blockingViolations(page, 'register')));
      await expect(page.getByRole('main')).toBeVisible();
      const languageSelect = page.getByRole('combobox').first();
      await languageSelect.selectOption(language);
      await expect(languageSelect).toHaveValue(language);
      // The entry page is one screen for every event: checked once in each language.
      if (index < LANGUAGES.length) found.push(...(await blockingViolations(page, 'entry')));
      // Entered in the page's language: the form's fields, found by type rather than by name.
      if (retail === 'open') {
        await expect(page).toHaveURL(new RegExp(`/${event.presId}/viewer/?$`));
      } else if (retail === 'register') {
        const fields = page.locator('input[type="text"], input:not([type])');
        await fields.nth(0).fill('Ada');
        await fields.nth(1).fill('Axe');
        await page.locator('input[type="email"]').fill(`ada.${Date.now()}@example.com`);
        await fields.nth(2).fill('Audit Partners');
        await page.locator('select').last().selectOption('US');
        await page.locator('form button[type="submit"]').click();
      } else {
        await page.locator('input[name="entryCode"]').fill(`DEMO-${event.presId}`);
        await page.locator('input[name="entryCode"]').press('Enter');
        // A call with Q&A asks the guest's name first: that step is a screen of its own.
        const details = page.locator('input[name="firstName"]');
        const onward = new RegExp(`/${event.presId}/(disclaimer|viewer)/?$`);
        await expect
          .poll(async () => onward.test(page.url()) || (await details.isVisible()))
          .toBe(true);
        if (!onward.test(page.url())) {
          found.push(...(await blockingViolations(page, 'attendee details')));
          await details.fill('Ada');
          await page.locator('input[name="lastName"]').fill('Axe');
          await page.locator('input[name="company"]').fill('Audit Partners');
          await page
            .locator('input[name="email"]')
            .fill(`ada.${event.presId}.${Date.now()}@example.com`);
          await page.locator('form button[type="submit"]').click();
        }
      }
      if ('disclaimer' in event) {
        await expect(page).toHaveURL(/\/disclaimer\/$/);
        await expect(page.getByRole('button').first()).toBeVisible();
        found.push(...(await blockingViolations(page, 'disclaimer')));
        await page.locator('.pd-form button, main button').first().click();
      }
      await passDisclaimer(page, event.presId, false);
      await expect(page.locator('.viewer')).toBeVisible();
      if ('greeting' in event) found.push(...(await passGreeting(page, event.greeting)));
      found.push(...(await viewerScreens(page, 'desktop', true)));

      await page.setViewportSize(PHONE);
      await expect(page.locator('.viewer')).toHaveClass(/\bviewer--mobile\b/);
      found.push(...(await viewerScreens(page, 'phone', false)));
    } finally {
      await context.close();
    }
    expect(found).toEqual([]);
  });
}

test('the console: no serious or critical violation', async ({ page }) => {
  await signIn(page, 2001, 'coordinator@podium.test', false);
  await page.goto('/presentation/v2/2001/console/');
  await expect(page.getByRole('button', { name: 'Go live' })).toBeVisible();
  const found = await blockingViolations(page, 'console');
  await page.setViewportSize(PHONE);
  found.push(...(await blockingViolations(page, 'console phone')));
  expect(found).toEqual([]);
});
