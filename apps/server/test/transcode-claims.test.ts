// Transcode jobs are claimed in the database, one process at a time: two claimers racing for the
// same jobs get different ones (and one gets none when only one is left); a claim whose holder
// stopped renewing it for TRANSCODE_CLAIM_STALE_MS is taken over, a fresh one is not. Run with
// DATABASE_URL, the claimers race on separate PostgreSQL connections.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { plannedResolutions } from '@podium/domain';
import { mediaUploads } from '../src/db/schema/index.ts';
import { createMediaUploadRepository } from '../src/modules/manage/media-upload.repository.ts';
import { TRANSCODE_CLAIM_STALE_MS } from '../src/modules/manage/media-upload.service.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/** A demo event the jobs belong to (any presentation will do). */
const PRES = 1001;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A job waiting to be transcoded, created `ageMs` ago. */
async function queueJob(ageMs = 0): Promise<string> {
  const containerGuid = randomUUID();
  await t.app.db.insert(mediaUploads).values({
    containerGuid,
    presId: PRES,
    fileName: 'fireside.mp4',
    durationSeconds: 2,
    resolutions: plannedResolutions(320, 240).map((size) => ({
      ...size,
      Status: 'Queued' as const,
      Progress: 0,
      FileName: `video-${containerGuid.slice(0, 8)}-${size.Height}p.mp4`,
    })),
    error: null,
    createdAt: new Date(Date.now() - ageMs),
  });
  return containerGuid;
}

async function clearJobs(): Promise<void> {
  await t.app.db.delete(mediaUploads).where(eq(mediaUploads.presId, PRES));
}

const staleBefore = (at: Date) => new Date(at.getTime() - TRANSCODE_CLAIM_STALE_MS);

describe('transcode job claims', () => {
  it('two claimers racing get different jobs, and a third claim finds none', async () => {
    await clearJobs();
    const jobs = [await queueJob(2_000), await queueJob(1_000)];
    // Two processes: two repositories over the same database.
    const first = createMediaUploadRepository(t.app.db);
    const second = createMediaUploadRepository(t.app.db);
    const at = new Date();
    const [a, b] = await Promise.all([
      first.claimNext('process-a', at, staleBefore(at)),
      second.claimNext('process-b', at, staleBefore(at)),
    ]);
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(a?.containerGuid).not.toBe(b?.containerGuid);
    expect(new Set([a?.containerGuid, b?.containerGuid])).toEqual(new Set(jobs));
    expect(a?.claimedBy).toBe('process-a');
    expect(b?.claimedBy).toBe('process-b');
    expect(await first.claimNext('process-c', at, staleBefore(at))).toBeNull();
  });

  it('two claimers racing for the one job left: one gets it, the other none', async () => {
    await clearJobs();
    const job = await queueJob();
    const repos = [createMediaUploadRepository(t.app.db), createMediaUploadRepository(t.app.db)];
    const at = new Date();
    const claims = await Promise.all(
      repos.map((repo, i) => repo.claimNext(`process-${i}`, at, staleBefore(at))),
    );
    const won = claims.filter((claim) => claim !== null);
    expect(won).toHaveLength(1);
    expect(won[0]?.containerGuid).toBe(job);
  });

  it('a finished or failed job is not claimed', async () => {
    await clearJobs();
    const failed = await queueJob();
    await t.app.db
      .update(mediaUploads)
      .set({ error: 'The video could not be transcoded.' })
      .where(eq(mediaUploads.containerGuid, failed));
    const done = await queueJob();
    const repo = createMediaUploadRepository(t.app.db);
    const [row] = await t.app.db
      .select()
      .from(mediaUploads)
      .where(eq(mediaUploads.containerGuid, done));
    await repo.setResolutions(
      done,
      (row?.resolutions ?? []).map((r) => ({ ...r, Status: 'Ready' as const, Progress: 100 })),
    );
    const at = new Date();
    expect(await repo.claimNext('process-a', at, staleBefore(at))).toBeNull();
  });

  it('a stale claim is taken over; a renewed one is not; a released job is claimable again', async () => {
    await clearJobs();
    const job = await queueJob();
    const crashed = createMediaUploadRepository(t.app.db);
    const other = createMediaUploadRepository(t.app.db);
    const then = new Date(Date.now() - TRANSCODE_CLAIM_STALE_MS - 1_000);
    expect((await crashed.claimNext('crashed', then, staleBefore(then)))?.containerGuid).toBe(job);

    // Just before the claim goes stale, nobody else may take it.
    const early = new Date(then.getTime() + TRANSCODE_CLAIM_STALE_MS - 1_000);
    expect(await other.claimNext('process-b', early, staleBefore(early))).toBeNull();

    // Once stale, another process takes the job over; the old holder can no longer renew it.
    const now = new Date();
    const taken = await other.claimNext('process-b', now, staleBefore(now));
    expect(taken?.containerGuid).toBe(job);
    expect(taken?.claimedBy).toBe('process-b');
    expect(await crashed.renewClaim(job, 'crashed', now)).toBe(false);

    // The new holder renews its claim: still its own a stale period after the takeover.
    const later = new Date(now.getTime() + TRANSCODE_CLAIM_STALE_MS - 1_000);
    expect(await other.renewClaim(job, 'process-b', later)).toBe(true);
    const after = new Date(now.getTime() + TRANSCODE_CLAIM_STALE_MS + 1_000);
    expect(await crashed.claimNext('process-c', after, staleBefore(after))).toBeNull();

    // Released (the holder stopped without finishing), the job is anyone's again.
    await other.releaseClaim(job, 'process-b');
    expect((await crashed.claimNext('process-c', after, staleBefore(after)))?.claimedBy).toBe(
      'process-c',
    );
  });
});
