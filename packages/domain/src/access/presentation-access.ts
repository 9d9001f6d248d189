// SPEC §6 who may see a presentation, and as what: site admins and users with a role on it see
// everything as registered participants; a session that entered one of its codes sees it as
// registered or public according to the code. The server's access checks and its hub handshake
// both decide by this rule.
import type { EventStaffRoles } from '../roles/roles.ts';
import {
  type RetailShowTerms,
  watchableWithoutRegistration,
} from '../retail/registration-required.ts';

/** The user's role on the presentation, as far as access needs it. */
export interface AccessRole {
  /** SPEC §6 live video role bits (Event Coordinator 4). */
  readonly liveVideoRole: number;
  /** SPEC §6 conference call presenter. */
  readonly isConferencePresenter: boolean;
}

/** What this session was granted on the presentation by an entry code (SPEC §3 PasswordType). */
export interface AccessGrant {
  /** The code the grant came from; null when it came from none (e.g. a disclaimer alone). */
  readonly entryCodeId: number | null;
  readonly isPublic: boolean;
  /** The retail registration the grant came from (SPEC §2 /register); null or absent for none. */
  readonly retailRegistrationId?: number | null;
}

/** The records SPEC §6 access is decided from. */
export interface AccessFacts<
  Role extends AccessRole = AccessRole,
  Grant extends AccessGrant = AccessGrant,
  Code = unknown,
> {
  readonly role: Role | null;
  readonly grant: Grant | null;
  /** The entry code the grant names (null when it names none). */
  readonly entryCode: Code | null;
  /** The presentation's retail show, if it is one (null or absent: not retail). */
  readonly retailShow?: RetailShowTerms | null;
}

export interface PresentationAccess<
  Role extends AccessRole = AccessRole,
  Grant extends AccessGrant = AccessGrant,
  Code = unknown,
> {
  readonly presId: number;
  readonly isSiteAdmin: boolean;
  /** SPEC §6 public participant: entered with a public code and holds no role. */
  readonly isPublicParticipant: boolean;
  /**
   * SPEC §3, §4, §7 retail user: sees the show only through a retail registration (no role, no
   * code): role 0 with slide navigation, no socket, no hub token, no activity log.
   */
  readonly isRetail: boolean;
  readonly role: Role | null;
  readonly grant: Grant | null;
  /** The code this session entered with (SPEC §3 PasswordId/PasswordType), if any. */
  readonly entryCode: Code | null;
}

/**
 * SPEC §6: site admins and users with a role see the presentation; so does a session that entered
 * one of its codes, as a public participant when the code was public and nothing else applies,
 * and one that registered for a retail show, as a retail user when nothing else applies; any
 * session sees a retail show that requires no registration, as a retail user too.
 * Null: no access.
 */
export function presentationAccess<Role extends AccessRole, Grant extends AccessGrant, Code>(
  presId: number,
  isSiteAdmin: boolean,
  { role, grant, entryCode, retailShow }: AccessFacts<Role, Grant, Code>,
): PresentationAccess<Role, Grant, Code> | null {
  const grantedByCode = grant !== null && grant.entryCodeId !== null;
  const grantedByRegistration = grant !== null && (grant.retailRegistrationId ?? null) !== null;
  const openToAll = watchableWithoutRegistration(retailShow);
  if (!isSiteAdmin && role === null && !grantedByCode && !grantedByRegistration && !openToAll)
    return null;
  return {
    presId,
    isSiteAdmin,
    isPublicParticipant: !isSiteAdmin && role === null && grant?.isPublic === true,
    isRetail: !isSiteAdmin && role === null && !grantedByCode,
    role,
    grant,
    entryCode: grantedByCode ? entryCode : null,
  };
}

/** The SPEC §6 roles this access carries. */
export function staffRolesOf(
  access: Pick<PresentationAccess, 'isSiteAdmin' | 'role'>,
): EventStaffRoles {
  return {
    isSiteAdmin: access.isSiteAdmin,
    liveVideoRoles: access.role?.liveVideoRole ?? 0,
    isConferencePresenter: access.role?.isConferencePresenter ?? false,
  };
}
