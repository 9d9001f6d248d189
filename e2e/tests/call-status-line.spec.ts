// One status line for a call at five moments around its start (the page's clock fixed, the
// server's call not started), and call times in the event's zone with the viewer's beside it:
// demo 2002 is in New York, this browser in Paris. Before the fix, 22 minutes after the start the
// page said "starts at…", "starting soon", "available" and "Stream Not Started" at once.
import { expect, test, type Page } from '@playwright/test';
import { enterWithCode } from '../support/entry.ts';

test.use({ timezoneId: 'Europe/Paris' });

const PRES_ID = 2002;
const CALL_TITLE = 'Northwind Renewables Fourth Quarter and Fiscal 2024 Earnings Call';
const MINUTE = 60_000;
/**
 * "Nov 25, 2026, 10:00 AM EST (4:00 PM your time)": the event's zone, then the viewer's, which
 * names its own day when that is another ("Nov 26, 2026, 7:00 PM EST (Nov 27, 1:00 AM your time)":
 * the demo call's start moves with the time the demo is loaded).
 */
const BOTH_ZONES = String.raw`[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T \((?:[A-Z][a-z]{2} \d{1,2}, )?\d{1,2}:\d{2} [AP]M your time\)`;

const PHRASES = {
  notStarted: 'The call starts',
  available: 'The call is available',
  startingSoon: 'The call is starting soon',
  stream: 'Stream Not Started',
} as const;
type Phrase = keyof typeof PHRASES;

const moments: readonly {
  readonly minutes: number;
  readonly line: RegExp;
  readonly shows: readonly Phrase[];
}[] = [
  {
    minutes: -20,
    line: new RegExp(`^The call starts ${BOTH_ZONES}\\.$`),
    shows: ['notStarted', 'stream'],
  },
  {
    minutes: -14.5,
    line: new RegExp(`^The call is available and starts ${BOTH_ZONES}\\.`),
    shows: ['available'],
  },
  {
    minutes: -5,
    line: new RegExp(`^The call is starting soon \\(scheduled for ${BOTH_ZONES}\\)\\.$`),
    shows: ['startingSoon'],
  },
  {
    minutes: 22,
    line: new RegExp(`^The call is starting soon \\(scheduled for ${BOTH_ZONES}\\)\\.$`),
    shows: ['startingSoon'],
  },
  {
    minutes: 300,
    line: new RegExp(`^The call is starting soon \\(scheduled for ${BOTH_ZONES}\\)\\.$`),
    shows: ['startingSoon'],
  },
];

async function startOf(page: Page): Promise<number> {
  const response = await page.request.get(`/api/v1/nrsservice/presentation?presid=${PRES_ID}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { EventInfo: { StartDateUtc: string } };
  return Date.parse(body.EventInfo.StartDateUtc);
}

test('2002 before its call: one status line at five moments, with both time zones', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await enterWithCode(page, PRES_ID, 'DEMO-2002', true);
  await expect(page.getByRole('status', { name: 'Call status' })).toBeVisible();
  const start = await startOf(page);

  for (const moment of moments) {
    const at = await context.newPage();
    await at.clock.install({ time: start + moment.minutes * MINUTE });
    await at.goto(`/presentation/v2/${PRES_ID}/viewer/`);
    const status = at.getByRole('status', { name: 'Call status' });
    await expect(status, `${moment.minutes} min`).toHaveText(moment.line);
    // The pre-event modal says the same, and nothing on the page says anything else.
    const modal = at.getByRole('dialog', { name: CALL_TITLE });
    await expect(modal).toHaveAccessibleDescription(moment.line);
    const text = (await at.locator('body').innerText()).replace(/\s+/g, ' ');
    for (const [key, phrase] of Object.entries(PHRASES) as [Phrase, string][]) {
      expect(text.includes(phrase), `${moment.minutes} min: "${phrase}"`).toBe(
        moment.shows.includes(key),
      );
    }
    await at.close();
  }
});
