// GET presentation reads a presentation's content (slides, speakers, documents, media) once per
// change, not once per request (ARCHITECTURE §7 cached GET /presentation and restart budgets:
// after a restart every viewer reloads at once, SPEC §4 reconnect), and never serves it stale:
// the database bumps presentations.content_version on every write of those rows (migration 0003),
// whoever writes them, and the row is read again for everyone at most PRESENTATION_ROW_MAX_AGE_MS
// after (at once after a change through this process's API or announced on the hub). Public participants still get the slides cut at PrivateSlidesBeginAt
// (SPEC §6), decided per request from the cached rows.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PresentationSchema, visibleSlides, type Presentation } from '@podium/domain';
import {
  documents,
  mediaContainers,
  mediaRenditions,
  presentations,
  slides,
  speakers,
} from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { PRESENTATION_ROW_MAX_AGE_MS } from '../src/modules/access/access-memory.ts';
import { entered, signedIn, type TestClient } from './helpers/client.ts';

const CONTENT_TABLES = [
  'slides',
  'speakers',
  'documents',
  'media_containers',
  'media_renditions',
] as const;

// Every statement the app sends, on either driver (PGlite, or pg when DATABASE_URL is set).
const statements: string[] = [];
let recording = false;
function record(query: unknown): void {
  if (!recording) return;
  const text =
    typeof query === 'string'
      ? query
      : typeof query === 'object' && query !== null && 'text' in query
        ? String(query.text)
        : '';
  statements.push(text);
}
const originalPgliteQuery = PGlite.prototype.query;
const originalPgQuery = pg.Client.prototype.query;

/** How many reads of each content table the requests `run` makes send. */
async function contentReads(run: () => Promise<unknown>): Promise<Record<string, number>> {
  statements.length = 0;
  recording = true;
  try {
    await run();
  } finally {
    recording = false;
  }
  return Object.fromEntries(
    CONTENT_TABLES.map((table) => [
      table,
      statements.filter((s) => new RegExp(`^select .* from "${table}"`, 'is').test(s)).length,
    ]),
  );
}
const NONE = Object.fromEntries(CONTENT_TABLES.map((table) => [table, 0]));
const ONCE_EACH = Object.fromEntries(CONTENT_TABLES.map((table) => [table, 1]));

let t: TestApp;
/**
 * The writes here go to the database directly, as another process's would: the presentation row
 * that carries the content version is read again for everyone at most PRESENTATION_ROW_MAX_AGE_MS
 * later (access-memory.ts; a change made through this process's API, or announced on the hub, is
 * seen at once).
 */
const rowMaxAgeLater = () => t.advanceClock(PRESENTATION_ROW_MAX_AGE_MS + 1);
let registered: TestClient;
let publicClient: TestClient;
let admin: TestClient;

async function payload(client: TestClient, presId: number): Promise<Presentation> {
  const response = await client.get(`presentation?presid=${presId}&includeMedia=true`);
  expect(response.statusCode).toBe(200);
  return PresentationSchema.parse(response.json());
}

async function versions(...presIds: number[]): Promise<Map<number, number>> {
  const rows = await t.app.db
    .select({ id: presentations.id, version: presentations.contentVersion })
    .from(presentations)
    .where(inArray(presentations.id, presIds));
  return new Map(rows.map((row) => [row.id, row.version]));
}

beforeAll(async () => {
  PGlite.prototype.query = function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    record(args[0]);
    return originalPgliteQuery.apply(this, args);
  } as PGlite['query'];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    record(args[0]);
    return (originalPgQuery as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pg.Client.prototype.query;
  t = await startTestApp();
  registered = await entered(t.app, 'DEMO-1001', 1001);
  publicClient = await entered(t.app, 'PUBLIC-1001', 1001);
  admin = await signedIn(t.app, 'admin@podium.test', 1006);
});
afterAll(async () => {
  await t?.close();
  PGlite.prototype.query = originalPgliteQuery;
  pg.Client.prototype.query = originalPgQuery;
});

describe('GET presentation content cache', () => {
  it('reads the content once, then answers every viewer from memory', async () => {
    const first = await contentReads(() => payload(registered, 1001));
    expect(first).toEqual(ONCE_EACH);
    const again = await contentReads(() => payload(registered, 1001));
    expect(again).toEqual(NONE);
    // Another viewer, another session: the same content, still no read.
    const other = await entered(t.app, 'DEMO-1001', 1001);
    expect(await contentReads(() => payload(other, 1001))).toEqual(NONE);
  });

  it('shows a slide title changed in the database at once, and only that presentation reads again', async () => {
    const before = await payload(registered, 1001);
    await payload(admin, 1002);
    const versionsBefore = await versions(1001, 1002);
    const target = before.Slides[0];
    if (!target) throw new Error('demo 1001 has no slides');

    await t.app.db
      .update(slides)
      .set({ title: 'Edited in the database' })
      .where(eq(slides.guid, target.Guid));
    rowMaxAgeLater();

    const versionsAfter = await versions(1001, 1002);
    expect(versionsAfter.get(1001)).not.toBe(versionsBefore.get(1001));
    expect(versionsAfter.get(1002)).toBe(versionsBefore.get(1002));
    let after: Presentation | undefined;
    expect(
      await contentReads(async () => {
        after = await payload(registered, 1001);
      }),
    ).toEqual(ONCE_EACH);
    expect(after?.Slides[0]?.Title).toBe('Edited in the database');
    expect(await contentReads(() => payload(admin, 1002))).toEqual(NONE);
  });

  it('shows a document inserted in the database at once', async () => {
    const before = await payload(registered, 1001);
    const [inserted] = await t.app.db
      .insert(documents)
      .values({
        presId: 1001,
        sortOrder: 99,
        name: 'Added later',
        extType: 5,
        linkUrl: 'https://example.com/',
      })
      .returning();
    rowMaxAgeLater();
    const after = await payload(registered, 1001);
    expect(after.Documents).toHaveLength(before.Documents.length + 1);
    expect(after.Documents.at(-1)).toMatchObject({
      DocumentId: inserted?.id,
      DocumentName: 'Added later',
    });

    await t.app.db.delete(documents).where(eq(documents.id, inserted?.id ?? 0));
    rowMaxAgeLater();
    expect((await payload(registered, 1001)).Documents).toEqual(before.Documents);
  });

  it('reads the content once for many viewers reloading at once after a change', async () => {
    await t.app.db.update(speakers).set({ company: 'Renamed' }).where(eq(speakers.presId, 1001));
    rowMaxAgeLater();
    const viewers = await Promise.all(
      Array.from({ length: 5 }, () => entered(t.app, 'DEMO-1001', 1001)),
    );
    const reads = await contentReads(() =>
      Promise.all(viewers.flatMap((viewer) => [payload(viewer, 1001), payload(viewer, 1001)])),
    );
    expect(reads).toEqual(ONCE_EACH);
  });

  it('cuts the cached slides at PrivateSlidesBeginAt for public participants (SPEC §6)', async () => {
    const full = await payload(registered, 1001);
    let shown: Presentation | undefined;
    expect(
      await contentReads(async () => {
        shown = await payload(publicClient, 1001);
      }),
    ).toEqual(NONE);
    expect(full.PrivateSlidesBeginAt).not.toBeNull();
    expect(shown?.Slides.length).toBeGreaterThan(0);
    expect(shown?.Slides.length).toBeLessThan(full.Slides.length);
    expect(shown?.Slides).toEqual(visibleSlides(full.Slides, full.PrivateSlidesBeginAt, true));
    // The registered viewer, asking after the public one, still gets the whole deck.
    expect((await payload(registered, 1001)).Slides).toEqual(full.Slides);

    // The cut is the presentation row's, read per request: moving it needs no content read.
    const moved = (full.PrivateSlidesBeginAt ?? 0) - 2;
    await t.app.db
      .update(presentations)
      .set({ privateSlidesBeginAt: moved })
      .where(eq(presentations.id, 1001));
    rowMaxAgeLater();
    try {
      expect(
        await contentReads(async () => {
          shown = await payload(publicClient, 1001);
        }),
      ).toEqual(NONE);
      expect(shown?.Slides).toEqual(visibleSlides(full.Slides, moved, true));
    } finally {
      await t.app.db
        .update(presentations)
        .set({ privateSlidesBeginAt: full.PrivateSlidesBeginAt })
        .where(eq(presentations.id, 1001));
      rowMaxAgeLater();
    }
  });

  it('bumps both presentations when a row moves from one to another', async () => {
    const before = await versions(1001, 1004);
    const [moving] = await t.app.db
      .insert(documents)
      .values({
        presId: 1001,
        sortOrder: 98,
        name: 'Moving',
        extType: 5,
        linkUrl: 'https://example.com/',
      })
      .returning();
    const inserted = await versions(1001, 1004);
    expect(inserted.get(1001)).not.toBe(before.get(1001));
    expect(inserted.get(1004)).toBe(before.get(1004));
    await t.app.db
      .update(documents)
      .set({ presId: 1004 })
      .where(eq(documents.id, moving?.id ?? 0));
    const moved = await versions(1001, 1004);
    expect(moved.get(1001)).not.toBe(inserted.get(1001));
    expect(moved.get(1004)).not.toBe(inserted.get(1004));
    await t.app.db.delete(documents).where(eq(documents.id, moving?.id ?? 0));
    expect((await versions(1004)).get(1004)).not.toBe(moved.get(1004));
  });

  it('never serves an earlier copy of a presentation deleted and loaded again under its id', async () => {
    const cached = await payload(admin, 1006);
    expect(cached.Audio).not.toBeNull();
    const [row] = await t.app.db.select().from(presentations).where(eq(presentations.id, 1006));
    const containers = await t.app.db
      .select()
      .from(mediaContainers)
      .where(eq(mediaContainers.presId, 1006));
    const renditions = await t.app.db
      .select()
      .from(mediaRenditions)
      .where(eq(mediaRenditions.presId, 1006));
    if (!row || containers.length === 0) throw new Error('demo 1006 has no audio');

    // The cascade deletes the content rows too; their triggers find the presentation gone.
    await t.app.db.delete(presentations).where(eq(presentations.id, 1006));
    // The same rows again (the presentation's with its old content_version), only longer.
    await t.app.db.insert(presentations).values(row);
    const guids = new Map(containers.map((c) => [c.guid, randomUUID()]));
    await t.app.db.insert(mediaContainers).values(
      containers.map((c) => ({
        ...c,
        guid: guids.get(c.guid) ?? '',
        durationSeconds: c.durationSeconds + 60,
      })),
    );
    if (renditions.length > 0)
      await t.app.db.insert(mediaRenditions).values(
        renditions.map(({ id: _id, ...r }) => ({
          ...r,
          containerGuid: guids.get(r.containerGuid) ?? '',
        })),
      );

    // Versions come from one sequence: a counter restarting with the row could land on the
    // version the cached copy had, and this process would serve the earlier content.
    expect((await versions(1006)).get(1006)).toBeGreaterThan(row.contentVersion);
    rowMaxAgeLater();
    const reloaded = await payload(admin, 1006);
    expect(reloaded.Audio?.DurationSeconds).toBe((cached.Audio?.DurationSeconds ?? 0) + 60);
    expect(reloaded.Audio?.ContainerGuid).not.toBe(cached.Audio?.ContainerGuid);
  });

  it('bumps every presentation when a content table is truncated', async () => {
    const before = await versions(1001, 1002);
    await t.app.db.execute(sql`truncate table ${speakers}`);
    const after = await versions(1001, 1002);
    expect(after.get(1001)).not.toBe(before.get(1001));
    expect(after.get(1002)).not.toBe(before.get(1002));
    expect((await payload(admin, 1002)).Speakers).toEqual([]);
  });
});
