// The SPEC §2 modals around the content: leaving an event asks first and ends on the
// /{presId}/leaveevent/ page (1001); an ended live video webinar with a published replay (2003)
// asks before it plays the replay.
import { expect, test } from '@playwright/test';
import { enterWithCode } from '../support/entry.ts';

test('leave event: Stay keeps the viewer, Leave goes to the leave page and back in', async ({
  page,
}) => {
  await enterWithCode(page, 1001, 'DEMO-1001', true);
  const leave = page.getByRole('button', { name: 'Leave event', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Leave event?' });

  await leave.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Leave' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(leave).toBeFocused();
  await expect(page).toHaveURL(/\/presentation\/v2\/1001\/viewer\/?$/);

  await leave.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await leave.click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/presentation\/v2\/1001\/leaveevent\/?$/);
  await expect(page.getByRole('heading', { name: 'Thank you for joining' })).toBeVisible();
  // SPEC §2 home, privacy policy and terms of service links, per language.
  const links = page.getByRole('navigation', { name: 'Site links' });
  await expect(links.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    'https://www.podium.test/privacy',
  );
  await page.getByRole('combobox', { name: 'Language' }).selectOption('zh-cn');
  const zhLinks = page.getByRole('navigation', { name: '网站链接' });
  await expect(zhLinks.getByRole('link', { name: '隐私政策' })).toHaveAttribute(
    'href',
    'https://www.podium.test/zh-cn/privacy',
  );
  await expect(zhLinks.getByRole('link', { name: '服务条款' })).toHaveAttribute(
    'href',
    'https://www.podium.test/zh-cn/terms',
  );
  await page.getByRole('combobox', { name: '语言' }).selectOption('en-us');
  await page.getByRole('link', { name: 'Rejoin the event' }).click();
  await expect(page).toHaveURL(/\/presentation\/v2\/1001\/(viewer|disclaimer|validate)\/?$/);
});

test('pre-replay: the replay waits for the viewer, then plays', async ({ page }) => {
  await enterWithCode(page, 2003, 'DEMO-2003', false);
  const preReplay = page.getByRole('dialog', { name: 'The live event has ended' });
  await expect(preReplay).toBeVisible();
  await expect(preReplay.getByRole('button', { name: 'Watch replay' })).toBeFocused();
  // Nothing plays behind the question.
  await expect(page.getByLabel('Live video')).toHaveCount(0);
  await preReplay.getByRole('button', { name: 'Watch replay' }).click();
  await expect(preReplay).toHaveCount(0);
  const video = page.getByLabel('Live video');
  await expect(video).toBeVisible();
  await expect
    .poll(() => video.evaluate((el) => (el as HTMLVideoElement).currentTime), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0.5);
});
