// A video transcode survives a restart: a job the server left at Processing (its uploaded file
// kept in storage) is picked up again when the server starts over the same data, finishes, and
// the video becomes the event's media; the kept upload is then removed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ManagedEventDetailSchema,
  ManagedMediaResponseSchema,
  managePaths,
  plannedResolutions,
  PresentationSchema,
} from '@podium/domain';
import { buildApp } from '../src/app.ts';
import { mediaUploads } from '../src/db/schema/index.ts';
import { mediaSourceKey } from '../src/modules/manage/media-upload.service.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { signedIn, type TestClient } from './helpers/client.ts';
import { makeMp4 } from './helpers/video.ts';

let t: TestApp;
let restarted: FastifyInstance | null = null;
let scratch: string;

async function coordinatorOf(app: FastifyInstance): Promise<TestClient> {
  const client = await signedIn(app, 'coordinator@podium.test');
  client.token = (await client.get(managePaths.me())).json<{
    AntiForgeryToken: string;
  }>().AntiForgeryToken;
  return client;
}

/** Starting a server (twice here) takes long on a loaded machine. */
const START_TIMEOUT_MS = 180_000;

beforeAll(async () => {
  t = await startTestApp();
  scratch = await mkdtemp(join(tmpdir(), 'podium-resume-'));
}, START_TIMEOUT_MS);
afterAll(async () => {
  await restarted?.close();
  await t?.close();
  await rm(scratch, { recursive: true, force: true });
}, START_TIMEOUT_MS);

describe('transcode jobs across a restart', () => {
  it(
    'a job left at Processing is picked up again and finishes',
    async () => {
      const before = await coordinatorOf(t.app);
      const created = await before.post(managePaths.events(), {
        Title: 'Harbor Logistics Fireside Chat',
        Kind: 'VideoOnly',
        StartTime: '2026-12-04T10:00',
        Timezone: 'Europe/London',
      });
      const presId = ManagedEventDetailSchema.parse(created.json()).PresentationId;

      // What a server stopped mid-transcode leaves: the job at Processing, its upload in storage.
      const source = join(scratch, 'upload.mp4');
      await writeFile(source, await makeMp4(scratch, 2, 320, 240));
      const containerGuid = '5b1f0c8e-7a1d-4c4e-9a63-2f0d7b8e9c01';
      await t.app.storage.putFile('media', mediaSourceKey(presId, containerGuid), source);
      const resolutions = plannedResolutions(320, 240).map((size, i) => ({
        ...size,
        Status: i === 0 ? ('Processing' as const) : ('Queued' as const),
        Progress: i === 0 ? 40 : 0,
        FileName: `video-5b1f0c8e-${size.Height}p.mp4`,
      }));
      await t.app.db.insert(mediaUploads).values({
        containerGuid,
        presId,
        fileName: 'fireside.mp4',
        durationSeconds: 2,
        resolutions,
        error: null,
        createdAt: new Date(),
      });
      const config = t.app.config;
      await t.app.close();

      // The server starts again over the same data.
      restarted = await buildApp(config);
      const after = await coordinatorOf(restarted);
      let media = null;
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        media = ManagedMediaResponseSchema.parse(
          (await after.get(managePaths.media(presId))).json(),
        ).Media;
        if (media === null || media.Done || media.Error !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(media).toMatchObject({ ContainerGuid: containerGuid, Done: true, Error: null });
      expect(media?.VideoResolutions.every((r) => r.Status === 'Ready')).toBe(true);
      // The upload goes once the job has ended (just after the video is published).
      const app = restarted;
      await expect
        .poll(() => app.storage.stat('media', mediaSourceKey(presId, containerGuid)))
        .toBeNull();
      for (const r of resolutions)
        expect(await restarted.storage.stat('media', `${presId}/${r.FileName}`)).not.toBeNull();

      const payload = PresentationSchema.parse(
        (await after.get(`presentation?presid=${presId}`)).json(),
      );
      expect(payload.Video?.ContainerGuid).toBe(containerGuid);
    },
    START_TIMEOUT_MS,
  );
});
