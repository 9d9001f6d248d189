// NRS Direct (ARCHITECTURE §4 demo 5001, SPEC §4 padding navigation, §6 host selection): a host
// made active turns the slides; an attendee browses during the free window, is pulled back to the
// host's slide when the window closes (live, no reload), follows the host during the tour, and
// browses again after the second date; `Back to presenter` (button and key) returns them in one
// step. The spec's own server moves both dates to a minute after loading (the demo's test hook),
// so the windows change while the test watches. Then a coordinator starts and ends the tour from
// the console (`Start guided tour`, `End guided tour`) and the attendee follows live.
import { expect, test, type Page } from '@playwright/test';
import { useOwnServer } from '../support/conference-server.ts';
import { newPerson } from '../support/conference.ts';
import { enterWithCode, signIn } from '../support/entry.ts';
import { thumbnails } from '../support/slides.ts';

const PRES = 5001;
const DECK = 12;
/** Seconds after the demo loads: the free window ends, then the tour ends. */
const PADDING = [80, 105] as const;
process.env['DEMO_NRS_PADDING_SECONDS'] = PADDING.join(',');

const own = useOwnServer();

const slide = (page: Page, n: number) =>
  page.getByRole('img', { name: `Slide ${n} of ${DECK}`, exact: true });
const windowText = (page: Page) => page.locator('.nrs-direct__window');

test('an attendee browses freely, is pulled back to the host for the tour, and browses again after it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const host = await newPerson(browser, own.server.baseURL);
  const attendee = await newPerson(browser, own.server.baseURL);
  own.people.push(host, attendee);

  // The host makes themselves the active host and moves to slide 3.
  await signIn(host.page, PRES, 'panelist@podium.test', false);
  const hosts = host.page.getByRole('list', { name: 'Hosts', exact: true });
  const self = hosts.getByRole('listitem').filter({ hasText: 'Panelist' });
  await self.getByRole('button', { name: 'Make active host' }).click();
  await expect(self.getByText('Active host')).toBeVisible();
  await host.page.getByRole('button', { name: 'Next slide' }).click();
  await host.page.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(host.page, 3)).toBeVisible();

  // The attendee follows the host, sees no host selection, and may browse (free window).
  await enterWithCode(attendee.page, PRES, `DEMO-${PRES}`, false);
  await expect(slide(attendee.page, 3)).toBeVisible();
  await expect(attendee.page.getByRole('list', { name: 'Hosts' })).toHaveCount(0);
  await expect(windowText(attendee.page)).toHaveText(
    'You may page through the deck before the guided tour begins.',
  );
  await attendee.page.getByRole('button', { name: 'Next slide' }).click();
  await attendee.page.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(attendee.page, 5)).toBeVisible();
  await expect(attendee.page.getByText("Not on the presenter's slide (slide 3)")).toBeVisible();
  // Back to presenter in one step, then away again.
  await attendee.page.getByRole('button', { name: 'Back to presenter' }).click();
  await expect(slide(attendee.page, 3)).toBeVisible();
  await attendee.page.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(attendee.page, 4)).toBeVisible();
  // SPEC §2 bottom bar: a thumbnail pages there too, in the free window.
  await thumbnails(attendee.page)
    .getByRole('button', { name: 'Go to slide 7', exact: true })
    .click();
  await expect(slide(attendee.page, 7)).toBeVisible();

  // The free window closes: pulled back to the host's slide, without a reload.
  await expect(windowText(attendee.page)).toHaveText(
    "The guided tour is running: you see the host's slides.",
    { timeout: 90_000 },
  );
  await expect(slide(attendee.page, 3)).toBeVisible();
  await expect(attendee.page.getByRole('button', { name: 'Next slide' })).toBeDisabled();
  await expect(attendee.page.getByRole('button', { name: 'Back to presenter' })).toHaveCount(0);
  // Following the host, the attendee has no thumbnails to page with.
  await expect(thumbnails(attendee.page)).toHaveCount(0);
  // During the tour the host turns the slides for everyone; the attendee's arrows do nothing.
  await attendee.page.keyboard.press('ArrowRight');
  await host.page.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(attendee.page, 4)).toBeVisible();

  // After the second date the attendee browses again; the key brings them back.
  await expect(windowText(attendee.page)).toHaveText(
    'The guided tour has ended. You may page through the deck.',
    { timeout: 60_000 },
  );
  await attendee.page.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(attendee.page, 5)).toBeVisible();
  await attendee.page.keyboard.press('p');
  await expect(slide(attendee.page, 4)).toBeVisible();
  await thumbnails(attendee.page)
    .getByRole('button', { name: 'Go to slide 9', exact: true })
    .click();
  await expect(slide(attendee.page, 9)).toBeVisible();
});

test('a coordinator starts and ends the guided tour from the console; attendees follow live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const host = await newPerson(browser, own.server.baseURL);
  const attendee = await newPerson(browser, own.server.baseURL);
  const coordinator = await newPerson(browser, own.server.baseURL);
  own.people.push(host, attendee, coordinator);

  // After the scheduled tour (the test above) attendees browse freely.
  await signIn(host.page, PRES, 'panelist@podium.test', false);
  const self = host.page
    .getByRole('list', { name: 'Hosts', exact: true })
    .getByRole('listitem')
    .filter({ hasText: 'Panelist' });
  if (await self.getByRole('button', { name: 'Make active host' }).isVisible())
    await self.getByRole('button', { name: 'Make active host' }).click();
  await expect(self.getByText('Active host')).toBeVisible();
  await enterWithCode(attendee.page, PRES, `DEMO-${PRES}`, false);
  await expect(windowText(attendee.page)).toHaveText(
    'The guided tour has ended. You may page through the deck.',
  );
  const hostSlide = Number(
    /^Slide (\d+) of/.exec(
      (await host.page.getByRole('img', { name: /^Slide \d+ of \d+$/ }).getAttribute('alt')) ?? '',
    )?.[1],
  );
  await expect(slide(attendee.page, hostSlide)).toBeVisible();
  await attendee.page.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(attendee.page, hostSlide + 1)).toBeVisible();

  await signIn(coordinator.page, PRES, 'coordinator@podium.test', false);
  await coordinator.page.goto(`/presentation/v2/${PRES}/console/`);
  const tour = coordinator.page.getByRole('region', { name: 'Guided tour' });
  await expect(tour.getByRole('status')).toHaveText(
    'The guided tour has ended: attendees may page through the deck.',
  );
  await expect(tour.getByRole('button', { name: 'End guided tour' })).toBeDisabled();

  // Start guided tour: the attendee is pulled back to the host's slide, without a reload.
  await tour.getByRole('button', { name: 'Start guided tour' }).click();
  await expect(tour.getByRole('status')).toHaveText(
    'The guided tour is running: attendees follow the host.',
  );
  await expect(windowText(attendee.page)).toHaveText(
    "The guided tour is running: you see the host's slides.",
  );
  await expect(slide(attendee.page, hostSlide)).toBeVisible();
  await expect(attendee.page.getByRole('button', { name: 'Next slide' })).toBeDisabled();

  // End guided tour: the attendee may browse again.
  await tour.getByRole('button', { name: 'End guided tour' }).click();
  await expect(windowText(attendee.page)).toHaveText(
    'The guided tour has ended. You may page through the deck.',
  );
  await attendee.page.getByRole('button', { name: 'Next slide' }).click();
  await expect(slide(attendee.page, hostSlide + 1)).toBeVisible();
  // A reload reads the dates the console set.
  await attendee.page.reload();
  await expect(windowText(attendee.page)).toHaveText(
    'The guided tour has ended. You may page through the deck.',
  );
});
