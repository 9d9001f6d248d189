// Who may see a presentation, and as what (SPEC §6): site admins and users with a role on it see
// everything as registered participants; a session that entered a code sees it as registered or
// public according to the code. Every module asks here before reading presentation data.
import type { FastifyRequest } from 'fastify';
import type { RequestSession } from '../../types.ts';
import type { AccountRepository, RoleRow } from '../account/account.repository.ts';
import type { GrantRow, SessionRepository } from '../account/session.repository.ts';
import type { EntryCodeRow, EntryRepository } from '../entry/entry.repository.ts';
import type {
  PresentationRepository,
  PresentationRow,
} from '../presentation/presentation.repository.ts';
import { forbidden, notFound, unauthorized } from '../../http/errors.ts';

export interface PresentationAccess {
  readonly presId: number;
  readonly isSiteAdmin: boolean;
  /** SPEC §6 public participant: entered with a public code and holds no role. */
  readonly isPublicParticipant: boolean;
  readonly role: RoleRow | null;
  readonly grant: GrantRow | null;
  /** The code this session entered with (SPEC §3 PasswordId/PasswordType), if any. */
  readonly entryCode: EntryCodeRow | null;
}

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
}

/** The records SPEC §6 access is decided from. */
export interface AccessFacts {
  readonly role: RoleRow | null;
  readonly grant: GrantRow | null;
  /** The entry code the grant names (null when it names none). */
  readonly entryCode: EntryCodeRow | null;
}

/**
 * SPEC §6: site admins and users with a role see the presentation; so does a session that entered
 * one of its codes, as a public participant when the code was public and nothing else applies.
 * Null: no access. Pure, so the hub handshake decides from its own joined read by the same rule.
 */
export function presentationAccess(
  presId: number,
  isSiteAdmin: boolean,
  { role, grant, entryCode }: AccessFacts,
): PresentationAccess | null {
  const grantedByCode = grant !== null && grant.entryCodeId !== null;
  if (!isSiteAdmin && role === null && !grantedByCode) return null;
  return {
    presId,
    isSiteAdmin,
    isPublicParticipant: !isSiteAdmin && role === null && grant?.isPublic === true,
    role,
    grant,
    entryCode: grantedByCode ? entryCode : null,
  };
}

export function createAccessService(repos: Repositories) {
  async function resolve(
    session: RequestSession,
    presId: number,
  ): Promise<PresentationAccess | null> {
    const facts = await repos.sessions.findPresentationGrant(session, presId);
    return facts ? presentationAccess(presId, session.user.isSiteAdmin, facts) : null;
  }

  function requireSession(request: FastifyRequest): RequestSession {
    if (request.session) return request.session;
    throw unauthorized(request.sessionExpired ? 'Your session has expired.' : undefined);
  }

  async function requirePresentation(presId: number): Promise<PresentationRow> {
    const presentation = await repos.presentations.find(presId);
    if (!presentation) throw notFound(`Presentation ${presId} not found.`);
    return presentation;
  }

  return {
    resolve,
    requireSession,
    requirePresentation,

    /** 401 without a session, 404 for an unknown presentation, 403 without access. */
    async requireAccess(request: FastifyRequest, presId: number): Promise<AccessContext> {
      const session = requireSession(request);
      const facts = await repos.sessions.findPresentationGrant(session, presId);
      if (!facts) throw notFound(`Presentation ${presId} not found.`);
      const access = presentationAccess(presId, session.user.isSiteAdmin, facts);
      if (!access) throw forbidden();
      return { session, presentation: facts.presentation, access };
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
