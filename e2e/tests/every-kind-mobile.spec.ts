// Every demo kind on a phone (SPEC §2 mobile layout) at 360×740 and 390×844: nothing scrolls
// sideways, the header with the securities notice keeps to a fifth of the height, and each
// kind's own controls (the slide's Previous/Next under 1002's player among them) are on screen
// without scrolling.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { passPreEventUnlessLive } from '../support/conference.ts';
import { passDisclaimer } from '../support/entry.ts';
import { playPast } from '../support/media.ts';

const SIZES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;
/** The share of a phone's height the header and the securities notice may take together. */
const CHROME_SHARE_MAX = 0.2;

interface Kind {
  readonly presId: number;
  readonly disclaimer?: true;
  /** The controls a person needs first, which must be on screen without scrolling. */
  readonly keyControls: (page: Page) => Locator[];
  /** A greeting that covers the page on entry and how to pass it, as a person would. */
  readonly greeting?: (page: Page) => Promise<void>;
  /** A retail show's entry: a new visitor registers, or the show opens without registering. */
  readonly retail?: 'register' | 'open';
}

const slideNavigation = (page: Page) => [
  page.getByRole('img', { name: /^Slide \d+ of \d+$/ }),
  page.getByRole('button', { name: 'Previous slide' }),
  page.getByRole('button', { name: 'Next slide' }),
];
const playerButton = (page: Page) => page.getByRole('button', { name: /^(Play|Pause)$/ });
const seek = (page: Page) => page.getByRole('slider', { name: 'Seek' });
const closePreEvent = async (page: Page) => {
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
};

const KINDS: readonly Kind[] = [
  { presId: 1001, disclaimer: true, keyControls: slideNavigation },
  {
    presId: 1002,
    // Its media carries captions: the Captions and Transcript toggles join the player's row.
    keyControls: (page) => [
      playerButton(page),
      page.getByRole('button', { name: 'Captions', exact: true }),
      page.getByRole('button', { name: 'Transcript', exact: true }),
      page.getByRole('combobox', { name: 'Quality' }),
      ...slideNavigation(page),
    ],
  },
  {
    presId: 1003,
    // Its Event Media panel, which opens by itself on a desktop, waits for a phone's tap.
    keyControls: (page) => [playerButton(page), ...slideNavigation(page)],
  },
  {
    presId: 1004,
    keyControls: (page) => [page.getByRole('link', { name: 'Preliminary Prospectus' })],
  },
  { presId: 1005, keyControls: (page) => [playerButton(page), seek(page)] },
  { presId: 1006, keyControls: (page) => [playerButton(page), seek(page)] },
  { presId: 2001, keyControls: slideNavigation, greeting: passPreEventUnlessLive },
  {
    presId: 2002,
    disclaimer: true,
    keyControls: (page) => [page.getByRole('status', { name: 'Call status' })],
    greeting: closePreEvent,
  },
  {
    presId: 2003,
    // The call is over and its replay is published: the pre-replay modal offers it.
    keyControls: (page) => [page.getByRole('button', { name: 'Watch replay' })],
  },
  {
    presId: 2004,
    // The call is over and its replay is published: the pre-replay modal offers it.
    keyControls: (page) => [page.getByRole('button', { name: 'Watch replay' })],
  },
  { presId: 3001, keyControls: (page) => [page.locator('main').getByRole('status').first()] },
  {
    presId: 3002,
    keyControls: (page) => [page.getByRole('status', { name: 'Broadcast status' })],
  },
  {
    presId: 3003,
    keyControls: (page) => [page.getByRole('status', { name: 'Broadcast status' })],
  },
  {
    presId: 4001,
    keyControls: (page) => [page.getByRole('toolbar', { name: 'Meeting controls' })],
    // SPEC §4: the meeting's pre-event modal greets attendees until the meeting ends.
    greeting: closePreEvent,
  },
  { presId: 5001, keyControls: slideNavigation },
  { presId: 6001, keyControls: slideNavigation, retail: 'register' },
  { presId: 6003, keyControls: slideNavigation, retail: 'open' },
];

/** A visitor of a retail show registers, or watches at once, instead of giving an entry code. */
async function enter(
  page: Page,
  kind: Kind,
  layout: 'mobile' | 'desktop' = 'mobile',
): Promise<void> {
  await page.goto(`/presentation/v2/${kind.presId}/`);
  if (kind.retail === 'open') {
    await expect(page).toHaveURL(new RegExp(`/${kind.presId}/viewer/?$`));
  } else if (kind.retail === 'register') {
    await expect(page).toHaveURL(new RegExp(`/register/${kind.presId}$`));
    await page.getByRole('textbox', { name: 'First name' }).fill('Pat');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Phone');
    await page.getByRole('textbox', { name: 'Email' }).fill(`pat.${Date.now()}@example.com`);
    await page.getByRole('textbox', { name: 'Company' }).fill('Pocket Capital');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('US');
    await page.getByRole('button', { name: 'Register' }).tap();
  } else {
    await page.getByRole('textbox', { name: 'Entry code' }).fill(`DEMO-${kind.presId}`);
    await page.getByRole('button', { name: 'Continue' }).tap();
    // A call with Q&A asks the guest's name next.
    const onward = new RegExp(`/${kind.presId}/(disclaimer|viewer)/?$`);
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await expect
      .poll(async () => onward.test(page.url()) || (await firstName.isVisible()))
      .toBe(true);
    if (!onward.test(page.url())) {
      await firstName.fill('Pat');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Phone');
      await page.getByRole('textbox', { name: 'Company' }).fill('Pocket Capital');
      await page.getByRole('textbox', { name: 'Email' }).fill(`pat.${Date.now()}@example.com`);
      await page.getByRole('button', { name: 'Continue' }).tap();
    }
  }
  await passDisclaimer(page, kind.presId, kind.disclaimer === true);
  await expect(page.locator('.viewer')).toHaveClass(new RegExp(`\\bviewer--${layout}\\b`));
}

/** How far the page, or any scrolling part of it, reaches past its width (0 when none does). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    let worst = document.documentElement.scrollWidth - window.innerWidth;
    for (const element of Array.from(document.querySelectorAll('main, main *'))) {
      const { overflowX } = getComputedStyle(element);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      // A thumbnail strip scrolls sideways by design (SPEC §2 bottom bar), not the content.
      if (element.closest('nav')) continue;
      worst = Math.max(worst, element.scrollWidth - element.clientWidth);
    }
    return worst;
  });
}

async function height(locator: Locator): Promise<number> {
  if ((await locator.count()) === 0) return 0;
  const box = await locator.boundingBox();
  return box?.height ?? 0;
}

for (const kind of KINDS) {
  test(`${kind.presId} fits 360×740 and 390×844 with its controls on screen`, async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ viewport: SIZES[0], hasTouch: true });
    const page = await context.newPage();
    try {
      await enter(page, kind);
      if (kind.greeting) await kind.greeting(page);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const banner = page.getByRole('banner');
        await expect(banner).toBeInViewport({ ratio: 1 });
        // The banner's buttons read in one snapshot (a toggle may come or go as the event's
        // state arrives): none may reach past the screen.
        await expect
          .poll(() =>
            banner.getByRole('button').evaluateAll((buttons) =>
              buttons
                .filter((button) => {
                  const r = button.getBoundingClientRect();
                  return r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight;
                })
                .map((button) => button.getAttribute('aria-label') || button.textContent),
            ),
          )
          .toEqual([]);
        for (const control of kind.keyControls(page))
          await expect(control).toBeInViewport({ ratio: 1 });

        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        const chrome =
          (await height(banner)) +
          (await height(page.getByRole('note', { name: 'Securities notice' })));
        expect(chrome).toBeLessThanOrEqual(size.height * CHROME_SHARE_MAX);
        await page.screenshot({
          path: testInfo.outputPath(`${kind.presId}-${size.width}x${size.height}.png`),
        });
      }
    } finally {
      await context.close();
    }
  });
}

/** Seconds of 1003's recording that play past SPEC §9's 500 ms Event Media delay. */
const PLAYED_PAST_DELAY_S = 1.5;

test('1003: Event Media opens by itself on a desktop, and on a phone only at its toggle', async ({
  browser,
}) => {
  const desktop = { width: 1366, height: 768 };
  for (const [size, opensByItself] of [
    [desktop, true],
    [SIZES[1], false],
  ] as const) {
    const context = await browser.newContext({ viewport: size, hasTouch: true });
    const page = await context.newPage();
    try {
      const layout = size === desktop ? 'desktop' : 'mobile';
      await enter(
        page,
        KINDS.find((k) => k.presId === 1003)!,
        layout,
      );
      const panel = page.getByRole('complementary', { name: 'Event Media' });
      if (opensByItself) {
        await expect(panel).toBeVisible();
        continue;
      }
      // The recording, which starts once the viewer shows, plays well past the panel's delay.
      await playPast(
        page.getByRole('button', { name: 'Play', exact: true }),
        page.locator('audio'),
        PLAYED_PAST_DELAY_S,
        { touch: true },
      );
      await expect(panel).toHaveCount(0);
      await page.getByRole('button', { name: 'Event Media', exact: true }).tap();
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link').first()).toBeInViewport();
    } finally {
      await context.close();
    }
  }
});

test('the folded securities notice unfolds whole and folds again', async ({ browser }) => {
  const context = await browser.newContext({ viewport: SIZES[0], hasTouch: true });
  const page = await context.newPage();
  try {
    await enter(
      page,
      KINDS.find((kind) => kind.presId === 1002)!,
    );
    const notice = page.getByRole('note', { name: 'Securities notice' });
    const text = notice.getByRole('paragraph');
    const folded = await height(text);
    await notice.getByRole('button', { name: 'Show more' }).tap();
    const less = notice.getByRole('button', { name: 'Show less' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    // Unfolded, the whole notice shows: its box is as tall as its text.
    await expect.poll(() => text.evaluate((p) => p.scrollHeight - p.clientHeight)).toBe(0);
    expect(await height(text)).toBeGreaterThan(folded);
    await less.tap();
    await expect(notice.getByRole('button', { name: 'Show more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  } finally {
    await context.close();
  }
});
