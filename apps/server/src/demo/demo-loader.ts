// Loads the ARCHITECTURE §4 demo users and events, copying their files into storage. Each demo
// event is loaded when its presId is absent, so a DATA_DIR (or PostgreSQL database) made by an
// earlier version gains the events added since, while events already there are left as they are.
// Under an advisory lock so that several processes starting together load each event once.
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { isEventCoordinator, RETAIL_REGISTRATION_REQUIRED_DEFAULT, SgmRole } from '@podium/domain';
import type { Database } from '../db/database.ts';
import {
  brandingGroups,
  documents,
  entryCodes,
  linkedPresentations,
  presentations,
  retailShows,
  slides,
  speakers,
  underwriters,
  userPresentationRoles,
  users,
} from '../db/schema/index.ts';
import type { Storage } from '../storage/storage.ts';
import { hashPassword } from '../modules/account/password.ts';
import { DEMO_PASSWORD, demoEvents, demoUsers } from './data/index.ts';
import { layOutDemoCallRecordings } from './demo-call-recording.ts';
import type { DemoEvent } from './demo-types.ts';
import { storeBrandingFile, storeDocument, storeSlides } from './demo-assets.ts';
import { insertMedia, mediaExtras, planMedia } from './demo-media.ts';
import { insertConference } from './demo-conference.ts';
import { insertLiveVideo } from './demo-live-video.ts';
import { insertMeeting } from './demo-meeting.ts';
import { insertSimuLiveRecording } from './demo-simulive.ts';

/** Arbitrary constant naming the demo-load lock ("podium" in ASCII). */
const DEMO_LOCK_KEY = 0x706f6469756d;

async function insertEvent(db: Database, event: DemoEvent, storage: Storage): Promise<void> {
  const storedSlides = await storeSlides(event, storage);
  const titleLogoKey = event.titleLogo
    ? await storeBrandingFile(event, event.titleLogo, storage)
    : null;
  const media = event.media;
  const watermarkKey = media?.watermark
    ? await storeBrandingFile(event, media.watermark, storage)
    : null;
  const plan = media ? planMedia(media) : null;
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
    showType: event.showType ?? null,
    extras: media ? { ...event.extras, ...mediaExtras(media, watermarkKey) } : event.extras,
  });
  if (media && plan) await insertMedia(db, event, media, plan, storage);
  const slideRows = storedSlides.map((slide, index) => {
    const slideMediaGuid = plan?.slideMediaGuids.get(index) ?? null;
    return {
      presId: event.presId,
      guid: randomUUID(),
      index,
      isSlideMedia: slideMediaGuid !== null,
      slideMediaGuid,
      ...slide,
    };
  });
  if (slideRows.length > 0) await db.insert(slides).values(slideRows);
  await insertSimuLiveRecording(db, event, storage);
  if (event.speakers.length > 0) {
    await db.insert(speakers).values(
      event.speakers.map(({ appearanceTimes = [], slideIndexes = [], ...speaker }, sortOrder) => ({
        presId: event.presId,
        sortOrder,
        ...speaker,
        appearanceTimes: [...appearanceTimes],
        slideGuids: slideIndexes.flatMap((i) => {
          const guid = slideRows[i]?.guid;
          return guid ? [guid] : [];
        }),
      })),
    );
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
      ...(event.extraEntryCodes ?? []).map((c) => ({ ...c, presId: event.presId })),
    ])
    .onConflictDoNothing({ target: entryCodes.code });
  if (event.retail)
    await db.insert(retailShows).values({
      presId: event.presId,
      linkCode: event.retail.linkCode,
      registrationRequired:
        event.retail.registrationRequired ?? RETAIL_REGISTRATION_REQUIRED_DEFAULT,
    });
}

/**
 * The demo users and their role on each loaded event. Roles are per event: the SGM role (SPEC §6
 * host or attendee of a small group meeting) is given only on events that are meetings, so the
 * meeting's host runs nothing else.
 */
async function insertUsers(db: Database, loaded: readonly DemoEvent[]): Promise<void> {
  // Every demo account has the same published password: one hash serves them all, and the start
  // does not pay for a slow hash per account.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = demoUsers.map((user) => ({
    email: user.email,
    passwordHash,
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    isSiteAdmin: user.isSiteAdmin,
    isEventCoordinator: isEventCoordinator(user.role.liveVideoRole),
  }));
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
    if (!user) return [];
    return loaded.map((event) => ({
      userId: id,
      presId: event.presId,
      ...user.role,
      sgmRole: event.meeting ? user.role.sgmRole : SgmRole.None,
    }));
  });
  await db.insert(userPresentationRoles).values(roles).onConflictDoNothing();
}

/**
 * Loads the demo events whose presId is absent (all of them into an empty database). With
 * `callAudioRoot`, the recorded call of a loaded event held before loading is laid out there.
 */
export async function loadMissingDemoEvents(
  db: Database,
  storage: Storage,
  loadedAt: Date,
  callAudioRoot?: string,
): Promise<number[]> {
  let loaded: DemoEvent[] = [];
  const ids = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    const events = demoEvents.map((build) => build(loadedAt));
    const present = await tx
      .select({ id: presentations.id })
      .from(presentations)
      .where(
        inArray(
          presentations.id,
          events.map((e) => e.presId),
        ),
      );
    const presentIds = new Set(present.map((row) => row.id));
    const missing = events.filter((e) => !presentIds.has(e.presId));
    if (missing.length === 0) return [];
    for (const event of missing) await insertEvent(tx, event, storage);
    const loadedIds = new Set([...presentIds, ...missing.map((e) => e.presId)]);
    for (const event of missing) {
      // A link to a demo event that was not loaded (a deleted one) is left out.
      const links = event.links.filter((link) => loadedIds.has(link.presId));
      if (links.length === 0) continue;
      await tx.insert(linkedPresentations).values(
        links.map((link, sortOrder) => ({
          presId: event.presId,
          linkedPresId: link.presId,
          linkType: link.linkType,
          sortOrder,
        })),
      );
    }
    const missingIds = missing.map((e) => e.presId);
    await insertUsers(tx, missing);
    for (const event of missing) {
      await insertConference(tx, event, loadedAt);
      await insertLiveVideo(tx, event, loadedAt, storage);
      await insertMeeting(tx, event, loadedAt);
    }
    loaded = missing;
    return missingIds;
  });
  if (callAudioRoot !== undefined) await layOutDemoCallRecordings(loaded, callAudioRoot);
  return ids;
}
