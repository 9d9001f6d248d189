// Every kind offers Help (with support contact as tel: and mailto: links) and Event Info, and
// Documents where the event has documents (SPEC §2 side panels), including the kinds whose outer
// panel SPEC §2 hides: video only (1005), audio only (1006) and the call-only 2002.
import { expect, test, type Page } from '@playwright/test';
import { enterWithCode } from '../support/entry.ts';

const KINDS = [
  { presId: 1001, disclaimer: true },
  { presId: 1004, disclaimer: false },
  { presId: 1005, disclaimer: false },
  { presId: 1006, disclaimer: false },
  { presId: 2002, disclaimer: true, preEventModal: true },
] as const;

async function openPanel(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click();
  const panel = page.getByRole('complementary', { name, exact: true });
  await expect(panel).toBeVisible();
  return panel;
}

for (const kind of KINDS) {
  const { presId, disclaimer } = kind;
  test(`${presId}: Help offers tel: and mailto: support links; Event Info names the event`, async ({
    page,
  }) => {
    await enterWithCode(page, presId, `DEMO-${presId}`, disclaimer);
    // The call is pre-event: its SPEC §2 pre-event modal greets the viewer first.
    if ('preEventModal' in kind)
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    const help = await openPanel(page, 'Help');
    await expect(help.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(help.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(
      help.getByRole('link', { name: 'ir@northwind-renewables.example' }),
    ).toHaveAttribute('href', 'mailto:ir@northwind-renewables.example');

    const info = await openPanel(page, 'Event Info');
    await expect(info.getByText('Northwind', { exact: false }).first()).toBeVisible();
  });
}
