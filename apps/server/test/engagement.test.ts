// Per-slide engagement in the manage area: viewers and time on each slide from the activity
// log's slide views, as JSON for the chart and as the `Export engagement` CSV; for those who
// manage the event only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EngagementResponseSchema, LogEventType, managePaths } from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, enterViewer, signedIn, type TestClient } from './helpers/client.ts';

const PRES = 1001;
let t: TestApp;

async function log(client: TestClient, logId: number, EventType: number, SlideIndex?: number) {
  const response = await client.post('logevent', {
    logId,
    PresId: PRES,
    EventType,
    // KeepAlive is a media event: it carries the media position.
    ...(SlideIndex === undefined ? { MediaTimeSeconds: 0 } : { SlideIndex }),
  });
  expect(response.statusCode, response.body).toBe(201);
}

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  t.resetClock();
  await t?.close();
});

describe('per-slide engagement', () => {
  it('counts viewers and seconds per slide from the slide views; CSV for the export', async () => {
    const first = await signedIn(t.app, 'attendee@podium.test', PRES);
    const second = await entered(t.app, `DEMO-${PRES}`, PRES);
    const firstLog = await enterViewer(first, PRES);
    const secondLog = await enterViewer(second, PRES);

    await log(first, firstLog, LogEventType.Slide, 0);
    t.advanceClock(30_000);
    await log(first, firstLog, LogEventType.Slide, 1);
    await log(second, secondLog, LogEventType.Slide, 1);
    t.advanceClock(20_000);
    await log(first, firstLog, LogEventType.KeepAlive);
    await log(second, secondLog, LogEventType.Slide, 2);
    t.advanceClock(5_000);
    await log(second, secondLog, LogEventType.KeepAlive);

    const coordinator = await signedIn(t.app, 'coordinator@podium.test', PRES);
    const response = await coordinator.get(managePaths.engagement(PRES));
    expect(response.statusCode, response.body).toBe(200);
    const slides = EngagementResponseSchema.parse(response.json()).Slides;
    expect(slides).toHaveLength(12);
    expect(
      slides.slice(0, 4).map(({ Index, Viewers, Views, TotalSeconds }) => ({
        Index,
        Viewers,
        Views,
        TotalSeconds,
      })),
    ).toEqual([
      { Index: 0, Viewers: 1, Views: 1, TotalSeconds: 30 },
      { Index: 1, Viewers: 2, Views: 2, TotalSeconds: 40 },
      { Index: 2, Viewers: 1, Views: 1, TotalSeconds: 5 },
      { Index: 3, Viewers: 0, Views: 0, TotalSeconds: 0 },
    ]);
    expect(slides[1]?.AverageSecondsPerViewer).toBe(20);

    const csv = await coordinator.get(managePaths.engagementCsv(PRES));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="engagement-${PRES}.csv"`,
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('Slide,Title,Viewers,Views,Total seconds,Average seconds per viewer');
    expect(lines[2]).toMatch(/^2,.*,2,2,40,20$/);
    expect(lines).toHaveLength(14);
  });

  it('attendees, panelists and entry-code guests get 403', async () => {
    for (const email of ['attendee@podium.test', 'panelist@podium.test']) {
      const client = await signedIn(t.app, email, PRES);
      expect((await client.get(managePaths.engagement(PRES))).statusCode).toBe(403);
      expect((await client.get(managePaths.engagementCsv(PRES))).statusCode).toBe(403);
    }
    const guest = await entered(t.app, `DEMO-${PRES}`, PRES);
    expect((await guest.get(managePaths.engagementCsv(PRES))).statusCode).toBe(403);
  });
});
