// Linked shows (SPEC §2 /linkedshow/, §7 linked presentations, §9 show link types): 1001, 1003
// and 1004 form a custom agenda, and 1007 is 1001 in Chinese. The entry code of 1001 opens the
// whole linked set; the agenda lists its parts and moves between them; the Chinese version
// switches the viewer's language with the content, and back.
import { expect, test } from '@playwright/test';
import { enterWithCode } from '../support/entry.ts';

test('a custom agenda lists its parts and moves between them with the one entry code', async ({
  page,
}) => {
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  const agenda = page.getByRole('navigation', { name: 'Agenda' });
  await expect(agenda).toContainText('Part 1 of 3');
  const parts = agenda.getByRole('listitem');
  await expect(parts).toHaveText([
    'Northwind Renewables IPO Roadshow',
    'Northwind Renewables IPO Roadshow (audio with slides)',
    'Northwind Renewables IPO: Offering Documents',
  ]);
  await expect(
    agenda.getByRole('link', { name: 'Northwind Renewables IPO Roadshow', exact: true }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(agenda.getByRole('link', { name: 'Previous part' })).toHaveCount(0);

  // Next part: 1003, reached without a second code (the code admits to its linked set).
  await agenda.getByRole('link', { name: 'Next part' }).click();
  await expect(page).toHaveURL(/\/presentation\/v2\/1003\/viewer\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Northwind Renewables IPO Roadshow (audio with slides)',
  );
  const onSecond = page.getByRole('navigation', { name: 'Agenda' });
  await expect(onSecond).toContainText('Part 2 of 3');
  await expect(
    onSecond.getByRole('link', { name: 'Northwind Renewables IPO Roadshow (audio with slides)' }),
  ).toHaveAttribute('aria-current', 'page');
  // The audio part has its own player (playing already where the browser lets it autoplay).
  await expect(page.getByRole('button', { name: /^(Play|Pause)$/ })).toBeVisible();

  // A part chosen from the list: the offering documents.
  await onSecond
    .getByRole('link', { name: 'Northwind Renewables IPO: Offering Documents' })
    .click();
  await expect(page).toHaveURL(/\/presentation\/v2\/1004\/viewer\/?$/);
  await expect(page.getByRole('navigation', { name: 'Agenda' })).toContainText('Part 3 of 3');
  await expect(
    page.getByRole('navigation', { name: 'Agenda' }).getByRole('link', { name: 'Next part' }),
  ).toHaveCount(0);

  // And back to the start.
  await page
    .getByRole('navigation', { name: 'Agenda' })
    .getByRole('link', { name: 'Previous part' })
    .click();
  await expect(page).toHaveURL(/\/presentation\/v2\/1003\/viewer\/?$/);
});

test('the Chinese version switches the language with the content, and back', async ({ page }) => {
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  await expect(page.getByRole('img', { name: /^Slide 1 of 12/ })).toBeVisible();
  const languages = page.getByRole('navigation', { name: 'Other languages' });
  await languages.getByRole('link', { name: 'Watch in 中文' }).click();

  await expect(page).toHaveURL(/\/presentation\/v2\/1007\/viewer\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-cn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Northwind Renewables 首次公开发行路演',
  );
  // The viewer's own texts are Chinese now, and so are the show's slides and ticker.
  await expect(page.getByRole('button', { name: '离开活动' })).toBeVisible();
  await expect(
    page.getByText('Northwind Renewables 已申请在纳斯达克全球精选市场首次公开发行股票。').first(),
  ).toBeAttached();
  // The way back is named in the viewer's (now Chinese) language and offers English.
  const back = page
    .getByRole('navigation', { name: '其他语言' })
    .getByRole('link', { name: '以English观看' });
  await expect(back).toHaveAttribute('lang', 'en-us');
  await back.click();

  await expect(page).toHaveURL(/\/presentation\/v2\/1001\/viewer\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Northwind Renewables IPO Roadshow',
  );
  await expect(page.getByRole('button', { name: 'Leave event' })).toBeVisible();
});

test('the linked-show page groups the links; a show outside the set still asks for its code', async ({
  page,
}) => {
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  await page.goto('/presentation/v2/1001/linkedshow/');
  const list = page.getByRole('navigation', { name: 'Linked presentations' });
  await expect(list.getByRole('region', { name: 'Agenda' }).getByRole('link')).toHaveText([
    'Northwind Renewables IPO Roadshow (audio with slides)',
    'Northwind Renewables IPO: Offering Documents',
  ]);
  await expect(list.getByRole('region', { name: 'Other languages' }).getByRole('link')).toHaveText([
    'Northwind Renewables 首次公开发行路演',
  ]);
  await list.getByRole('link', { name: 'Northwind Renewables IPO: Offering Documents' }).click();
  await expect(page).toHaveURL(/\/presentation\/v2\/1004\/viewer\/?$/);

  // The code of 1001 does not open a show outside its linked set.
  await page.goto('/presentation/v2/1002/');
  await expect(page).toHaveURL(/\/presentation\/v2\/1002\/validate\/?$/);
});
