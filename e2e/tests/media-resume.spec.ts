// SPEC §4 resume modal: the position is saved while watching and on pause/leave; coming back
// offers to continue from it ("Resume playback": Resume or Start over). While the presentation
// hub is connected the viewer saves over it (SPEC §7 UpdateUserPresData), else with REST PUT.
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/entry.ts';
import { currentSlide } from '../support/slides.ts';
import {
  clock,
  ensurePlaying,
  enterMediaEvent,
  mediaPlayer,
  mediaTime,
  pause,
  readManifest,
  resumeDialog,
  seekTo,
  slideNumberAt,
} from '../support/media.ts';

const PRES_ID = 1002;
const manifest = readManifest(PRES_ID);
const SLIDE_COUNT = manifest.slides.length;

interface HubSave {
  readonly seconds: number;
  /** The server's ack: true when it saved, null while unanswered. */
  ok: boolean | null;
}

/**
 * The UpdateUserPresData messages the page sends on the hub's websocket, with their acks: the
 * socket.io frames `42<id>["UpdateUserPresData",{...}]` and `43<id>[{"ok":...}]`.
 */
function recordHubSaves(page: Page): HubSave[] {
  const saves: HubSave[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes('/usereventgateway/secure/hub/')) return;
    const byId = new Map<string, HubSave>();
    ws.on('framesent', ({ payload }) => {
      const match = /^42(\d+)\["UpdateUserPresData",(.*)\]$/s.exec(String(payload));
      if (!match) return;
      const message = JSON.parse(match[2] ?? 'null') as {
        ResumeMediaData: { TimeStampSeconds: number };
      };
      const save: HubSave = { seconds: message.ResumeMediaData.TimeStampSeconds, ok: null };
      byId.set(match[1] ?? '', save);
      saves.push(save);
    });
    ws.on('framereceived', ({ payload }) => {
      const match = /^43(\d+)\[(.*)\]$/s.exec(String(payload));
      const save = match ? byId.get(match[1] ?? '') : undefined;
      if (save) save.ok = (JSON.parse(match?.[2] ?? 'null') as { ok?: unknown }).ok === true;
    });
  });
  return saves;
}

/** Watches from ~20 s, pauses, leaves the event; returns the position it paused at. */
async function watchPauseAndLeave(page: Page): Promise<number> {
  await enterMediaEvent(page, PRES_ID);
  await expect(resumeDialog(page)).toHaveCount(0);
  await ensurePlaying(page);
  await seekTo(page, 20);
  await expect.poll(() => mediaTime(page)).toBeGreaterThan(21);
  await pause(page);
  const position = await mediaTime(page);

  await page.getByRole('button', { name: 'Leave event', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Leave event?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/presentation/v2/${PRES_ID}/leaveevent/?$`));
  return position;
}

/** Comes back to the event the way a returning person does, through its link. */
async function comeBack(page: Page): Promise<void> {
  await page.goto(`/presentation/v2/${PRES_ID}/`);
  const entryCode = page.getByRole('textbox', { name: 'Entry code' });
  // whether leaving kept the session or not, the person gets back in and sees the modal
  await expect(resumeDialog(page).or(entryCode)).toBeVisible();
  if (await entryCode.isVisible()) await enterMediaEvent(page, PRES_ID);
  await expect(resumeDialog(page)).toBeVisible();
}

/**
 * Records where the page's media is moved to, read when it gets there ('seeked'): the media plays
 * on afterwards, so a later reading of its time would count the playing too. Returns a reader of
 * the last position moved to (-1 before any).
 */
async function recordSeeks(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const seeks: number[] = [];
    (window as unknown as { __seeks: number[] }).__seeks = seeks;
    const onSeeked = (event: Event) =>
      event.target instanceof HTMLMediaElement && seeks.push(event.target.currentTime);
    document.addEventListener('seeked', onSeeked, true);
  });
  return () =>
    page.evaluate(() => (window as unknown as { __seeks: number[] }).__seeks.at(-1) ?? -1);
}

test('1002: pause, leave and come back → Resume continues at the stored position', async ({
  page,
}) => {
  const position = await watchPauseAndLeave(page);
  await comeBack(page);

  const seekedTo = await recordSeeks(page);
  await resumeDialog(page).getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(resumeDialog(page)).toHaveCount(0);
  await expect
    .poll(seekedTo, { message: `moved near the stored ${position} s` })
    .toBeGreaterThanOrEqual(position - 1);
  expect(await seekedTo()).toBeLessThanOrEqual(position + 1);
  await expect.poll(() => mediaTime(page)).toBeGreaterThanOrEqual(position - 1);
  await expect(currentSlide(page, slideNumberAt(manifest, position), SLIDE_COUNT)).toBeVisible();
});

test('1002: pause, leave and come back → Start over plays from the beginning', async ({ page }) => {
  await watchPauseAndLeave(page);
  await comeBack(page);

  await resumeDialog(page).getByRole('button', { name: 'Start over', exact: true }).click();
  await expect(resumeDialog(page)).toHaveCount(0);
  await expect(currentSlide(page, 1, SLIDE_COUNT)).toBeVisible();
  expect(await mediaTime(page)).toBeLessThan(3);
});

test('1002: the position is saved over the hub and follows a signed-in attendee to another browser', async ({
  browser,
}) => {
  // the first device: watch to ~30 s and pause; the pause saves to the server over the hub
  const firstDevice = await browser.newContext();
  const first = await firstDevice.newPage();
  const hubSaves = recordHubSaves(first);
  const restSaves: string[] = [];
  first.on('request', (r) => {
    if (/\/userPresData\/\d+$/.test(r.url()) && r.method() !== 'GET') restSaves.push(r.url());
  });
  await signIn(first, PRES_ID, 'attendee@podium.test', false);
  await expect(mediaPlayer(first)).toBeVisible();
  const playing = first.getByRole('button', { name: 'Pause', exact: true });
  // a run against a data directory reused from an earlier run finds a stored position: start over
  await expect(resumeDialog(first).or(playing)).toBeVisible();
  if (await resumeDialog(first).isVisible())
    await resumeDialog(first).getByRole('button', { name: 'Start over', exact: true }).click();
  await ensurePlaying(first);
  await seekTo(first, 30);
  await expect.poll(() => mediaTime(first)).toBeGreaterThan(31);
  await pause(first);
  const position = await mediaTime(first);
  // SPEC §7 UpdateUserPresData carrying the paused position (tenths), answered {ok: true}
  await expect
    .poll(() => hubSaves.find((s) => Math.abs(s.seconds - position) <= 0.1)?.ok, {
      message: `an UpdateUserPresData frame near ${position} s, saved`,
    })
    .toBe(true);
  const saved = hubSaves.find((s) => Math.abs(s.seconds - position) <= 0.1)?.seconds ?? -1;
  expect(restSaves).toEqual([]);
  await firstDevice.close();

  // the second device has nothing stored locally, so the offer can only come from the server
  const secondDevice = await browser.newContext();
  const second = await secondDevice.newPage();
  await signIn(second, PRES_ID, 'attendee@podium.test', false);
  await expect(resumeDialog(second)).toBeVisible();
  await expect(resumeDialog(second)).toContainText(clock(saved));
  const secondSeekedTo = await recordSeeks(second);
  await resumeDialog(second).getByRole('button', { name: 'Resume', exact: true }).click();
  await expect
    .poll(secondSeekedTo, { message: `moved near the stored ${saved} s` })
    .toBeGreaterThanOrEqual(saved - 1);
  expect(await secondSeekedTo()).toBeLessThanOrEqual(saved + 1);
  await expect.poll(() => mediaTime(second)).toBeGreaterThanOrEqual(saved - 1);
  await expect(currentSlide(second, slideNumberAt(manifest, saved), SLIDE_COUNT)).toBeVisible();
  await secondDevice.close();
});
