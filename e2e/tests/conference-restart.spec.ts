// ARCHITECTURE §7 restart: the server is killed (SIGKILL) and restarted mid-call, and
// every client — the presenter, a registered and a public attendee — comes back to the current
// slide without reloading the page (SPEC §4 reconnect refresh, §9 reconnect delays: 10 s apart
// for the first minute, so 30 s is ample).
//
// The shared webServer cannot be killed from a test, so this spec runs a server of its own
// (OwnServer: free port, own data directory) and points its browser contexts at it; the call
// there starts fresh from the demo, independent of conference.spec.ts.
import { expect, test } from '@playwright/test';
import { useOwnServer } from '../support/conference-server.ts';
import {
  PRESENTER,
  PUBLIC_SLIDES,
  TOTAL_SLIDES,
  callStatus,
  ensureLive,
  expectSlide,
  joinSignedIn,
  joinWithCode,
  newPerson,
  openConsole,
  presenterGoTo,
  presenterNext,
  takePresenterControl,
} from '../support/conference.ts';

/** ARCHITECTURE §7 says 15 s; 30 s leaves room for a loaded two-core test run. */
const BACK_WITHIN_MS = 30_000;
const CONNECTION_ERROR = 'Connection error detected.';

declare global {
  interface Window {
    __podiumBeforeRestart?: string;
  }
}

const own = useOwnServer();

test('after a server kill and restart every client is back on the current slide without a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const coordinator = await newPerson(browser, own.server.baseURL);
  const presenter = await newPerson(browser, own.server.baseURL);
  const attendee = await newPerson(browser, own.server.baseURL);
  const publicAttendee = await newPerson(browser, own.server.baseURL);
  own.people.push(coordinator, presenter, attendee, publicAttendee);

  await openConsole(coordinator);
  await ensureLive(coordinator.page);
  await joinSignedIn(presenter, PRESENTER);
  await takePresenterControl(presenter.page);
  await presenterGoTo(presenter.page, 4);
  await joinWithCode(attendee, 'DEMO-2001');
  await joinWithCode(publicAttendee, 'PUBLIC-2001');
  await expectSlide(attendee.page, 4, TOTAL_SLIDES);
  await expectSlide(publicAttendee.page, 4, PUBLIC_SLIDES);

  const clients = [presenter.page, attendee.page, publicAttendee.page];
  const marker = `before-restart-${Date.now()}`;
  const urls = clients.map((page) => page.url());
  for (const page of clients) {
    await page.evaluate((value) => (window.__podiumBeforeRestart = value), marker);
    await expect(callStatus(page)).toHaveText('Live');
  }

  const killedAt = Date.now();
  await own.server.kill();
  // Each client notices the lost hub connection (SPEC §8 connection toaster).
  for (const page of [attendee.page, publicAttendee.page])
    await expect(page.getByText(CONNECTION_ERROR, { exact: false })).toBeVisible();
  // Its countdown is to the next attempt, 10 s apart in the first minute (SPEC §9), not 60.
  const countdown = attendee.page.getByText(/^Retrying in \d+ seconds?\.$/);
  const secondsLeft = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
  expect(secondsLeft).toBeGreaterThanOrEqual(1);
  expect(secondsLeft).toBeLessThanOrEqual(10);

  await own.server.start();
  const answeredMs = Date.now() - killedAt;
  // The presenter turns the slide as soon as the server answers (slide changes go over REST),
  // so attendees whose sockets are still waiting to reconnect miss the hub message and must
  // pick the slide up from the state they re-read on reconnect. Which way each one got it
  // depends on the server's start time against the 10 s reconnect delay; the report says.
  const stillDisconnected = await attendee.page.getByText(CONNECTION_ERROR).count();
  test.info().annotations.push({
    type: 'reconnect',
    description: `attendee ${stillDisconnected > 0 ? 'still disconnected' : 'already reconnected'} when the slide changed`,
  });
  expect(await presenterNext(presenter.page)).toBe(5);

  // Each client is back when it shows the current slide and its hub is reconnected (the
  // connection toaster gone); watched side by side, so each figure is that client's own.
  const backMs = await Promise.all(
    (
      [
        [presenter.page, TOTAL_SLIDES],
        [attendee.page, TOTAL_SLIDES],
        [publicAttendee.page, PUBLIC_SLIDES],
      ] as const
    ).map(async ([page, of]) => {
      await expectSlide(page, 5, of, BACK_WITHIN_MS);
      await expect(page.getByText(CONNECTION_ERROR, { exact: false })).toHaveCount(0, {
        timeout: BACK_WITHIN_MS,
      });
      return Date.now() - killedAt;
    }),
  );
  // ARCHITECTURE §7 restart budget (15 s), reported as a figure, not asserted.
  const [presenterMs, attendeeMs, publicMs] = backMs.map((ms) => (ms / 1000).toFixed(1));
  test.info().annotations.push({
    type: 'restart',
    description:
      `server answered ${(answeredMs / 1000).toFixed(1)} s after the kill; back on the current ` +
      `slide and reconnected: presenter ${presenterMs} s, attendee ${attendeeMs} s, public ` +
      `attendee ${publicMs} s; every client ${(Math.max(...backMs) / 1000).toFixed(1)} s`,
  });
  for (const page of clients) await expect(callStatus(page)).toHaveText('Live');

  // No page was reloaded: the marker set before the kill is still there, at the same address.
  for (const [i, page] of clients.entries()) {
    expect(await page.evaluate(() => window.__podiumBeforeRestart)).toBe(marker);
    expect(page.url()).toBe(urls[i]);
  }

  // The reconnected hub carries the next change live again.
  expect(await presenterNext(presenter.page)).toBe(6);
  await expectSlide(attendee.page, 6, TOTAL_SLIDES);
  await expectSlide(publicAttendee.page, 6, PUBLIC_SLIDES);
});
