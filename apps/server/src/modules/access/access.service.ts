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
  readonly accounts: AccountRepository;
  readonly sessions: SessionRepository;
  readonly entryCodes: EntryRepository;
  readonly presentations: PresentationRepository;
}

export function createAccessService(repos: Repositories) {
  async function resolve(
    session: RequestSession,
    presId: number,
  ): Promise<PresentationAccess | null> {
    const [role, grant] = await Promise.all([
      repos.accounts.findRole(session.userId, presId),
      repos.sessions.findGrant(session.id, presId),
    ]);
    const isSiteAdmin = session.user.isSiteAdmin;
    const grantedByCode = grant !== null && grant.entryCodeId !== null;
    if (!isSiteAdmin && role === null && !grantedByCode) return null;
    const entryCode = grant?.entryCodeId
      ? await repos.entryCodes.findById(grant.entryCodeId)
      : null;
    return {
      presId,
      isSiteAdmin,
      isPublicParticipant: !isSiteAdmin && role === null && grant?.isPublic === true,
      role,
      grant,
      entryCode,
    };
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
      const presentation = await requirePresentation(presId);
      const access = await resolve(session, presId);
      if (!access) throw forbidden();
      return { session, presentation, access };
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
