// Demo 2002, the earnings call (a conference call with no slides, SPEC §1): a registered
// attendee enters with DEMO-2002 past the disclaimer, waits for the call with no slide area, asks
// a question before it starts (SPEC §5 pre-event Q&A) and finds numbers in other countries (SPEC §7
// global phone directory); the coordinator's console lists the question and
// takes the call live; the attendee's `Live audio` offers the live stream; at the end the
// attendee is thanked, and no replay is offered (2002 has none).
//
// The call is taken through its states, so it runs on a server of its own (OwnServer).
import { expect, test } from '@playwright/test';
import { useOwnServer } from '../support/conference-server.ts';
import {
  anySlide,
  callStatus,
  consoleButton,
  consoleList,
  COORDINATOR,
  ensureLive,
  newPerson,
} from '../support/conference.ts';
import { enterWithCode, signIn } from '../support/entry.ts';

const PRES = 2002;
const own = useOwnServer();

test('an attendee asks before the earnings call, hears it live and is thanked at its end', async ({
  browser,
}) => {
  test.slow();
  const attendee = await newPerson(browser, own.server.baseURL);
  const coordinator = await newPerson(browser, own.server.baseURL);
  own.people.push(attendee, coordinator);
  const page = attendee.page;

  await enterWithCode(page, PRES, 'DEMO-2002', true);
  // Before the call its pre-event modal, titled with the call, greets the attendee.
  const preEvent = page.getByRole('dialog', { name: /Earnings Call$/ });
  await expect(preEvent).toContainText('The call is starting soon');
  await preEvent.getByRole('button', { name: 'Close' }).click();
  await expect(preEvent).toHaveCount(0);
  await expect(callStatus(page)).toContainText('The call is starting soon');
  // A call only: the page is up (its status shows) and there is no slide to see.
  await expect(anySlide(page)).toHaveCount(0);

  // A call only: asking and dialling in are on the page itself, not in side panels.
  const panel = page.getByRole('region', { name: 'Ask a Question' });
  const question = `What drove fourth-quarter margins? (${Date.now()})`;
  await panel.getByRole('textbox', { name: 'Your question' }).fill(question);
  await panel.getByRole('button', { name: 'Submit question' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your question has been submitted.' }),
  ).toBeVisible();

  // SPEC §7 global phone directory: numbers in other countries, read when asked for.
  const dialIn = page.getByRole('region', { name: 'Dial-In' });
  await dialIn.getByText('Numbers in other countries').click();
  const others = dialIn.getByRole('definition').filter({ hasText: '+44 808 157 0192' });
  await expect(others.getByRole('link', { name: '+44 808 157 0192' })).toBeVisible();
  await expect(dialIn.getByText('United Kingdom toll-free')).toBeVisible();

  await signIn(coordinator.page, PRES, COORDINATOR, true);
  await coordinator.page.goto(`/presentation/v2/${PRES}/console/`);
  await expect(
    consoleList(coordinator.page, 'Questions').getByRole('listitem').filter({ hasText: question }),
  ).toBeVisible();
  await ensureLive(coordinator.page);

  await expect(callStatus(page)).toHaveText('Live');
  const liveAudio = page.getByRole('region', { name: 'Live audio' });
  await expect(
    liveAudio
      .getByRole('button', { name: 'Play', exact: true })
      .or(liveAudio.getByRole('button', { name: 'Pause', exact: true })),
  ).toBeEnabled();

  await consoleButton(coordinator.page, 'End call').click();
  await coordinator.page
    .getByRole('dialog', { name: 'End the call?' })
    .getByRole('button', { name: 'Confirm', exact: true })
    .click();
  await expect(page.getByText('The event has ended. Thank you for joining.')).toBeVisible();
  await expect(page.getByText('Its replay is available')).toHaveCount(0);
});
