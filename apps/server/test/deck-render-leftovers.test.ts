// What a server killed mid-render leaves is cleaned up when it starts again over the same data:
// the render it was making ends Failed (the manage page says the PDF must be sent again), its
// scratch folder with the PDF and the pages made goes, and so do scratch folders no render uses
// and staged upload files without their record (or records without their file). An upload
// still being sent, the event's slides and every other stored file stay as they were.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  DECK_RENDER_INTERRUPTED_MESSAGE,
  ManagedEventDetailSchema,
  managePaths,
  SlideDeckStateResponseSchema,
} from '@podium/domain';
import { buildApp } from '../src/app.ts';
import { slideDeckRenders } from '../src/db/schema/index.ts';
import { ORPHAN_MIN_AGE_MS } from '../src/modules/manage/upload-staging.ts';
import { DECK_RENDER_CLAIM_STALE_MS } from '../src/modules/manage/deck-render.service.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { signedIn, type TestClient } from './helpers/client.ts';
import { makePdf, makePdfLookalike } from './helpers/pdf.ts';
import { replaceDeck, uploadFile } from './helpers/deck.ts';

let t: TestApp;
let restarted: FastifyInstance | null = null;

/** Starting a server (twice here) takes long on a loaded machine. */
const START_TIMEOUT_MS = 180_000;

async function coordinatorOf(app: FastifyInstance): Promise<TestClient> {
  const client = await signedIn(app, 'coordinator@podium.test');
  client.token = (await client.get(managePaths.me())).json<{
    AntiForgeryToken: string;
  }>().AntiForgeryToken;
  return client;
}

/** A file written `ageMs` ago, as far as its modification time tells. */
async function writeOld(path: string, bytes: Buffer | string, ageMs: number): Promise<void> {
  await writeFile(path, bytes);
  const then = new Date(Date.now() - ageMs);
  await utimes(path, then, then);
}

beforeAll(async () => {
  t = await startTestApp();
}, START_TIMEOUT_MS);
afterAll(async () => {
  await restarted?.close();
  await t?.close();
}, START_TIMEOUT_MS);

describe('a restart after a server was killed mid-render', () => {
  it(
    'removes the render scratch and orphaned uploads, and keeps everything else',
    async () => {
      const before = await coordinatorOf(t.app);
      const created = await before.post(managePaths.events(), {
        Title: 'Harbor Logistics Investor Day',
        Kind: 'SlidesOnly',
        StartTime: '2026-12-03T09:00',
        Timezone: 'America/Chicago',
      });
      const presId = ManagedEventDetailSchema.parse(created.json()).PresentationId;
      const kept = await replaceDeck(before, presId, await uploadFile(before, makePdf(2)));
      // An upload still being sent: 10 of its 100 bytes have arrived.
      const sending = await before.post(managePaths.uploads(), undefined, {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '100',
      });
      const sendingId = /([0-9a-f]{32})$/.exec(sending.headers.location ?? '')?.[1] ?? '';
      await before.request('PATCH', `${managePaths.uploads()}/${sendingId}`, Buffer.alloc(10), {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      });

      // What the killed server left: its render underway, with a 9 MB scratch folder; a scratch
      // folder no render names; an upload file whose record was never written, and a record
      // whose file was already moved away. Alone on its database, the server takes any claim it
      // finds at start for its own killed render, so the claim is a moment old; on a shared
      // PostgreSQL a claim is a peer's until it has gone stale.
      const shared = t.app.config.databaseUrl !== null;
      const claimedAt = new Date(Date.now() - (shared ? DECK_RENDER_CLAIM_STALE_MS + 1_000 : 0));
      const renderId = randomUUID();
      const killed = {
        presId,
        renderId,
        fileName: 'investor-day.pdf',
        status: 'Rendering' as const,
        pagesDone: 3,
        pageCount: 40,
        claimedBy: 'the killed process',
        claimedAt,
      };
      await t.app.db
        .insert(slideDeckRenders)
        .values(killed)
        .onConflictDoUpdate({ target: slideDeckRenders.presId, set: killed });
      const decks = join(t.dataDir, 'scratch', 'decks');
      const scratch = join(decks, renderId);
      await mkdir(scratch, { recursive: true });
      await writeFile(join(scratch, 'deck.pdf'), makePdfLookalike(9 * 1024 * 1024));
      await writeFile(join(scratch, 'slide-001.jpg'), 'page one');
      const stray = join(decks, randomUUID());
      await mkdir(stray);
      await writeFile(join(stray, 'deck.pdf'), makePdf(1));
      const uploads = join(t.dataDir, 'uploads');
      const orphanFile = randomUUID().replaceAll('-', '');
      const orphanRecord = randomUUID().replaceAll('-', '');
      await writeOld(join(uploads, orphanFile), makePdf(3), 2 * ORPHAN_MIN_AGE_MS);
      await writeOld(join(uploads, `${orphanRecord}.json`), '{}', 2 * ORPHAN_MIN_AGE_MS);
      // A file without its record written just now may be another process's upload beginning.
      const beginning = randomUUID().replaceAll('-', '');
      await writeFile(join(uploads, beginning), '');
      const slideFiles = await readdir(join(t.dataDir, 'slides', String(presId)), {
        recursive: true,
      });
      const demoSlide = join(t.dataDir, 'slides', '1001');
      const demoBefore = await readdir(demoSlide, { recursive: true });
      const config = t.app.config;
      await t.app.close();

      // The server starts again over the same data.
      restarted = await buildApp(config);

      expect(await readdir(decks)).toEqual([]);
      expect((await readdir(uploads)).sort()).toEqual(
        [beginning, sendingId, `${sendingId}.json`].sort(),
      );
      const after = await coordinatorOf(restarted);
      const state = SlideDeckStateResponseSchema.parse(
        (await after.get(managePaths.slideDeck(presId))).json(),
      );
      expect(state.Render).toMatchObject({
        FileName: 'investor-day.pdf',
        Status: 'Failed',
        Error: DECK_RENDER_INTERRUPTED_MESSAGE,
      });
      // The deck the event had is still its deck, its files and the demo's untouched.
      expect(state.Slides).toEqual(kept.Slides);
      expect(await readdir(join(t.dataDir, 'slides', String(presId)), { recursive: true })).toEqual(
        slideFiles,
      );
      expect(await readdir(demoSlide, { recursive: true })).toEqual(demoBefore);
      // The upload being sent goes on where it was.
      const head = await after.head(`${managePaths.uploads()}/${sendingId}`, {
        'Tus-Resumable': '1.0.0',
      });
      expect(head.statusCode).toBe(200);
      expect(head.headers['upload-offset']).toBe('10');
      expect((await stat(join(uploads, sendingId))).size).toBe(10);
      expect(JSON.parse(await readFile(join(uploads, `${sendingId}.json`), 'utf8'))).toMatchObject({
        id: sendingId,
      });
    },
    START_TIMEOUT_MS,
  );
});
