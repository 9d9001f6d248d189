// Every kind offers Help (with support contact as tel: and mailto: links) and Event Info, and
// Documents where the event has documents (SPEC §2 side panels), including the kinds whose outer
// panel SPEC §2 hides: video only (1005), audio only (1006) and the call-only 2002. Those three
// show their presentation without the outer panel, the framed `Presentation panel` the others
// hold theirs in.
import { expect, test, type Page } from '@playwright/test';
import { enterWithCode } from '../support/entry.ts';

const KINDS = [
  { presId: 1001, disclaimer: true, outerPanel: true },
  { presId: 1004, disclaimer: false, outerPanel: true },
  { presId: 1005, disclaimer: false, outerPanel: false },
  { presId: 1006, disclaimer: false, outerPanel: false },
  { presId: 2002, disclaimer: true, outerPanel: false, preEventModal: true },
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
    // The viewer is up (its panels answered): the outer panel is there or not by kind.
    await expect(
      page.getByRole('main').getByRole('region', { name: 'Presentation panel', exact: true }),
    ).toHaveCount(kind.outerPanel ? 1 : 0);
  });
}

// SPEC §3 Speaker URL and styles: 1001's Elena Marsh links to her page (a new tab) and shows her
// NameStyle (bold, #1f4e79) and TitleStyle (italic); a speaker without them shows plain text.
test('1001: Event Info links a speaker to her page and shows her styles', async ({ page }) => {
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  const info = await openPanel(page, 'Event Info');
  const elena = info.getByRole('link', { name: 'Elena Marsh', exact: true });
  await expect(elena).toHaveAttribute(
    'href',
    'https://www.northwind-renewables.example/leadership/elena-marsh',
  );
  await expect(elena).toHaveAttribute('target', '_blank');
  await expect(elena).toHaveAttribute('rel', 'noopener');
  await expect(elena).toHaveCSS('font-weight', '700');
  await expect(elena).toHaveCSS('color', 'rgb(31, 78, 121)');
  await expect(info.getByText('Chief Executive Officer', { exact: true })).toHaveCSS(
    'font-style',
    'italic',
  );
  await expect(info.getByText('David Okafor', { exact: true })).toBeVisible();
  await expect(info.getByRole('link', { name: 'David Okafor' })).toHaveCount(0);
});
