// entrycode/processEntrycode: DEMO-{presId} enters as a registered attendee,
// PUBLIC-{presId} as a public participant (SPEC §6). Without a session a guest user and session
// are created; with one, the code is added to it.
import {
  type EntryCodeBody,
  type EntryRoute,
  ForbiddenError,
  linkedSet,
  NotFoundError,
} from '@podium/domain';
import type { AccountRepository } from '../account/account.repository.ts';
import type { SessionRepository } from '../account/session.repository.ts';
import type { AccessService } from '../access/access.service.ts';
import type { PresentationRepository } from '../presentation/presentation.repository.ts';
import { entryRouteFor } from '../presentation/entry-route.ts';
import type { EntryCodeRow, EntryRepository } from './entry.repository.ts';
import type { Caller } from '../access/caller.ts';

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

    async processEntryCode(caller: Caller, body: EntryCodeBody): Promise<EntryResult> {
      const code = await this.requireCodeFor(body.EntryCode, body.PresentationId);
      const at = now();
      if (!isCodeActive(code, at)) throw new ForbiddenError('This entry code is not active.');
      const presentation = await access.requirePresentation(code.presId);
      // A code raises what the session may see, so the session gets a new id (no fixation).
      let session = caller.session;
      if (session) {
        session = { ...(await sessions.rotate(session, at)), user: session.user };
      } else {
        const guest = await accounts.createGuest();
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
      };
    },
  };
}

export type EntryService = ReturnType<typeof createEntryService>;
