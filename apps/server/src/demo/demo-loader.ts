// Loads the ARCHITECTURE §4 demo users and events into an empty database (no presentations),
// copying their files into storage. Under an advisory lock so that several processes starting
// together on one PostgreSQL load the demo once.
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  brandingGroups,
  documents,
  entryCodes,
  linkedPresentations,
  presentations,
  slides,
  speakers,
  underwriters,
  userPresentationRoles,
  users,
} from '../db/schema/index.ts';
import type { Storage } from '../storage/storage.ts';
import { hashPassword } from '../modules/account/password.ts';
import { DEMO_PASSWORD, demoEvents, demoUsers } from './data/index.ts';
import type { DemoEvent } from './demo-types.ts';
import { storeBrandingFile, storeDocument, storeSlides } from './demo-assets.ts';

/** Arbitrary constant naming the demo-load lock ("podium" in ASCII). */
const DEMO_LOCK_KEY = 0x706f6469756d;

async function insertEvent(db: Database, event: DemoEvent, storage: Storage): Promise<void> {
  const storedSlides = await storeSlides(event, storage);
  const titleLogoKey = event.titleLogo
    ? await storeBrandingFile(event, event.titleLogo, storage)
    : null;
  if (event.branding) await db.insert(brandingGroups).values(event.branding).onConflictDoNothing();
  await db.insert(presentations).values({
    id: event.presId,
    rowguid: randomUUID(),
    titleBarWeb: event.title,
    brandingGuid: event.branding?.guid ?? null,
    titleLogoKey,
    privateSlidesBeginAt: event.privateSlidesBeginAt,
    underwriterButtonText: event.underwriterButtonText,
    security: event.security,
    eventInfo: event.eventInfo,
    disclaimer: event.disclaimer,
    extras: event.extras,
  });
  if (storedSlides.length > 0) {
    await db.insert(slides).values(
      storedSlides.map((slide, index) => ({
        presId: event.presId,
        guid: randomUUID(),
        index,
        timeSeconds: null,
        ...slide,
      })),
    );
  }
  if (event.speakers.length > 0) {
    await db
      .insert(speakers)
      .values(event.speakers.map((s, sortOrder) => ({ presId: event.presId, sortOrder, ...s })));
  }
  for (const [sortOrder, doc] of event.documents.entries()) {
    const base = { presId: event.presId, sortOrder, name: doc.name, extType: doc.extType };
    if (doc.extType === 5) await db.insert(documents).values({ ...base, linkUrl: doc.linkUrl });
    else
      await db
        .insert(documents)
        .values({ ...base, ...(await storeDocument(event, doc.file, storage)) });
  }
  for (const [sortOrder, underwriter] of event.underwriters.entries()) {
    const logoKey = await storeBrandingFile(event, underwriter.logo, storage);
    await db.insert(underwriters).values({
      presId: event.presId,
      sortOrder,
      name: underwriter.name,
      logoType: underwriter.logoType,
      logoKey,
    });
  }
  await db
    .insert(entryCodes)
    .values([
      { code: `DEMO-${event.presId}`, presId: event.presId, type: 'registered' },
      ...(event.hasPublicEntry
        ? [{ code: `PUBLIC-${event.presId}`, presId: event.presId, type: 'public' }]
        : []),
    ]);
}

async function insertUsers(db: Database, presIds: readonly number[]): Promise<void> {
  const rows = await Promise.all(
    demoUsers.map(async (user) => ({
      email: user.email,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: user.firstName,
      lastName: user.lastName,
      company: user.company,
      isSiteAdmin: user.isSiteAdmin,
    })),
  );
  await db.insert(users).values(rows).onConflictDoNothing({ target: users.email });
  const stored = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoUsers.map((u) => u.email),
      ),
    );
  const roles = stored.flatMap(({ id, email }) => {
    const user = demoUsers.find((u) => u.email === email);
    return user ? presIds.map((presId) => ({ userId: id, presId, ...user.role })) : [];
  });
  await db.insert(userPresentationRoles).values(roles).onConflictDoNothing();
}

/** True when it loaded the demo; false when the database already had presentations. */
export async function loadDemoIfEmpty(
  db: Database,
  storage: Storage,
  loadedAt: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    const existing = await tx.select({ id: presentations.id }).from(presentations).limit(1);
    if (existing.length > 0) return false;
    const events = demoEvents.map((build) => build(loadedAt));
    for (const event of events) await insertEvent(tx, event, storage);
    for (const event of events) {
      if (event.links.length === 0) continue;
      await tx.insert(linkedPresentations).values(
        event.links.map((link, sortOrder) => ({
          presId: event.presId,
          linkedPresId: link.presId,
          linkType: link.linkType,
          sortOrder,
        })),
      );
    }
    await insertUsers(
      tx,
      events.map((e) => e.presId),
    );
    return true;
  });
}
