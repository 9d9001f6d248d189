// Demo 3003, the simulated-live call with no slides (SPEC §1 "Simu-Live Conference Call Only"),
// from before its start to its live broadcast: the attendee enters with DEMO-3003, is told the
// broadcast is starting soon, sees no slide area and asks a question; the coordinator's console
// lists the question and moves the start to this minute; the broadcast goes on air for the
// attendee by itself, playing from the server's clock.
//
// Moving the start changes the broadcast for everyone, so this spec runs a server of its own.
import { expect, test, type Page } from '@playwright/test';
import { useOwnServer } from '../support/conference-server.ts';
import { anySlide, newPerson } from '../support/conference.ts';
import { enterWithCode, signIn } from '../support/entry.ts';

const PRES = 3003;
const own = useOwnServer();

const broadcastStatus = (page: Page) => page.getByRole('status', { name: 'Broadcast status' });

/** This minute, as the coordinator's datetime-local input takes it (their own zone). */
function thisMinute(page: Page): Promise<string> {
  return page.evaluate(() => {
    const date = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  });
}

test('a call-only simulated-live broadcast: a question before it, then on air at the new start', async ({
  browser,
}) => {
  test.slow();
  const attendee = await newPerson(browser, own.server.baseURL);
  const coordinator = await newPerson(browser, own.server.baseURL);
  own.people.push(attendee, coordinator);
  const page = attendee.page;

  await enterWithCode(page, PRES, `DEMO-${PRES}`, false);
  await expect(broadcastStatus(page)).toContainText('The broadcast is starting soon.');
  await expect(anySlide(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Ask a Question', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Ask a Question' });
  const question = `Will guidance be updated this quarter? (${Date.now()})`;
  await panel.getByRole('textbox', { name: 'Your question' }).fill(question);
  await panel.getByRole('button', { name: 'Submit question' }).click();
  await expect(panel.getByRole('status')).toHaveText('Submitted');

  await signIn(coordinator.page, PRES, 'coordinator@podium.test', false);
  await coordinator.page.goto(`/presentation/v2/${PRES}/console/`);
  await expect(
    coordinator.page
      .getByRole('list', { name: 'Questions', exact: true })
      .getByRole('listitem')
      .filter({ hasText: question }),
  ).toBeVisible();
  const schedule = coordinator.page.getByRole('group', { name: 'Call schedule' });
  await schedule.getByLabel('Start time').fill(await thisMinute(coordinator.page));
  await schedule.getByRole('button', { name: 'Change start time' }).click();

  // On air for the attendee, without a reload: the broadcast plays from the server's clock.
  await expect(broadcastStatus(page)).toHaveText('Live broadcast', { timeout: 20_000 });
  await expect
    .poll(() =>
      page.evaluate(
        () => document.querySelector<HTMLAudioElement>('.simulive__audio audio')?.currentTime ?? 0,
      ),
    )
    .toBeGreaterThan(0);
});
