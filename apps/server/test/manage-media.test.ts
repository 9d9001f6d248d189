// `Media (MP4)` in the manage area: only .mp4 is accepted (SPEC §3; a .mov or a renamed file is
// refused and nothing is stored), the video is probed and transcoded with ffmpeg into the
// resolutions of VideoResolutions, each with its Status on media.{guid}.addUpdate, and becomes
// the event's video when all are ready (SPEC §4).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ManagedEventDetailSchema,
  ManagedMediaResponseSchema,
  ManagedMediaSchema,
  managePaths,
  MediaUpdateMessageSchema,
  PresentationSchema,
  derivePresentationKind,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { signedIn, type TestClient } from './helpers/client.ts';
import { recordHub } from './helpers/conference.ts';
import { makeMp4 } from './helpers/video.ts';
import { makePdf } from './helpers/pdf.ts';
import { replaceDeck } from './helpers/deck.ts';

let t: TestApp;
let hub: ReturnType<typeof recordHub>;
let coordinator: TestClient;
let scratch: string;
let mp4: Buffer;

async function upload(bytes: Buffer, fileName: string): Promise<string> {
  const created = await coordinator.post(managePaths.uploads(), undefined, {
    'Tus-Resumable': '1.0.0',
    'Upload-Length': String(bytes.length),
    'Upload-Metadata': `filename ${Buffer.from(fileName).toString('base64')}`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = /([0-9a-f]{32})$/.exec(created.headers.location ?? '')?.[1] ?? '';
  const patched = await coordinator.request('PATCH', `${managePaths.uploads()}/${id}`, bytes, {
    'Tus-Resumable': '1.0.0',
    'Upload-Offset': '0',
    'Content-Type': 'application/offset+octet-stream',
  });
  expect(patched.statusCode).toBe(204);
  return id;
}

async function videoEvent(): Promise<number> {
  const response = await coordinator.post(managePaths.events(), {
    Title: 'Harbor Logistics Fireside Chat',
    Kind: 'VideoOnly',
    StartTime: '2026-12-04T10:00',
    Timezone: 'Europe/London',
  });
  expect(response.statusCode).toBe(201);
  return ManagedEventDetailSchema.parse(response.json()).PresentationId;
}

/** Reads the upload's state until every resolution is ready or one failed. */
async function finished(presId: number) {
  for (;;) {
    const media = ManagedMediaResponseSchema.parse(
      (await coordinator.get(managePaths.media(presId))).json(),
    ).Media;
    if (media === null || media.Done || media.Error !== null) return media;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The driver under app.db (PGlite or node-postgres): both answer query(text, params). */
interface SqlClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

const mediaFiles = async (presId: number) =>
  readdir(join(t.dataDir, 'media', String(presId))).catch(() => [] as string[]);

beforeAll(async () => {
  t = await startTestApp();
  hub = recordHub(t.app);
  coordinator = await signedIn(t.app, 'coordinator@podium.test');
  coordinator.token = (await coordinator.get(managePaths.me())).json<{
    AntiForgeryToken: string;
  }>().AntiForgeryToken;
  scratch = await mkdtemp(join(tmpdir(), 'podium-media-test-'));
  mp4 = await makeMp4(scratch);
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});

describe('Media (MP4)', () => {
  it.each([
    ['a .mov file', 'interview.mov'],
    ['a renamed text file', 'notes.mp4'],
  ])('%s is refused with the SPEC §3 message and nothing is stored', async (_name, fileName) => {
    const presId = await videoEvent();
    const bytes = fileName.endsWith('.mov') ? mp4 : Buffer.from('meeting notes\n'.repeat(50));
    const response = await coordinator.put(managePaths.media(presId), {
      UploadId: await upload(bytes, fileName),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Only .mp4 video files are accepted.');
    expect(await readdir(join(t.dataDir, 'uploads'))).toEqual([]);
    expect(await mediaFiles(presId)).toEqual([]);
    const media = ManagedMediaResponseSchema.parse(
      (await coordinator.get(managePaths.media(presId))).json(),
    );
    expect(media.Media).toBeNull();
  });

  it('transcodes an .mp4 into its resolutions and plays it once all are ready', async () => {
    const presId = await videoEvent();
    hub.clear();
    // SPEC §4: a viewer that reads the presentation on hearing the done message gets the video.
    // The read goes to the database's own client as the message is published: the embedded
    // database answers in the order queries come, so it sees the video only if the video was
    // stored before the message.
    const client = (t.app.db as unknown as { $client: SqlClient }).$client;
    const onDone: { containers?: Promise<{ rows: unknown[] }> } = {};
    hub.listen((message) => {
      const statuses = (message.payload as { VideoResolutions?: { Status: string }[] })
        .VideoResolutions;
      if (
        onDone.containers === undefined &&
        message.topic.startsWith('media.') &&
        statuses !== undefined &&
        statuses.every((r) => r.Status === 'Ready')
      )
        onDone.containers = client.query('select guid from media_containers where pres_id = $1', [
          presId,
        ]);
    });
    const started = await coordinator.put(managePaths.media(presId), {
      UploadId: await upload(mp4, 'Fireside chat.mp4'),
    });
    expect(started.statusCode, started.body).toBe(202);
    const queued = ManagedMediaSchema.parse(started.json());
    expect(queued.DurationSeconds).toBeGreaterThan(1.5);
    // A 320×240 source is below every ladder height: one resolution at its own size.
    expect(queued.VideoResolutions).toEqual([
      { Height: 240, Width: 320, Status: 'Queued', Progress: 0 },
    ]);
    expect(queued.Done).toBe(false);

    const done = await finished(presId);
    expect(done).toMatchObject({ Done: true, Error: null });
    expect(done?.VideoResolutions.map((r) => r.Status)).toEqual(['Ready']);
    const statuses = hub
      .on(`media.${queued.ContainerGuid}.addUpdate`)
      .map((p) => MediaUpdateMessageSchema.parse(p.payload).VideoResolutions[0]?.Status);
    expect(statuses).toEqual(['Queued', 'Processing', 'Ready']);
    expect((await onDone.containers)?.rows).toEqual([{ guid: queued.ContainerGuid }]);
    expect(await readdir(join(t.dataDir, 'uploads'))).toEqual([]);

    const presentation = PresentationSchema.parse(
      (await coordinator.get(`presentation?presid=${presId}&includeMedia=true`)).json(),
    );
    expect(derivePresentationKind(presentation)).toBe('VideoOnly');
    const url = presentation.Video?.Resolutions[0]?.Url ?? '';
    expect(presentation.Video?.Resolutions).toHaveLength(1);
    const file = await coordinator.get(url, { Range: 'bytes=0-99' });
    expect(file.statusCode).toBe(206);
  }, 60_000);

  it('the slide sync tool saves when each slide starts, and open viewers get the times', async () => {
    const created = await coordinator.post(managePaths.events(), {
      Title: 'Harbor Logistics Results',
      Kind: 'MediaWithSlides',
      StartTime: '2026-12-05T10:00',
      Timezone: 'Asia/Tokyo',
    });
    const event = ManagedEventDetailSchema.parse(created.json());
    const presId = event.PresentationId;
    await replaceDeck(coordinator, presId, await upload(makePdf(3), 'results.pdf'));
    await coordinator.put(managePaths.media(presId), {
      UploadId: await upload(mp4, 'results.mp4'),
    });
    const media = await finished(presId);
    expect(media?.Url).toMatch(/\/media\/video-[0-9a-f]{8}-240p\.mp4$/);

    const wrong = await coordinator.put(managePaths.slideTimes(presId), { Times: [0, 1] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'Invalid body field "Times": mark a time for each of the 3 slides.',
    );
    const backwards = await coordinator.put(managePaths.slideTimes(presId), { Times: [0, 2, 1] });
    expect(backwards.statusCode).toBe(400);

    hub.clear();
    const saved = await coordinator.put(managePaths.slideTimes(presId), { Times: [0, 0.8, 1.6] });
    expect(saved.statusCode).toBe(200);
    const update = hub.published.find((p) => /^slide\.[0-9a-f-]+\.addUpdate$/.test(p.topic));
    expect(update).toBeDefined();
    const presentation = PresentationSchema.parse(
      (await coordinator.get(`presentation?presid=${presId}&includeMedia=true`)).json(),
    );
    expect(derivePresentationKind(presentation)).toBe('MediaWithSlides');
    expect(presentation.Slides.map((s) => s.Time)).toEqual([0, 0.8, 1.6]);
  }, 60_000);
});
