// Retail show 6001 (ARCHITECTURE §4; SPEC §2 /register, §3 Retail_PricingMessage, §4/§7 no
// socket, hub token or log for retail): a new visitor is sent to registration, is told which
// field is wrong, registers and watches; the coordinator finds the registration in the console's
// CSV export.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { COORDINATOR } from '../support/conference.ts';
import { DEMO_PASSWORD } from '../support/entry.ts';
import { playPast } from '../support/media.ts';
import { currentSlide, expectImageLoaded, expectSlideImageLoaded } from '../support/slides.ts';

const SLIDES = 12;

test('a new visitor registers for 6001 and watches it with no socket; the coordinator exports the registration', async ({
  browser,
}) => {
  const visitorContext = await browser.newContext();
  const page = await visitorContext.newPage();
  const sockets: string[] = [];
  const hubTokens: string[] = [];
  const logCalls: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/uegtoken')) hubTokens.push(url);
    if (/\/logevent$|\/updatelogforcustomshow$/.test(new URL(url).pathname)) logCalls.push(url);
  });

  await page.goto('/presentation/v2/6001/');
  await expect(page).toHaveURL(/\/presentation\/v2\/register\/6001$/);
  await expect(page.getByRole('heading', { name: 'Register to watch' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Pricing information' })).toContainText(
    '$18.00 to $21.00',
  );

  const email = page.getByRole('textbox', { name: 'Email' });
  await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Retail');
  await email.fill('robin@example');
  await page.getByRole('textbox', { name: 'Company' }).fill('Acme, "Best" Investors');
  await page.getByRole('combobox', { name: 'Country' }).selectOption('GB');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(
    'Enter a valid email address, like name@example.com.',
  );
  await expect(email).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute(
    'aria-invalid',
  );
  await expect(page).toHaveURL(/\/register\/6001$/);

  const address = `robin.${Date.now()}@example.com`;
  await email.fill(address);
  await expect(email).not.toHaveAttribute('aria-invalid');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/presentation\/v2\/6001\/viewer\/?$/);
  await expectSlideImageLoaded(page, 1, SLIDES);
  await expect(page.getByRole('complementary', { name: 'Pricing information' })).toContainText(
    '$18.00 to $21.00',
  );
  // A retail user navigates the slides on their own (SPEC §3 SlideNavigation true).
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(currentSlide(page, 2, SLIDES)).toBeVisible();
  await expectSlideImageLoaded(page, 2, SLIDES);
  // Every request of the page has finished: nothing is still on its way to opening a socket.
  await page.waitForLoadState('networkidle');
  expect(sockets).toEqual([]);
  expect(hubTokens).toEqual([]);
  expect(logCalls).toEqual([]);
  await visitorContext.close();

  const coordinatorContext = await browser.newContext({ acceptDownloads: true });
  const consolePage = await coordinatorContext.newPage();
  await consolePage.goto('/presentation/v2/6001/console/');
  await expect(consolePage).toHaveURL(/\/6001\/validate\/?$/);
  await consolePage.getByRole('textbox', { name: 'Email' }).fill(COORDINATOR);
  await consolePage.getByLabel('Password').fill(DEMO_PASSWORD);
  await consolePage.getByRole('button', { name: 'Sign in' }).click();
  await expect(consolePage).toHaveURL(/\/6001\/console\/?$/);
  const registrations = consolePage.getByRole('region', { name: 'Registrations' });
  await expect(registrations.getByRole('cell', { name: address })).toBeVisible();

  const [download] = await Promise.all([
    consolePage.waitForEvent('download'),
    registrations.getByRole('link', { name: 'Export registrations' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('registrations-6001.csv');
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('First name,Last name,Email,Company,Country,Registered (UTC)');
  expect(
    lines.some((line) => line.startsWith(`Robin,Retail,${address},"Acme, ""Best"" Investors",GB,`)),
  ).toBe(true);
  await coordinatorContext.close();
});

test('a link with a code that is not the show’s says so on the registration page', async ({
  page,
}) => {
  await page.goto('/presentation/v2/6001/?linkCode=NOT-THE-CODE');
  await expect(page).toHaveURL(/\/presentation\/v2\/register\/6001$/);
  await expect(page.getByRole('alert')).toHaveText(
    'This registration link is not valid. Please check the address you were given.',
  );
  await expect(page.getByRole('button', { name: 'Register' })).toHaveCount(0);
});

test('the show’s own link code leads to registration', async ({ page }) => {
  await page.goto('/presentation/v2/6001/?linkCode=northwind-retail');
  await expect(page).toHaveURL(/\/presentation\/v2\/register\/6001$/);
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
});

test('a registered visitor moves to the Chinese version of the show without registering again, with no socket', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sockets: string[] = [];
  const registerPages: string[] = [];
  const retailCalls: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/register/')) {
      registerPages.push(frame.url());
    }
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/retail/')) retailCalls.push(url.pathname + url.search);
  });

  await page.goto('/presentation/v2/6001/?linkCode=NORTHWIND-RETAIL');
  await expect(page).toHaveURL(/\/presentation\/v2\/register\/6001$/);
  await page.getByRole('textbox', { name: 'First name' }).fill('Lin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Retail');
  await page.getByRole('textbox', { name: 'Email' }).fill(`lin.${Date.now()}@example.com`);
  await page.getByRole('combobox', { name: 'Country' }).selectOption('SG');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/presentation\/v2\/6001\/viewer\/?$/);
  await expectSlideImageLoaded(page, 1, SLIDES);
  expect(registerPages).toHaveLength(1);

  await page
    .getByRole('navigation', { name: 'Other languages' })
    .getByRole('link', { name: 'Watch in 中文' })
    .click();
  await expect(page).toHaveURL(/\/presentation\/v2\/6002\/viewer\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-cn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Northwind Renewables 首次公开发行：散户投资者推介会',
  );
  await expect(
    page.getByText('价格区间为每股 18.00 至 21.00 美元', { exact: false }),
  ).toBeVisible();
  await expectImageLoaded(page.getByRole('img', { name: '第 1 张幻灯片，共 12 张', exact: true }));
  // The Chinese version was loaded by the retail call with the link code the visitor came by.
  expect(retailCalls).toContain('/api/v1/nrsservice/retail/shows/6002?linkCode=NORTHWIND-RETAIL');

  // And back, still without the registration form.
  await page
    .getByRole('navigation', { name: '其他语言' })
    .getByRole('link', { name: '以English观看' })
    .click();
  await expect(page).toHaveURL(/\/presentation\/v2\/6001\/viewer\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-us');
  await expectSlideImageLoaded(page, 1, SLIDES);
  await page.waitForLoadState('networkidle');
  expect(registerPages).toHaveLength(1);
  expect(sockets).toEqual([]);
  await context.close();
});

test('a show that requires no registration is watched without the form; one that requires it still asks', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Whether the registration form was ever on the page, however briefly.
  await page.addInitScript(() => {
    const record = () => {
      if (document.querySelector('input[name="email"]'))
        document.documentElement.dataset.sawRegistrationForm = 'true';
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true });
  });
  const sockets: string[] = [];
  page.on('websocket', (socket) => sockets.push(socket.url()));

  await page.goto('/presentation/v2/6003/?linkCode=NORTHWIND-PRICING');
  await expect(page).toHaveURL(/\/presentation\/v2\/6003\/viewer\/?$/);
  await expectSlideImageLoaded(page, 1, SLIDES);
  await expect(page.getByRole('complementary', { name: 'Pricing information' })).toContainText(
    '$19.00 to $21.00',
  );
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expectSlideImageLoaded(page, 2, SLIDES);
  await page.waitForLoadState('networkidle');
  expect(await page.locator('html').getAttribute('data-saw-registration-form')).toBeNull();
  expect(sockets).toEqual([]);

  // The same visitor, with the session 6003 gave them, is still asked to register for 6001.
  await page.goto('/presentation/v2/6001/?linkCode=NORTHWIND-RETAIL');
  await expect(page).toHaveURL(/\/presentation\/v2\/register\/6001$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  // The watch that found no form on 6003 sees this one.
  await expect(page.locator('html')).toHaveAttribute('data-saw-registration-form', 'true');
  await context.close();
});

test('a video document plays in the viewer’s player from the address the server resolves', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/presentation/v2/6003/?linkCode=NORTHWIND-PRICING');
  await expect(page).toHaveURL(/\/presentation\/v2\/6003\/viewer\/?$/);
  await page.getByRole('button', { name: 'Documents', exact: true }).click();
  const link = page
    .getByRole('complementary', { name: 'Documents' })
    .getByRole('link', { name: 'Management video' });
  await expect(link).toHaveAccessibleDescription('Play Management video (opens in a new tab)');

  const resolved = new Promise<string>((resolve) => {
    context.on('response', (response) => {
      if (response.url().includes('getVideoUrl=true') && response.ok())
        void response.json().then((body: { Url: string }) => resolve(body.Url));
    });
  });
  const [player] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(player).toHaveURL(/\/presentation\/v2\/6003\/documentvideo\/\d+\/\?retail=true/);
  const url = await resolved;
  expect(url).toMatch(/\/retail\/shows\/6003\/documents\/\d+\?linkcode=NORTHWIND-PRICING$/);
  const video = player.locator('video');
  await expect
    .poll(() => video.evaluate((el) => (el as HTMLVideoElement).currentSrc))
    .toBe(new URL(url, player.url()).href);
  const play = player.getByRole('button', { name: 'Play', exact: true });
  await playPast(play, video, 0.5);
  await context.close();
});
