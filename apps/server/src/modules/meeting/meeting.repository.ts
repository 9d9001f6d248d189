// Small group meetings (SQL only; the rules live in meeting.service.ts): the meeting's status
// row, its hosts (SPEC §6 SGM role Host on the presentation) and the people registered for it.
import { and, asc, eq } from 'drizzle-orm';
import { SgmRole } from '@podium/domain';
import type { Database } from '../../db/database.ts';
import {
  conferenceParticipants,
  smallGroupMeetings,
  userPresentationRoles,
  users,
} from '../../db/schema/index.ts';

export type MeetingRow = typeof smallGroupMeetings.$inferSelect;
export type MeetingChange = Partial<
  Omit<typeof smallGroupMeetings.$inferInsert, 'id' | 'presId' | 'conferenceId'>
>;

export interface MeetingPerson {
  readonly userId: number;
  readonly firstName: string;
  readonly lastName: string;
}

export interface MeetingRegistration extends MeetingPerson {
  readonly participantId: number;
  readonly audioState: 'Muted' | 'Unmuted';
  readonly accessRevoked: boolean;
  readonly sgmRole: number;
}

export function createMeetingRepository(db: Database) {
  return {
    async findByPresentation(presId: number): Promise<MeetingRow | null> {
      const [row] = await db
        .select()
        .from(smallGroupMeetings)
        .where(eq(smallGroupMeetings.presId, presId));
      return row ?? null;
    },

    async findByConference(conferenceId: number): Promise<MeetingRow | null> {
      const [row] = await db
        .select()
        .from(smallGroupMeetings)
        .where(eq(smallGroupMeetings.conferenceId, conferenceId));
      return row ?? null;
    },

    /** Stores a change only while the status is still `expectedUpdatedAt` (one move at a time). */
    async updateIfUnchanged(
      id: number,
      expectedUpdatedAt: Date,
      change: MeetingChange,
    ): Promise<MeetingRow | null> {
      const [row] = await db
        .update(smallGroupMeetings)
        .set(change)
        .where(
          and(eq(smallGroupMeetings.id, id), eq(smallGroupMeetings.updatedAt, expectedUpdatedAt)),
        )
        .returning();
      return row ?? null;
    },

    async hosts(presId: number): Promise<MeetingPerson[]> {
      return db
        .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(userPresentationRoles)
        .innerJoin(users, eq(users.id, userPresentationRoles.userId))
        .where(
          and(
            eq(userPresentationRoles.presId, presId),
            eq(userPresentationRoles.sgmRole, SgmRole.Host),
          ),
        )
        .orderBy(asc(users.id));
    },

    /** Everyone registered for the meeting's call, hosts and removed people included. */
    async registrations(presId: number, conferenceId: number): Promise<MeetingRegistration[]> {
      const rows = await db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          participantId: conferenceParticipants.id,
          audioState: conferenceParticipants.audioState,
          accessRevoked: conferenceParticipants.accessRevoked,
          sgmRole: userPresentationRoles.sgmRole,
        })
        .from(conferenceParticipants)
        .innerJoin(users, eq(users.id, conferenceParticipants.userId))
        .leftJoin(
          userPresentationRoles,
          and(eq(userPresentationRoles.userId, users.id), eq(userPresentationRoles.presId, presId)),
        )
        .where(eq(conferenceParticipants.conferenceId, conferenceId))
        .orderBy(asc(conferenceParticipants.id));
      return rows.map((row) => ({ ...row, sgmRole: row.sgmRole ?? SgmRole.None }));
    },
  };
}

export type MeetingRepository = ReturnType<typeof createMeetingRepository>;
