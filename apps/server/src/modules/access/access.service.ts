// Who may see a presentation, and as what (SPEC §6, the domain's presentationAccess), read for a
// session. Every module asks here before reading presentation data.
import type { RequestSession } from '../../types.ts';
import type { AccountRepository, RoleRow } from '../account/account.repository.ts';
import type {
  GrantRow,
  PresentationGrantFacts,
  SessionRepository,
} from '../account/session.repository.ts';
import type { EntryCodeRow, EntryRepository } from '../entry/entry.repository.ts';
import type {
  PresentationRepository,
  PresentationRow,
} from '../presentation/presentation.repository.ts';
import {
  type AccessFacts as DomainAccessFacts,
  ForbiddenError,
  NotFoundError,
  presentationAccess,
  type PresentationAccess as DomainPresentationAccess,
  UnauthorizedError,
} from '@podium/domain';
import type { Caller } from './caller.ts';
import type { AccessMemory } from './access-memory.ts';

/** SPEC §6 access to a presentation (the domain's rule), with the rows it was decided from. */
export type PresentationAccess = DomainPresentationAccess<RoleRow, GrantRow, EntryCodeRow>;
/** The records it is decided from. */
export type AccessFacts = DomainAccessFacts<RoleRow, GrantRow, EntryCodeRow>;

export interface AccessContext {
  readonly session: RequestSession;
  readonly presentation: PresentationRow;
  readonly access: PresentationAccess;
}

interface Repositories {
  readonly sessions: SessionRepository;
  readonly presentations: PresentationRepository;
  /** Not read here any more (one query in sessions answers); accepted so callers need not change. */
  readonly accounts?: AccountRepository;
  /** Not read here any more, as `accounts`. */
  readonly entryCodes?: EntryRepository;
  /**
   * Grants that admitted, remembered for a short time, and presentation rows read once for
   * every viewer (access-memory.ts).
   */
  readonly memory?: AccessMemory;
}

export function createAccessService(repos: Repositories) {
  const { memory } = repos;

  /** The facts for requireAccess: from memory when this session was admitted lately. */
  function grantFacts(session: RequestSession, presId: number) {
    const read = () => repos.sessions.findPresentationGrant(session, presId);
    if (!memory) return read();
    return memory.grant(
      session.id,
      presId,
      read,
      (facts) => presentationAccess(presId, session.user.isSiteAdmin, facts) !== null,
      () => memory.presentationRow(presId, () => repos.presentations.find(presId)),
    );
  }

  async function resolve(
    session: RequestSession,
    presId: number,
  ): Promise<PresentationAccess | null> {
    const facts = await repos.sessions.findPresentationGrant(session, presId);
    return facts ? presentationAccess(presId, session.user.isSiteAdmin, facts) : null;
  }

  /**
   * The presentation and the session's access to it, for the entry route (SPEC §2): read as
   * requireAccess reads them (shared with the session's other requests of the moment, and from
   * memory when this session was admitted lately), but an answer from memory that would not lead
   * to the viewer is read afresh: a disclaimer accepted, or a grant given, on another process
   * counts at once. Null for an unknown presentation.
   */
  async function entryAccess(
    session: RequestSession,
    presId: number,
    leadsToViewer: (presentation: PresentationRow, access: PresentationAccess | null) => boolean,
  ): Promise<{ presentation: PresentationRow; access: PresentationAccess | null } | null> {
    const held = memory?.holdsGrant(session.id, presId) ?? false;
    let facts = await grantFacts(session, presId);
    const accessOf = (found: PresentationGrantFacts) =>
      presentationAccess(presId, session.user.isSiteAdmin, found);
    if (held && facts && !leadsToViewer(facts.presentation, accessOf(facts)))
      facts = await repos.sessions.findPresentationGrant(session, presId);
    return facts ? { presentation: facts.presentation, access: accessOf(facts) } : null;
  }

  function requireSession(caller: Caller): RequestSession {
    if (caller.session) return caller.session;
    throw new UnauthorizedError(caller.sessionExpired ? 'Your session has expired.' : undefined);
  }

  async function requirePresentation(presId: number): Promise<PresentationRow> {
    const presentation = await repos.presentations.find(presId);
    if (!presentation) throw new NotFoundError(`Presentation ${presId} not found.`);
    return presentation;
  }

  return {
    resolve,
    entryAccess,
    requireSession,
    requirePresentation,
    /** The access memory this service remembers grants in, if any (the cut-off guards share it). */
    memory: memory ?? null,

    /** 401 without a session, 404 for an unknown presentation, 403 without access. */
    async requireAccess(caller: Caller, presId: number): Promise<AccessContext> {
      const session = requireSession(caller);
      const facts = await grantFacts(session, presId);
      if (!facts) throw new NotFoundError(`Presentation ${presId} not found.`);
      const access = presentationAccess(presId, session.user.isSiteAdmin, facts);
      if (!access) throw new ForbiddenError();
      return { session, presentation: facts.presentation, access };
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
