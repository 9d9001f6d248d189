// Captions and the Transcript panel on demo 1002 (video with slides): `Captions` shows the cue of
// the committed WebVTT track at the media time; `Transcript` lists every cue, highlights the one
// playing as the media plays, seeks to a cue on click, and narrows to the cues matching a search.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { enterMediaEvent, ensurePlaying, mediaTime, pause, seekTo } from '../support/media.ts';

const PRES_ID = 1002;

interface Cue {
  readonly start: number;
  readonly end: number;
  /** The cue's lines joined by a space, without the voice tag. */
  readonly text: string;
}

const seconds = (stamp: string): number => {
  const [h, m, s] = stamp.split(':').map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
};

/** The cues of the committed track (hh:mm:ss.ttt timings, as the generator writes them). */
function readCues(): Cue[] {
  const file = resolve(
    import.meta.dirname,
    `../../apps/server/src/demo/assets/${PRES_ID}/captions-en-us.vtt`,
  );
  return readFileSync(file, 'utf8')
    .split(/\n\n+/)
    .flatMap((block) => {
      const lines = block.split('\n');
      const at = lines.findIndex((line) => line.includes('-->'));
      if (at < 0) return [];
      const [start = '', end = ''] = lines[at]!.split(' --> ');
      const text = lines
        .slice(at + 1)
        .join(' ')
        .replace(/<[^>]*>/g, '');
      return [{ start: seconds(start), end: seconds(end), text }];
    });
}

const cues = readCues();
const cueAt = (t: number): Cue => {
  const cue = cues.find((c) => c.start <= t && t < c.end);
  if (!cue) throw new Error(`no cue at ${t} s`);
  return cue;
};

const transcript = (page: Page) => page.getByRole('complementary', { name: 'Transcript' });

test.use({ viewport: { width: 1366, height: 768 } });

test('1002: Captions shows the spoken cue; Transcript follows, seeks and searches', async ({
  page,
}) => {
  expect(cues.length).toBeGreaterThan(10);
  await enterMediaEvent(page, PRES_ID);
  await ensurePlaying(page);
  await pause(page);
  await seekTo(page, 20);

  const captions = page.getByRole('button', { name: 'Captions', exact: true });
  await expect(captions).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('media-captions')).toHaveCount(0);
  await captions.click();
  await expect(captions).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('media-captions')).toHaveText(cueAt(await mediaTime(page)).text);

  const toggle = page.getByRole('button', { name: 'Transcript', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const panel = transcript(page);
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(cues.length);
  const current = panel.locator('[aria-current="true"]');
  const now = cueAt(await mediaTime(page));
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(now.text);

  // Playing on, the highlight moves to the next cue when its words begin, with the captions.
  const next = cues[cues.indexOf(now) + 1]!;
  await ensurePlaying(page);
  await expect(current).toContainText(next.text);
  await expect(page.getByTestId('media-captions')).toHaveText(next.text);

  // A click on a cue seeks there.
  const target = cues.find((c) => c.text.startsWith('Revenue grew'))!;
  await panel.getByRole('button', { name: target.text }).click();
  await expect.poll(() => mediaTime(page)).toBeGreaterThanOrEqual(target.start - 0.1);
  expect(await mediaTime(page)).toBeLessThan(target.end);
  await expect(current).toContainText(target.text);
  await screenshot(page, 'media-captions-desktop');

  // Searching narrows the list to the matching cues; a miss says so.
  const search = panel.getByRole('searchbox', { name: 'Search transcript' });
  await search.fill('GIGAWATTS');
  const matching = cues.filter((c) => c.text.toLowerCase().includes('gigawatts'));
  expect(matching.length).toBeGreaterThan(1);
  await expect(items).toHaveCount(matching.length);
  for (const [i, cue] of matching.entries()) await expect(items.nth(i)).toContainText(cue.text);
  await search.fill('dividend');
  await expect(items).toHaveCount(0);
  await expect(panel.getByText('No part of the transcript matches your search.')).toBeVisible();
  await search.fill('');
  await expect(items).toHaveCount(cues.length);

  // Both toggles turn off again.
  await captions.click();
  await expect(page.getByTestId('media-captions')).toHaveCount(0);
  await toggle.click();
  await expect(panel).toHaveCount(0);
});

test('1002 on a phone: the transcript sits under the player without horizontal scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await enterMediaEvent(page, PRES_ID);
  await page.getByRole('button', { name: 'Transcript', exact: true }).click();
  await expect(transcript(page).getByRole('listitem')).toHaveCount(cues.length);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'media-captions-phone');
});

async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env['PODIUM_E2E_SCREENSHOTS'])
    await page.screenshot({ path: resolve(process.env['PODIUM_E2E_SCREENSHOTS'], `${name}.png`) });
}
