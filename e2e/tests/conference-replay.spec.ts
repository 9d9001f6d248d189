// Demo 2004, a conference call with slides held two days before the demo loads, its replay
// published (SPEC §4 PUBLISHED): the attendee is offered the replay by the SPEC §2 pre-replay
// modal, is told the replay access code to hear it by phone (SPEC §7 GET accesscode?replay), plays
// the recorded call from its signed address (SPEC §7 GET signature) in `Call replay`, reported
// with the Play event (SPEC §7 participant session events), and the slides turn at the moments
// kept while the call was live (SPEC §7 presslidetransition).
import { expect, test } from '@playwright/test';
import { enterWithCode } from '../support/entry.ts';

const TOTAL_SLIDES = 12;

// The replay plays in real time to the third slide (12 s in).
test.describe.configure({ timeout: 60_000 });

test('an attendee of 2004 watches the call replay with the slides turning', async ({ page }) => {
  const transitions = page.waitForResponse((r) => /\/presslidetransition\/2004$/.test(r.url()));
  await enterWithCode(page, 2004, 'DEMO-2004', false);
  await expect(page.getByRole('status', { name: 'Call status' })).toContainText('replay');
  const preReplay = page.getByRole('dialog', { name: 'The live event has ended' });
  await expect(preReplay).toContainText('A replay of this event is available.');
  expect((await transitions).status()).toBe(200);
  // "Not now" keeps the replay behind a button of its own; nothing plays meanwhile.
  await preReplay.getByRole('button', { name: 'Not now' }).click();
  await expect(preReplay).toHaveCount(0);
  await expect(page.getByLabel('Call replay')).toHaveCount(0);
  await expect(page.getByRole('img', { name: `Slide 1 of ${TOTAL_SLIDES}` })).toBeVisible();
  // The demo call's replay access code (demo event 2004 replayAccessCode).
  await expect(
    page.getByText(
      'To hear the replay by phone, dial in and enter the replay access code 7004 9004.',
    ),
  ).toBeVisible();

  const replayUrl = page.waitForResponse((r) =>
    /\/conferencecalls\/7004\/signature$/.test(r.url()),
  );
  const played = page.waitForRequest(
    (r) =>
      /\/conferencecalls\/7004\/participantsessions\/\d+\/events$/.test(r.url()) &&
      r.postDataJSON()?.EventType === 'Play',
  );
  await page.getByRole('button', { name: 'Watch replay' }).click();
  expect((await replayUrl).status()).toBe(200);
  const audio = page.getByLabel('Call replay');
  await expect(audio).toBeAttached();
  const playedSeconds = () => audio.evaluate((el) => (el as HTMLAudioElement).currentTime);
  await expect.poll(playedSeconds, { timeout: 20_000 }).toBeGreaterThan(1);
  await expect(page.getByRole('slider', { name: 'Seek' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  expect((await played).postDataJSON()).toMatchObject({ EventType: 'Play' });
  // The slides turned at 6 s and 12 s of the call: the replay turns them there too.
  await expect(page.getByRole('img', { name: `Slide 2 of ${TOTAL_SLIDES}` })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('img', { name: `Slide 3 of ${TOTAL_SLIDES}` })).toBeVisible({
    timeout: 20_000,
  });
  expect(await playedSeconds()).toBeGreaterThanOrEqual(12);

  // Home on the Seek slider takes the replay back to its start, and the first slide with it.
  await page.getByRole('slider', { name: 'Seek' }).focus();
  await page.keyboard.press('Home');
  await expect.poll(playedSeconds).toBeLessThan(6);
  await expect(page.getByRole('img', { name: `Slide 1 of ${TOTAL_SLIDES}` })).toBeVisible();
});
