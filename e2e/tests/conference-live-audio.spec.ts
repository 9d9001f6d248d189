// Live audio on demo 2001: once the coordinator takes the call live from the console, a
// registered attendee (DEMO-2001) presses Play in the `Live audio` region and hears the built-in
// bridge's HLS live stream (SPEC §7 livestream): the playlist is a live one (no EXT-X-ENDLIST),
// the <audio> element is playing, not in error, and its time advances as a listener's does.
//
// The shared server's call is taken through practice, live and its end by conference.spec.ts,
// possibly at the same time (two workers), so this runs on a server of its own (OwnServer).
import { expect, test, type Locator } from '@playwright/test';
import { useOwnServer } from '../support/conference-server.ts';
import {
  callStatus,
  ensureLive,
  joinWithCode,
  newPerson,
  openConsole,
} from '../support/conference.ts';

/** How long the test listens, and the least the stream must have played meanwhile. */
const LISTEN_MS = 3_000;
const MIN_ADVANCE_S = 2;
/** HTMLMediaElement.HAVE_CURRENT_DATA: the element has the frame at its current position. */
const HAVE_CURRENT_DATA = 2;

interface AudioState {
  readonly currentTime: number;
  readonly paused: boolean;
  readonly errorCode: number | null;
  readonly readyState: number;
}

function audioState(audio: Locator): Promise<AudioState> {
  return audio.evaluate((el) => {
    const media = el as HTMLAudioElement;
    return {
      currentTime: media.currentTime,
      paused: media.paused,
      errorCode: media.error?.code ?? null,
      readyState: media.readyState,
    };
  });
}

const own = useOwnServer();

test('an attendee presses Play in Live audio and hears the live HLS stream advance', async ({
  browser,
}) => {
  test.slow();
  const coordinator = await newPerson(browser, own.server.baseURL);
  const attendee = await newPerson(browser, own.server.baseURL);
  own.people.push(coordinator, attendee);

  await openConsole(coordinator);
  await ensureLive(coordinator.page);

  const page = attendee.page;
  const playlist = page.waitForResponse((r) => /\/liveaudio\/live\.m3u8(\?|$)/.test(r.url()));
  await joinWithCode(attendee, 'DEMO-2001');
  await expect(callStatus(page)).toHaveText('Live');

  const region = page.getByRole('region', { name: 'Live audio' });
  const audio = region.locator('audio');
  const play = region.getByRole('button', { name: 'Play', exact: true });
  const pause = region.getByRole('button', { name: 'Pause', exact: true });

  // SPEC §7 livestream: the viewer loads the bridge's live playlist, a sliding window.
  const response = await playlist;
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^#EXTM3U/);
  expect(text).not.toContain('#EXT-X-ENDLIST');

  // The player autoplays where the browser lets it (SPEC §9); then the listener pauses first, so
  // that the Play press below is what starts the audio either way.
  await expect(play.or(pause)).toBeEnabled();
  if (await pause.isVisible()) {
    await pause.click();
    await expect(play).toBeVisible();
    await expect.poll(async () => (await audioState(audio)).paused).toBe(true);
  }
  await play.click();
  await expect(pause).toBeVisible();
  await expect(region).toContainText('Listening live');

  // Audio arrives: the element has data and its clock starts moving.
  await expect
    .poll(async () => (await audioState(audio)).currentTime, {
      message: 'the live audio starts playing',
    })
    .toBeGreaterThan(0);
  const before = await audioState(audio);
  await page.waitForTimeout(LISTEN_MS);
  const after = await audioState(audio);
  expect(after.paused).toBe(false);
  expect(after.errorCode).toBeNull();
  expect(after.readyState).toBeGreaterThanOrEqual(HAVE_CURRENT_DATA);
  expect(after.currentTime - before.currentTime).toBeGreaterThanOrEqual(MIN_ADVANCE_S);
  await expect(region).not.toContainText('could not be played');
});
