// SPEC §7 retail calls and the registration behind SPEC §2 /register/{presentationId}. A retail
// show is watched by registering: the registration is kept for the coordinators, and the session
// is granted the show by it (the domain's presentationAccess makes that session a retail user:
// SPEC §3 defaults, no hub token, no activity log), and the retail shows linked to it (domain
// registrationCovers), so moving to another part or language needs no second registration. A
// link code opens its show and the shows linked to it (linkCodeAdmits); any other code is unknown
// (404), so nothing answers differently for a code that exists elsewhere.
import {
  coordinatesEvent,
  type EntryRoute,
  ForbiddenError,
  NotFoundError,
  type Presentation,
  presentationAccess,
  type RegistrationRecord,
  type RetailShowSummary,
  registrationCovers,
  registrationsCsv,
  staffRolesOf,
  watchableWithoutRegistration,
  type LinkedPresentationSchema,
  type SlideMedia,
} from '@podium/domain';
import type { z } from 'zod';
import type { AccountRepository } from '../account/account.repository.ts';
import type { SessionRepository } from '../account/session.repository.ts';
import type { AccessService } from '../access/access.service.ts';
import type { Caller } from '../access/caller.ts';
import type { DocumentsService, StreamableDocument } from '../documents/documents.service.ts';
import type { MediaRepository } from '../media/media.repository.ts';
import type { MediaService } from '../media/media.service.ts';
import { entryRouteFor } from '../presentation/entry-route.ts';
import type { PresentationService } from '../presentation/presentation.service.ts';
import { linkCodeAdmits, normalizeLinkCode } from './link-code.ts';
import type { RegistrationRow, RetailRepository, RetailShowRow } from './retail.repository.ts';

type LinkedPresentation = z.infer<typeof LinkedPresentationSchema>;

interface Dependencies {
  readonly retail: RetailRepository;
  readonly accounts: Pick<AccountRepository, 'createGuest'>;
  readonly sessions: SessionRepository;
  readonly access: AccessService;
  readonly presentation: PresentationService;
  readonly documents: DocumentsService;
  readonly media: MediaService;
  readonly mediaRepository: Pick<MediaRepository, 'findContainer'>;
  readonly now: () => Date;
}

/** A registration as the registration call takes it (normalized by RegistrationBodySchema). */
export interface RegistrationInput {
  readonly FirstName: string;
  readonly LastName: string;
  readonly Email: string;
  readonly Company: string;
  readonly CountryCode: string;
  readonly LinkCode?: string | undefined;
}

export interface RegistrationResult {
  /** The session to set as the cookie; null when the caller's own session goes on. */
  readonly sessionId: string | null;
  readonly PresentationId: number;
  readonly Route: EntryRoute;
}

function toRecord(row: RegistrationRow): RegistrationRecord {
  return {
    Id: row.id,
    FirstName: row.firstName,
    LastName: row.lastName,
    Email: row.email,
    Company: row.company,
    CountryCode: row.countryCode,
    RegisteredUtc: row.registeredAt.toISOString(),
  };
}

export function createRetailService({
  retail,
  accounts,
  sessions,
  access,
  presentation,
  documents,
  media,
  mediaRepository,
  now,
}: Dependencies) {
  const listLinked = async (presId: number) =>
    (await presentation.linkedOf(presId)).map((link) => ({ presId: link.PresentationId }));

  /** The retail show presId, reached by `linkCode` when one is given; 404 otherwise. */
  async function requireShow(presId: number, linkCode: string | undefined): Promise<RetailShowRow> {
    await access.requirePresentation(presId);
    const show = await retail.findShow(presId);
    if (!show) throw new NotFoundError(`Presentation ${presId} is not a retail show.`);
    if (
      linkCode !== undefined &&
      !(await linkCodeAdmits({ retail, listLinked }, presId, show, linkCode))
    )
      throw new NotFoundError('This link is not recognized.');
    return show;
  }

  async function requireCoordinator(caller: Caller, presId: number): Promise<void> {
    await requireShow(presId, undefined);
    const { access: granted } = await access.requireAccess(caller, presId);
    if (!coordinatesEvent(staffRolesOf(granted)))
      throw new ForbiddenError('Only the event coordinators may see the registrations.');
  }

  return {
    /** Public: what the registration page shows. */
    async summary(presId: number, linkCode: string | undefined): Promise<RetailShowSummary> {
      const row = await access.requirePresentation(presId);
      const show = await requireShow(presId, linkCode);
      return {
        PresentationId: presId,
        TitleBarWeb: row.titleBarWeb,
        Retail_PricingMessage: row.extras.Retail_PricingMessage ?? null,
        RegistrationRequired: show.registrationRequired,
      };
    },

    /**
     * A visitor watches a show that requires no registration: one without a session gets a
     * guest's (the show opens to every session, domain watchableWithoutRegistration); 403 when
     * the show asks visitors to register.
     */
    async watchWithoutRegistering(
      caller: Caller,
      presId: number,
      linkCode: string | undefined,
    ): Promise<RegistrationResult> {
      const show = await requireShow(presId, linkCode);
      if (!watchableWithoutRegistration(show))
        throw new ForbiddenError('Please register to watch this presentation.');
      const at = now();
      const session =
        caller.session ?? (await sessions.create((await accounts.createGuest()).id, at));
      const facts = await sessions.findPresentationGrant(session, presId);
      if (!facts) throw new NotFoundError(`Presentation ${presId} not found.`);
      const isSiteAdmin = caller.session?.user.isSiteAdmin ?? false;
      return {
        sessionId: caller.session ? null : session.id,
        PresentationId: presId,
        Route: entryRouteFor(facts.presentation, presentationAccess(presId, isSiteAdmin, facts)),
      };
    },

    /**
     * Registers the caller (a new guest user when they have no session) and grants the session
     * the show. Like an entry code, this raises what the session may see, so a session the
     * caller already had gets a new id (no fixation).
     */
    async register(
      caller: Caller,
      presId: number,
      input: RegistrationInput,
    ): Promise<RegistrationResult> {
      await requireShow(presId, input.LinkCode);
      const at = now();
      const registration = await retail.register(caller.session?.userId ?? null, {
        presId,
        firstName: input.FirstName,
        lastName: input.LastName,
        email: input.Email,
        company: input.Company,
        countryCode: input.CountryCode,
        linkCode: input.LinkCode === undefined ? null : normalizeLinkCode(input.LinkCode),
        registeredAt: at,
      });
      // A guest's name as remembered with their sessions is the one before this registration.
      access.memory?.forgetUser(registration.userId);
      const session = caller.session
        ? { ...(await sessions.rotate(caller.session, at)), user: caller.session.user }
        : await sessions.create(registration.userId, at);
      await retail.grant(session.id, presId, registration.id);
      const links = await listLinked(presId);
      const retailIds = await retail.retailShowIds(links.map((link) => link.presId));
      for (const covered of registrationCovers(presId, links, (id) => retailIds.has(id))) {
        if (covered !== presId) await retail.grantCovered(session.id, covered, registration.id);
      }
      const facts = await sessions.findPresentationGrant(session, presId);
      if (!facts) throw new NotFoundError(`Presentation ${presId} not found.`);
      const isSiteAdmin = caller.session?.user.isSiteAdmin ?? false;
      const granted = presentationAccess(presId, isSiteAdmin, facts);
      return {
        sessionId: session.id,
        PresentationId: presId,
        Route: entryRouteFor(facts.presentation, granted),
      };
    },

    /** GET {product}/shows/{presId}?linkCode: the presentation, for those who may watch it. */
    async show(
      caller: Caller,
      presId: number,
      linkCode: string | undefined,
    ): Promise<Presentation> {
      await requireShow(presId, linkCode);
      return presentation.presentation(caller, presId);
    },

    async linkedShows(
      caller: Caller,
      presId: number,
      linkCode: string | undefined,
    ): Promise<LinkedPresentation[]> {
      await requireShow(presId, linkCode);
      await access.requireAccess(caller, presId);
      return presentation.linkedOf(presId);
    },

    async document(
      caller: Caller,
      presId: number,
      docId: number,
      linkCode: string | undefined,
    ): Promise<StreamableDocument> {
      await requireShow(presId, linkCode);
      return documents.streamable(caller, presId, docId);
    },

    async slideMedia(
      caller: Caller,
      containerGuid: string,
      linkCode: string | undefined,
    ): Promise<SlideMedia[]> {
      access.requireSession(caller);
      const container = await mediaRepository.findContainer(containerGuid);
      if (!container) throw new NotFoundError('Media container not found.');
      await requireShow(container.presId, linkCode);
      return media.slideMedia(caller, containerGuid);
    },

    /** The registrations, oldest first (event coordinators and site admins). */
    async registrations(caller: Caller, presId: number): Promise<RegistrationRecord[]> {
      await requireCoordinator(caller, presId);
      return (await retail.listRegistrations(presId)).map(toRecord);
    },

    async registrationsCsv(caller: Caller, presId: number): Promise<string> {
      return registrationsCsv(await this.registrations(caller, presId));
    },
  };
}

export type RetailService = ReturnType<typeof createRetailService>;
