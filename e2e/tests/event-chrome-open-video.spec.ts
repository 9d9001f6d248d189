// SPEC §2 /{presId}/openVideo/{url} reached from the Event Media panel: an event media URL that
// is a video (SPEC §3: .mp4) opens in the viewer's own plain player in a new tab, and plays. The
// video lives on the issuer's (fictional, offline) site: the browser is served a demo recording
// for that address, as that site would serve it; Podium's own server is not stood in for.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { enterWithCode } from '../support/entry.ts';
import { playPast } from '../support/media.ts';

const VIDEO_URL = 'https://www.northwind-renewables.example/investors/site-tour.mp4';
const VIDEO = readFileSync(
  fileURLToPath(new URL('../../apps/server/src/demo/assets/1005/video-180p.mp4', import.meta.url)),
);

test('an event media video opens in the openVideo player in a new tab and plays', async ({
  page,
  context,
}) => {
  await context.route(VIDEO_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'video/mp4', body: VIDEO }),
  );
  await enterWithCode(page, 1003, 'DEMO-1003', false);
  const panel = page.getByRole('complementary', { name: 'Event Media' });
  const link = panel.getByRole('link', {
    name: 'Mesa Verde site tour video (opens in a new tab)',
  });
  await expect(link).toHaveAttribute(
    'href',
    `/presentation/v2/1003/openVideo/${encodeURIComponent(VIDEO_URL)}`,
  );
  // A page link stays a page link.
  await expect(
    panel.getByRole('link', {
      name: 'Mesa Verde solar and storage site tour (opens in a new tab)',
    }),
  ).toHaveAttribute('href', 'https://www.northwind-renewables.example/investors/site-tour');

  const [player] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(player).toHaveURL(/\/presentation\/v2\/1003\/openVideo\//);
  const video = player.locator('video');
  await expect
    .poll(() => video.evaluate((el) => (el as HTMLVideoElement).currentSrc))
    .toBe(VIDEO_URL);
  const play = player.getByRole('button', { name: 'Play', exact: true });
  await playPast(play, video, 0.5);
});
