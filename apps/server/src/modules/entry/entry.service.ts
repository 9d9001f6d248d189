// entrycode/processEntrycode: DEMO-{presId} enters as a registered attendee,
// PUBLIC-{presId} as a public participant (SPEC §6). Without a session a guest user and session
// are created (or, when the browser's guest cookie names a kept guest, that guest gets a new
// session); with one, the code is added to it. Where the event needs registration, the guest then
// gives a name, company and email (users/attendee-details) before going on.
import type { AttendeeDetailsBodySchema } from '@podium/domain';
import {
  ConflictError,
  type EntryCodeBody,
  type EntryRoute,
  ForbiddenError,
  linkedSet,
  needsAttendeeDetails,
  NotFoundError,
} from '@podium/domain';
import type { z } from 'zod';
import type { AccountRepository } from '../account/account.repository.ts';
import type { SessionRepository } from '../account/session.repository.ts';
import type { AccessService } from '../access/access.service.ts';
import type { PresentationRepository } from '../presentation/presentation.repository.ts';
import { entryRouteFor } from '../presentation/entry-route.ts';
import type { EntryCodeRow, EntryRepository } from './entry.repository.ts';
import type { Caller } from '../access/caller.ts';
import type { UserRow } from '../account/session.repository.ts';
import type { PresentationRow } from '../presentation/presentation.repository.ts';
import { hashGuestToken, isGuestTokenShape, newGuestToken } from '../account/guest-token.ts';

/** The hub, as far as leaving an event needs it. */
export interface EventSockets {
  disconnect(filter: { sessionId: string; presId: number }): Promise<void>;
}

interface Dependencies {
  readonly accounts: AccountRepository;
  readonly sessions: SessionRepository;
  readonly entryCodes: EntryRepository;
  readonly access: AccessService;
  readonly presentations: Pick<PresentationRepository, 'listLinked'>;
  readonly now: () => Date;
}

export interface EntryResult {
  readonly sessionId: string;
  readonly PresentationId: number;
  readonly IsPublicParticipant: boolean;
  readonly Route: EntryRoute;
  readonly NeedsAttendeeDetails: boolean;
  /** A guest cookie to give the browser (a guest was created); null: keep the one it has. */
  readonly guestToken: string | null;
}

function detailsNeeded(presentation: PresentationRow, user: UserRow): boolean {
  return needsAttendeeDetails({
    qandAType: presentation.extras.ConferenceCallData?.QandAType ?? null,
    smallGroupMeeting: presentation.extras.HasSmallGroupMeetingsVideoAndSlide === true,
    isGuest: user.isGuest,
    detailsGiven: user.detailsGivenAt !== null,
  });
}

export function isCodeActive(code: EntryCodeRow, at: Date): boolean {
  return (!code.validFrom || code.validFrom <= at) && (!code.validUntil || at <= code.validUntil);
}

export function createEntryService({
  accounts,
  sessions,
  entryCodes,
  access,
  presentations,
  now,
}: Dependencies) {
  return {
    /** The code, if it exists and admits to `presId` (404 otherwise: codes are not enumerable). */
    async requireCodeFor(code: string, presId: number | undefined): Promise<EntryCodeRow> {
      const row = await entryCodes.findByCode(code);
      if (!row || (presId !== undefined && row.presId !== presId))
        throw new NotFoundError('Entry code not recognized.');
      return row;
    },

    /**
     * The code this caller entered with: the same answer as for an unknown code when the caller
     * has not entered it, so a guess learns nothing.
     */
    async requireEnteredCode(caller: Caller, code: string): Promise<EntryCodeRow> {
      const row = await entryCodes.findByCode(code);
      if (!row || !caller.session || !(await sessions.enteredWithCode(caller.session.id, row.id)))
        throw new NotFoundError('Entry code not recognized.');
      return row;
    },

    /** `guestCookie`: the browser's guest cookie value, if it sent one. */
    async processEntryCode(
      caller: Caller,
      body: EntryCodeBody,
      guestCookie?: string,
    ): Promise<EntryResult> {
      const code = await this.requireCodeFor(body.EntryCode, body.PresentationId);
      const at = now();
      if (!isCodeActive(code, at)) throw new ForbiddenError('This entry code is not active.');
      const presentation = await access.requirePresentation(code.presId);
      // A code raises what the session may see, so the session gets a new id (no fixation).
      let session = caller.session;
      let guestToken: string | null = null;
      if (session) {
        session = { ...(await sessions.rotate(session, at)), user: session.user };
      } else {
        const known = isGuestTokenShape(guestCookie)
          ? await accounts.findGuestByToken(hashGuestToken(guestCookie))
          : null;
        let guest = known;
        if (!guest) {
          guestToken = newGuestToken();
          guest = await accounts.createGuest(hashGuestToken(guestToken));
        }
        session = { ...(await sessions.create(guest.id, at)), user: guest };
      }
      const grant = {
        sessionId: session.id,
        isPublic: code.type === 'public',
        entryCodeId: code.id,
      };
      await sessions.upsertGrant({ ...grant, presId: code.presId });
      // The code admits to its show's linked set too (SPEC §7 linked presentations with the
      // entry code): the parts of its custom agenda and its other-language versions, granted as
      // its own show is (registered or public), unless a code of theirs granted them already.
      const linked = linkedSet(code.presId, await presentations.listLinked(code.presId));
      for (const presId of linked.filter((id) => id !== code.presId)) {
        await sessions.addLinkedGrant({ ...grant, presId });
      }
      const granted = await access.resolve(session, code.presId);
      return {
        sessionId: session.id,
        PresentationId: code.presId,
        IsPublicParticipant: granted?.isPublicParticipant ?? false,
        Route: entryRouteFor(presentation, granted),
        NeedsAttendeeDetails: granted !== null && detailsNeeded(presentation, session.user),
        guestToken,
      };
    },

    /**
     * POST presentation/{presId}/leave (SPEC §2 leaveevent): the session's participation in the
     * event ends, and its hub connections for the event close on every process. The session
     * itself stays (other events, other tabs). Without a session there is nothing to leave.
     */
    async leaveEvent(caller: Caller, presId: number, hub: EventSockets): Promise<void> {
      const session = caller.session;
      if (!session) return;
      await sessions.leavePresentation(session.id, session.user.id, presId);
      await hub.disconnect({ sessionId: session.id, presId });
    },

    /**
     * POST entrycode/attendeedetails: a guest with access to the presentation gives their name,
     * company and email; an account keeps the name it has, and an account's email is not a
     * guest's to give (questions and the participants list would show them as that person).
     */
    async saveAttendeeDetails(
      caller: Caller,
      body: z.output<typeof AttendeeDetailsBodySchema>,
    ): Promise<void> {
      const { session } = await access.requireAccess(caller, body.PresentationId);
      if (!session.user.isGuest)
        throw new ConflictError('Signed-in accounts are named by their account.');
      if (await accounts.isAccountEmail(body.Email))
        throw new ForbiddenError(
          'This email address belongs to an account: sign in with it instead.',
        );
      await accounts.saveGuestDetails(
        session.user.id,
        {
          firstName: body.FirstName,
          lastName: body.LastName,
          company: body.Company,
          email: body.Email,
        },
        now(),
      );
      // The session's user as remembered is the one without these details.
      access.memory?.forgetUser(session.user.id);
    },
  };
}

export type EntryService = ReturnType<typeof createEntryService>;
