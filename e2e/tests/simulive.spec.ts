// Simulated live (ARCHITECTURE §4 demo 3002, SPEC §1, §4, §5): a recording on the server's clock.
// Two attendees who join twenty seconds apart hear the same moment (within 1 s) and see the same
// slide; a reload lands on the same moment again; nobody can seek, pause or turn slides; a question
// asked during the broadcast is answered in writing from the console and the asker (alone) sees
// the answer, also after a reload; the coordinator
// pauses the broadcast and both attendees pause, then resumes it; a review entry code plays the
// recording on demand (SPEC §1 review mode), its deck cut before the private start (SPEC §4). A
// recording that cannot be fetched is fetched again by itself once the network is back.
//
// Pausing changes the broadcast for everyone, so this spec runs a server of its own (one per
// spec file), on which 3002 has been on air since two minutes before the demo loaded.
import { expect, test, type Page } from '@playwright/test';
import { useOwnServer } from '../support/conference-server.ts';
import { newPerson, type Person } from '../support/conference.ts';
import { enterWithCode, signIn } from '../support/entry.ts';

const PRES = 3002;
const DECK = 12;
/** 3002's PrivateSlidesBeginAt (demo data events-simulive.ts): slides 1–7 are public. */
const PRIVATE_START = 7;
/** The broadcast's slide cues are 105 s apart (demo data events-simulive.ts). */
const SLIDE_SECONDS = 105;
const JOIN_GAP_MS = 20_000;

const own = useOwnServer();

const broadcastStatus = (page: Page) => page.getByRole('status', { name: 'Broadcast status' });

/** The broadcast position the attendee's player is at, and the moment (ms) it was read. */
async function heard(page: Page): Promise<{ position: number; at: number; paused: boolean }> {
  return page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('.simulive__audio audio');
    if (!audio) throw new Error('no broadcast audio');
    return { position: audio.currentTime, at: Date.now(), paused: audio.paused };
  });
}

/** Waits until the attendee's player plays on the broadcast, and returns where it is. */
async function playing(page: Page) {
  await expect(broadcastStatus(page)).toHaveText('Live broadcast');
  await expect.poll(async () => (await heard(page)).paused, { timeout: 15_000 }).toBe(false);
  await expect.poll(async () => (await heard(page)).position).toBeGreaterThan(1);
  return heard(page);
}

/** Two readings taken at different moments, brought to one moment: how far apart they are (s). */
function apart(a: { position: number; at: number }, b: { position: number; at: number }) {
  return Math.abs(a.position + (b.at - a.at) / 1000 - b.position);
}

async function shownSlide(page: Page): Promise<number> {
  const alt = await page.getByRole('img', { name: /^Slide \d+ of \d+$/ }).getAttribute('alt');
  return Number(/^Slide (\d+) of/.exec(alt ?? '')?.[1]);
}

test.describe.serial('simulated live 3002', () => {
  test.slow();

  test('two attendees 20 s apart hear the same moment and see the same slide; reload keeps it; no seek, pause or turn', async ({
    browser,
  }) => {
    const first: Person = await newPerson(browser, own.server.baseURL);
    const second: Person = await newPerson(browser, own.server.baseURL);
    own.people.push(first, second);

    await signIn(first.page, PRES, 'attendee@podium.test', false);
    const early = await playing(first.page);
    expect(early.position).toBeGreaterThan(100);
    await first.page.waitForTimeout(JOIN_GAP_MS);

    await enterWithCode(second.page, PRES, `DEMO-${PRES}`, false);
    await playing(second.page);
    const a = await heard(first.page);
    const b = await heard(second.page);
    expect(apart(a, b)).toBeLessThanOrEqual(1);
    expect(b.position - early.position).toBeGreaterThanOrEqual(JOIN_GAP_MS / 1000);

    // The same slide, the one the broadcast's cue names for this moment.
    const cue = Math.floor(b.position / SLIDE_SECONDS) + 1;
    await expect(first.page.getByRole('img', { name: `Slide ${cue} of ${DECK}` })).toBeVisible();
    await expect(second.page.getByRole('img', { name: `Slide ${cue} of ${DECK}` })).toBeVisible();

    // No seek, no pause, no slide navigation (SPEC §5): none of the controls exist...
    for (const page of [first.page, second.page]) {
      await expect(page.getByRole('slider', { name: 'Seek' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Previous slide' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Slide thumbnails' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Mute' })).toBeVisible();
    }
    // ...the arrow keys leave the slide where the broadcast has it...
    await first.page.keyboard.press('ArrowRight');
    await first.page.keyboard.press('End');
    expect(await shownSlide(first.page)).toBe(await shownSlide(second.page));
    // ...and a player moved by hand is put back on the broadcast's clock.
    await first.page.evaluate(() => {
      const audio = document.querySelector<HTMLAudioElement>('.simulive__audio audio');
      if (audio) audio.currentTime = 2;
    });
    await expect
      .poll(async () => apart(await heard(second.page), await heard(first.page)), {
        timeout: 10_000,
      })
      .toBeLessThanOrEqual(1);

    // A reload lands on the same moment.
    await first.page.reload();
    await playing(first.page);
    expect(apart(await heard(second.page), await heard(first.page))).toBeLessThanOrEqual(1);
    expect(await shownSlide(first.page)).toBe(await shownSlide(second.page));
  });

  test('a recording that stops reaching the attendee is fetched again by itself, with Try again meanwhile', async ({
    browser,
  }) => {
    const attendee: Person = await newPerson(browser, own.server.baseURL);
    const other: Person = await newPerson(browser, own.server.baseURL);
    own.people.push(attendee, other);
    const recording = new RegExp(`/presentation/${PRES}/media/`);
    const recordingRead = /\/playbackMedia$/;
    // The network to the recording is gone from the start: neither its description nor its file
    // can be read, and the attendee is told so.
    await attendee.page.route(recording, (route) => route.abort('internetdisconnected'));
    await attendee.page.route(recordingRead, (route) => route.abort('internetdisconnected'));
    await signIn(attendee.page, PRES, 'attendee@podium.test', false);
    await expect(broadcastStatus(attendee.page)).toHaveText(
      'The broadcast could not be loaded. Trying again…',
    );
    // The description is read again by itself; the file still cannot be fetched.
    await attendee.page.unroute(recordingRead);
    await expect(broadcastStatus(attendee.page)).toHaveText('Live broadcast', { timeout: 15_000 });
    const audio = attendee.page.getByRole('region', { name: 'Broadcast audio' });
    await expect(audio.getByRole('alert')).toHaveText(
      "The broadcast's audio is not reaching you. Trying again…",
    );
    // Try again while it is still gone fails again, and the player goes on saying so.
    await audio.getByRole('button', { name: 'Try again' }).click();
    await expect(audio.getByRole('alert')).toBeVisible();

    // Back: the player fetches the recording by itself and plays on the broadcast's clock.
    await attendee.page.unroute(recording);
    await expect(audio.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
    await expect(audio.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    const back = await playing(attendee.page);
    await enterWithCode(other.page, PRES, `DEMO-${PRES}`, false);
    await playing(other.page);
    expect(apart(back, await heard(other.page))).toBeLessThanOrEqual(1);
  });

  test('a question asked during the broadcast is answered in writing from the console; the coordinator pauses and resumes everyone', async ({
    browser,
  }) => {
    const attendee = await newPerson(browser, own.server.baseURL);
    const other = await newPerson(browser, own.server.baseURL);
    const coordinator = await newPerson(browser, own.server.baseURL);
    own.people.push(attendee, other, coordinator);

    await signIn(attendee.page, PRES, 'attendee@podium.test', false);
    await enterWithCode(other.page, PRES, `DEMO-${PRES}`, false);
    await playing(attendee.page);
    await playing(other.page);

    await signIn(coordinator.page, PRES, 'coordinator@podium.test', false);
    await coordinator.page.goto(`/presentation/v2/${PRES}/console/`);
    const pause = coordinator.page.getByRole('button', { name: 'Pause broadcast' });
    // The console reads its lists first and the broadcast's state after them: on a loaded
    // machine, more than the usual 10 s from the address to the enabled button.
    await expect(pause).toBeEnabled({ timeout: 20_000 });
    // The console states the broadcast, not a call that never goes live: the call panel keeps
    // its schedule without a call status or call moves, and the position moves on by itself.
    const callPanel = coordinator.page.getByRole('region', { name: 'Call', exact: true });
    await expect(callPanel.getByRole('button', { name: 'Change start time' })).toBeVisible();
    for (const name of ['Start practice', 'Go live', 'End call'])
      await expect(callPanel.getByRole('button', { name })).toHaveCount(0);
    await expect(callPanel.getByText('Not started')).toHaveCount(0);
    const position = coordinator.page
      .getByRole('region', { name: 'Broadcast', exact: true })
      .getByText(/^Live broadcast Position \d+:\d\d of /);
    const positionBefore = (await position.textContent()) ?? '';
    await expect(position).not.toHaveText(positionBefore);

    // Q&A as in a live call.
    await attendee.page.getByRole('button', { name: 'Ask a Question', exact: true }).click();
    const panel = attendee.page.getByRole('complementary', { name: 'Ask a Question' });
    const question = `Will the recording be available afterwards? (${Date.now()})`;
    await panel.getByRole('textbox', { name: 'Your question' }).fill(question);
    await panel.getByRole('button', { name: 'Submit question' }).click();
    const status = panel.getByRole('status');
    await expect(status).toHaveText('Submitted');
    const item = coordinator.page
      .getByRole('list', { name: 'Questions', exact: true })
      .getByRole('listitem')
      .filter({ hasText: question });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: 'Mark current', exact: true }).click();
    await expect(status).toHaveText('Being answered now');
    // The presenter answers in writing from the console; only the asker sees the answer.
    const answer = 'Yes: the recording stays on the event page for 90 days.';
    await item.getByRole('textbox', { name: 'Answer' }).fill(answer);
    await item.getByRole('button', { name: 'Send answer' }).click();
    await expect(status).toHaveText('Answered');
    await expect(panel.getByText('Answer from the event team')).toBeVisible();
    await expect(panel.getByText(answer)).toBeVisible();
    // The console item shows the answer given (its answer box may still hold the text until the
    // console's own re-read ends: the hub brings the answer first).
    await expect(item.locator('p').filter({ hasText: 'Answered in writing:' })).toContainText(
      answer,
    );
    await other.page.getByRole('button', { name: 'Ask a Question', exact: true }).click();
    const otherPanel = other.page.getByRole('complementary', { name: 'Ask a Question' });
    await expect(otherPanel.getByRole('textbox', { name: 'Your question' })).toBeVisible();
    await expect(otherPanel.getByText(answer)).toHaveCount(0);
    // The answer survives a reload; the broadcast picks up where everyone else is.
    await attendee.page.reload();
    await playing(attendee.page);
    await attendee.page.getByRole('button', { name: 'Ask a Question', exact: true }).click();
    await expect(panel.getByText(answer)).toBeVisible();
    await expect(panel.getByRole('status')).toHaveText('Answered');

    // The coordinator pauses: both attendees pause, at the same held moment.
    await pause.click();
    for (const page of [attendee.page, other.page]) {
      await expect(broadcastStatus(page)).toHaveText(
        'The broadcast is paused. It will continue shortly.',
      );
      await expect.poll(async () => (await heard(page)).paused).toBe(true);
    }
    const heldA = await heard(attendee.page);
    const heldB = await heard(other.page);
    expect(Math.abs(heldA.position - heldB.position)).toBeLessThanOrEqual(1);

    // And resumes: both play on from there.
    await coordinator.page.getByRole('button', { name: 'Resume broadcast' }).click();
    const resumedA = await playing(attendee.page);
    const resumedB = await playing(other.page);
    expect(apart(resumedA, resumedB)).toBeLessThanOrEqual(1);
    expect(resumedA.position).toBeGreaterThanOrEqual(heldA.position - 1);
  });

  test('REVIEW-3002 enters the recording as a review: on demand, with its slides, free to seek', async ({
    browser,
  }) => {
    const reviewer = await newPerson(browser, own.server.baseURL);
    own.people.push(reviewer);
    await enterWithCode(reviewer.page, PRES, `REVIEW-${PRES}`, false);
    await expect(reviewer.page.getByRole('slider', { name: 'Seek' })).toBeVisible();
    // SPEC §4: 3002 asks public/private, so the review's deck stops before the private start.
    await expect(
      reviewer.page.getByRole('img', { name: `Slide 1 of ${PRIVATE_START}` }),
    ).toBeVisible();
    await expect(broadcastStatus(reviewer.page)).toHaveCount(0);
  });
});
