// The conference call of a demo event (ARCHITECTURE §4: 2001, 2002): its row on the built-in
// bridge, its presenter list (by demo user email), and the presentation payload's Presenters
// (SPEC §3), which can name users only once they exist. Loaded after the demo users.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { DialInNumber } from '@podium/domain';
import type { Database } from '../db/database.ts';
import {
  conferenceCalls,
  conferencePresenters,
  presentations,
  slides,
  slideTransitions,
  users,
} from '../db/schema/index.ts';
import type { DemoEvent } from './demo-types.ts';

export interface DemoConference {
  /** SPEC §3 ConferenceCallData.Id (fixed: 7001 for 2001, 7002 for 2002). */
  readonly id: number;
  readonly callTitle: string;
  readonly startTimeUtc: Date;
  readonly plannedDurationMinutes: number;
  readonly replayEnabled: boolean;
  readonly questionEditAllowed: boolean;
  readonly accessCode: string;
  readonly replayAccessCode: string;
  readonly dialInNumbers: readonly DialInNumber[];
  readonly supportNumber: string;
  readonly presenterControlEnabled: boolean;
  readonly slideSyncEnabled: boolean;
  /** Demo users (ARCHITECTURE §4) in the presenter list, in order. */
  readonly presenterEmails: readonly string[];
  /** A call held before the demo loads: its status (default: not started). */
  readonly status?: 'Published';
  /** A call held before the demo loads: the moment it went live (its replay's clock). */
  readonly liveStartedAt?: Date;
  /**
   * A held call's shared slide moves, kept for its replay (SPEC §7 presslidetransition): the
   * slide index and the seconds after going live.
   */
  readonly slideMoments?: readonly { readonly slideIndex: number; readonly atSeconds: number }[];
}

export async function insertConference(
  db: Database,
  event: DemoEvent,
  loadedAt: Date,
): Promise<void> {
  const conference = event.conference;
  if (!conference) return;
  await db.insert(conferenceCalls).values({
    id: conference.id,
    presId: event.presId,
    guid: randomUUID(),
    callTitle: conference.callTitle,
    startTimeUtc: conference.startTimeUtc,
    plannedDurationMinutes: conference.plannedDurationMinutes,
    status: conference.status ?? null,
    streamingState: conference.status ?? 'NotStarted',
    statusUpdatedAt: loadedAt,
    replayEnabled: conference.replayEnabled,
    questionEditAllowed: conference.questionEditAllowed,
    accessCode: conference.accessCode,
    replayAccessCode: conference.replayAccessCode,
    dialInNumbers: [...conference.dialInNumbers],
    supportNumber: conference.supportNumber,
    presenterControlEnabled: conference.presenterControlEnabled,
    slideSyncEnabled: conference.slideSyncEnabled,
    liveStartedAt: conference.liveStartedAt ?? null,
  });
  await insertSlideMoments(db, event, conference);
  const emails = [...conference.presenterEmails];
  const found =
    emails.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
          })
          .from(users)
          .where(inArray(users.email, emails));
  const ordered = emails.flatMap((email) => found.filter((u) => u.email === email));
  if (ordered.length > 0) {
    await db.insert(conferencePresenters).values(
      ordered.map((user, sortOrder) => ({
        conferenceId: conference.id,
        userId: user.id,
        sortOrder,
      })),
    );
  }
  const [row] = await db
    .select({ extras: presentations.extras })
    .from(presentations)
    .where(eq(presentations.id, event.presId));
  await db
    .update(presentations)
    .set({
      extras: {
        ...(row?.extras ?? event.extras),
        Presenters: ordered.map((u) => ({
          CoreUserId: u.id,
          Name: `${u.firstName} ${u.lastName}`,
        })),
        // NRS Direct (SPEC §3): the call's presenters are the show's hosts.
        ...(event.extras.IsNrsDirect
          ? { NrsDirectHosts: ordered.map((u) => ({ CoreUserId: u.id })) }
          : {}),
      },
    })
    .where(eq(presentations.id, event.presId));
}

async function insertSlideMoments(
  db: Database,
  event: DemoEvent,
  conference: DemoConference,
): Promise<void> {
  const { liveStartedAt, slideMoments } = conference;
  if (!liveStartedAt || !slideMoments?.length) return;
  const deck = await db
    .select({ guid: slides.guid, index: slides.index })
    .from(slides)
    .where(eq(slides.presId, event.presId));
  const rows = slideMoments.flatMap(({ slideIndex, atSeconds }) => {
    const slide = deck.find((s) => s.index === slideIndex);
    if (!slide) throw new Error(`demo ${event.presId}: no slide ${slideIndex} for a slide moment`);
    return [
      {
        presId: event.presId,
        slideGuid: slide.guid,
        transitionAt: new Date(liveStartedAt.getTime() + atSeconds * 1000),
        createdBy: null,
      },
    ];
  });
  await db.insert(slideTransitions).values(rows);
}
