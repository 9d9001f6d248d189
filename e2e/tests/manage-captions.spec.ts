// Caption tracks in the manage area's media section, on demo 1005 (a video; the 1002 tests keep
// its committed track on the shared server): the coordinator removes the English track, and the attendee's player offers no `Captions`; a file
// that is not WebVTT is refused with the reason; a WebVTT file uploaded as English captions is
// then what the attendee's `Captions` shows.
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/entry.ts';
import { enterMediaEvent, ensurePlaying, pause, seekTo } from '../support/media.ts';

const PRES_ID = 1005;
const CUE = 'Harbor Logistics captions, uploaded in the manage area.';
const VTT = `WEBVTT\n\n00:00:00.000 --> 01:00:00.000\n${CUE}\n`;

test.use({ viewport: { width: 1366, height: 768 } });

async function signInCoordinator(page: Page): Promise<void> {
  await page.goto('/presentation/v2/manage/');
  await page.getByRole('textbox', { name: 'Email' }).fill('coordinator@podium.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'New event' })).toBeVisible();
  await page.goto(`/presentation/v2/manage/${PRES_ID}`);
}

/** The caption track list the attendee's player reads next. */
const trackList = (page: Page): Promise<unknown> =>
  page
    .waitForResponse((r) => r.url().includes('/presentation/media/captions?') && r.ok())
    .then((r) => r.json());

test('a coordinator replaces 1005 captions; the attendee player follows', async ({ browser }) => {
  test.setTimeout(120_000);
  const coordinatorContext = await browser.newContext();
  const coordinator = await coordinatorContext.newPage();
  await signInCoordinator(coordinator);
  const captions = coordinator.getByRole('group', { name: 'Captions' });
  const tracks = captions.getByRole('list', { name: 'Caption tracks' });
  await expect(tracks.getByRole('listitem')).toHaveText([/English/]);

  await captions.getByRole('button', { name: 'Remove English captions' }).click();
  await expect(captions.getByRole('status')).toHaveText('English captions are removed.');
  await expect(captions.getByText('No captions yet.')).toBeVisible();

  const attendeeContext = await browser.newContext();
  const attendee = await attendeeContext.newPage();
  const none = trackList(attendee);
  await enterMediaEvent(attendee, PRES_ID);
  expect(await none).toEqual([]);
  await expect(attendee.getByRole('slider', { name: 'Seek' })).toBeVisible();
  await expect(attendee.getByRole('button', { name: 'Captions', exact: true })).toHaveCount(0);

  // A file that is not WebVTT is refused with the parser's reason beside the field.
  const file = captions.getByLabel('Captions (WebVTT)');
  await file.setInputFiles({
    name: 'captions.srt',
    mimeType: 'text/plain',
    buffer: Buffer.from('1\n00:00:01,000 --> 00:00:02,000\nSRT\n'),
  });
  await captions.getByRole('button', { name: 'Upload captions' }).click();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(file).toHaveAccessibleDescription(/WEBVTT/);

  await captions.getByRole('combobox', { name: 'Caption language' }).selectOption('en-us');
  await file.setInputFiles({
    name: 'captions.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from(VTT),
  });
  await captions.getByRole('button', { name: 'Upload captions' }).click();
  await expect(captions.getByRole('status')).toHaveText('English captions are saved.');
  await expect(tracks.getByRole('listitem')).toHaveText([/English/]);
  await expect(file).not.toHaveAttribute('aria-invalid', 'true');
  if (process.env['PODIUM_E2E_SCREENSHOTS'])
    await captions.screenshot({
      path: resolve(process.env['PODIUM_E2E_SCREENSHOTS'], 'manage-captions-desktop.png'),
    });

  // A new visit (a reload would offer to resume where the first one was).
  await attendeeContext.close();
  const laterContext = await browser.newContext();
  const attendee2 = await laterContext.newPage();
  const english = trackList(attendee2);
  await enterMediaEvent(attendee2, PRES_ID);
  expect(await english).toMatchObject([{ Language: 'en-us', Label: 'English' }]);
  await ensurePlaying(attendee2);
  await pause(attendee2);
  await seekTo(attendee2, 5);
  const toggle = attendee2.getByRole('button', { name: 'Captions', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(attendee2.getByTestId('media-captions')).toHaveText(CUE);

  await laterContext.close();
  await coordinatorContext.close();
});
