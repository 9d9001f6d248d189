// Live voice in a conference call made in the manage area, with Chromium's fake microphone (it
// beeps). The call starts in a few minutes, so its stream is already on (SPEC §8, §9: about 10
// minutes before): a listener in early hears silence while the coordinator, in the call's audio,
// beeps before the call; then the coordinator goes live and the listener's
// player carries the beeps (a Web Audio analyser on the `Live audio` element), falls silent when
// the coordinator presses `Mute` and carries them again on `Unmute`. An attendee raises a hand,
// the console's `Allow to talk` gives them the floor ("You can speak now"), and the listener hears
// them while the coordinator is muted; `End turn` takes it back. After `End call` the replay is
// the call's own recording, as long as the call was live.
import { expect, test, type Page } from '@playwright/test';
import { fakeMediaLaunchOptions } from '../support/fake-media.ts';
import { enterWithCode } from '../support/entry.ts';
import { createEvent, signInToManage } from '../support/manage.ts';
import { callStatus, consoleButton } from '../support/conference.ts';

test.use({ launchOptions: fakeMediaLaunchOptions });

/** Peak sample (0–1) above which the listener hears a beep; the fake microphone's is ~0.3. */
const HEARD = 0.02;
/** Below this the listener hears silence (AAC of digital silence decodes to 0). */
const SILENT = 0.002;
/** The window a level is read over: longer than the fake microphone's gap between beeps. */
const WINDOW_MS = 2_500;

interface ProbeWindow {
  __levels?: [number, number][];
}

/** Starts a Web Audio analyser on the listener's `Live audio` element, sampling its peak. */
async function probeLiveAudio(page: Page): Promise<void> {
  const audio = page.getByRole('region', { name: 'Live audio' }).locator('audio');
  await audio.evaluate((element) => {
    const media = element as HTMLAudioElement;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    context.createMediaElementSource(media).connect(analyser);
    analyser.connect(context.destination);
    const samples = new Float32Array(analyser.fftSize);
    const store = window as unknown as ProbeWindow;
    store.__levels = [];
    setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let peak = 0;
      for (const value of samples) peak = Math.max(peak, Math.abs(value));
      store.__levels?.push([performance.now(), peak]);
    }, 40);
    void media.play().catch(() => undefined);
  });
}

/** The listener's loudest moment over the last WINDOW_MS. */
function recentPeak(page: Page): Promise<number> {
  return page.evaluate((windowMs) => {
    const levels = (window as unknown as ProbeWindow).__levels ?? [];
    const since = performance.now() - windowMs;
    const recent = levels.filter(([at]) => at >= since);
    // Too few samples yet: nothing is said either way.
    if (recent.length < windowMs / 80) return Number.NaN;
    return Math.max(...recent.map(([, peak]) => peak));
  }, WINDOW_MS);
}

/** A start `minutes` from now, in whole minutes of UTC, as the form takes it. */
function startInMinutes(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);
}

const heard = (page: Page) =>
  expect.poll(() => recentPeak(page), { timeout: 20_000, intervals: [500] }).toBeGreaterThan(HEARD);
const silent = (page: Page) =>
  expect.poll(() => recentPeak(page), { timeout: 20_000, intervals: [500] }).toBeLessThan(SILENT);

test('presenters speak from the browser, a raised hand talks, and the replay is the call', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const coordinatorContext = await browser.newContext();
  const handContext = await browser.newContext();
  const listenerContext = await browser.newContext();
  const manage = await coordinatorContext.newPage();

  await signInToManage(manage);
  const title = `Northwind Q4 Earnings Call ${Date.now()}`;
  const presId = await createEvent(manage, {
    title,
    kind: 'Conference call (no media)',
    start: startInMinutes(5),
    timeZone: 'UTC',
  });
  await manage
    .getByRole('combobox', { name: 'Q&A type' })
    .selectOption({ label: 'Text and audio' });
  await manage.getByRole('combobox', { name: 'Replay type' }).selectOption({ label: 'Web only' });
  await manage.getByRole('button', { name: 'Save changes' }).click();
  const code = `NORTHWIND-CALL-${presId}`;
  await manage.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await manage.getByRole('button', { name: 'Add entry code' }).click();
  await expect(manage.getByRole('rowheader', { name: code })).toBeVisible();

  // The coordinator speaks from the viewer and runs the call from the console beside it.
  const speaker = await coordinatorContext.newPage();
  await speaker.goto(`/presentation/v2/${presId}/`);
  // Before the call its pre-event modal covers the viewer; closed as a person would.
  const pre = speaker.getByRole('dialog', { name: title });
  await pre.getByRole('button', { name: 'Close' }).click();
  await expect(pre).toHaveCount(0);
  const panel = speaker.getByRole('region', { name: 'Speak in the call' });
  await panel.getByRole('button', { name: 'Join audio' }).click();
  await expect(panel.getByText("You are on the call's audio")).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Microphone' })).toBeVisible();

  // A listener in before the call: the stream is on and carries silence, never the coordinator.
  const listener = await listenerContext.newPage();
  await enterWithCode(listener, presId, code, false);
  const listenerPre = listener.getByRole('dialog', { name: title });
  await listenerPre.getByRole('button', { name: 'Close' }).click();
  const liveAudio = listener.getByRole('region', { name: 'Live audio' });
  await expect(liveAudio.locator('audio')).toHaveCount(1);
  // The player is ready (it may already play by itself): its Play or Pause is enabled.
  await expect(liveAudio.getByRole('button', { name: /^(Play|Pause)$/ })).toBeEnabled({
    timeout: 20_000,
  });
  await probeLiveAudio(listener);
  await expect(liveAudio.getByText("Connected. The call's audio begins here")).toBeVisible();
  await silent(listener);

  // The presenters practise: the coordinator's viewer says so, the listener's still shows the
  // call to come (practice is the presenters'), and the listener still hears silence.
  const console = await coordinatorContext.newPage();
  await console.goto(`/presentation/v2/${presId}/console/`);
  await consoleButton(console, 'Start practice').click();
  await expect(callStatus(speaker)).toHaveText('Practice session');
  await expect(callStatus(listener)).toContainText('The call is starting soon');
  await silent(listener);
  await consoleButton(console, 'Go live').click();
  const liveAt = Date.now();
  await expect(callStatus(listener)).toHaveText('Live');
  await heard(listener);
  await expect(liveAudio.getByText('Listening live')).toBeVisible();

  await panel.getByRole('button', { name: 'Mute', exact: true }).click();
  await silent(listener);
  await panel.getByRole('button', { name: 'Unmute', exact: true }).click();
  await heard(listener);

  // An attendee raises a hand; the moderator lets them talk while every presenter is muted.
  await panel.getByRole('button', { name: 'Mute', exact: true }).click();
  await silent(listener);
  const hand = await handContext.newPage();
  await enterWithCode(hand, presId, code, false);
  await expect(callStatus(hand)).toHaveText('Live');
  await hand.getByRole('button', { name: 'Raise hand' }).click();
  const allow = console.getByRole('button', { name: 'Allow to talk' });
  await allow.click();
  await expect(hand.getByText('You can speak now')).toBeVisible({ timeout: 20_000 });
  await heard(listener);
  await console.getByRole('button', { name: 'End turn' }).click();
  await expect(hand.getByText('You can speak now')).toHaveCount(0);
  await silent(listener);

  await consoleButton(console, 'End call').click();
  await console
    .getByRole('dialog', { name: 'End the call?' })
    .getByRole('button', { name: 'Confirm', exact: true })
    .click();
  const liveSeconds = (Date.now() - liveAt) / 1000;
  await expect(callStatus(listener)).not.toHaveText('Live');

  // The replay is the call's recording: as long as the call was live, not the demo narration.
  await listener.reload();
  await listener.getByRole('button', { name: 'Watch replay' }).click();
  const replay = listener.getByLabel('Call replay');
  await expect
    .poll(() => replay.evaluate((el) => (el as HTMLAudioElement).duration), { timeout: 20_000 })
    .toBeGreaterThan(liveSeconds - 4);
  expect(await replay.evaluate((el) => (el as HTMLAudioElement).duration)).toBeLessThan(
    liveSeconds + 4,
  );

  await coordinatorContext.close();
  await handContext.close();
  await listenerContext.close();
});
