// The hub handshake (SPEC §7): HubAuth {TokenId, ProtocolVersion} → the connection's HubClient,
// or the HubConnectError the client sees as connect_error. Everything in the subject comes from
// the server's records (token, session, roles, grants), never from the client.
import {
  HubAuthSchema,
  HubConnectError,
  isSupportedProtocolVersion,
  type HubSubject,
  type TopicDescriptor,
} from '@podium/domain';
import { presentationAccess } from '@podium/domain';
import type { HubTokenRepository } from '../modules/hub-token/hub-token.repository.ts';
import type { HandshakeToken, HubRepository } from './hub.repository.ts';
import type { HubClient, HubDirectory } from './hub.types.ts';

export interface HubAuthDependencies {
  readonly tokens: Pick<HubTokenRepository, 'markUsed'>;
  readonly hubData: HubRepository;
  readonly directory: () => HubDirectory;
  readonly now: () => Date;
  readonly sessionIdleTimeoutMs: number;
}

export type HubAuthResult =
  | {
      readonly ok: true;
      readonly client: HubClient;
      readonly tokenId: string;
      /** The topics the handshake named, to join once connected (entitlement not yet decided). */
      readonly topics: readonly TopicDescriptor[];
    }
  | { readonly ok: false; readonly error: HubConnectError };

function protocolVersionOf(auth: unknown): number | null {
  if (typeof auth !== 'object' || auth === null || !('ProtocolVersion' in auth)) return null;
  return typeof auth.ProtocolVersion === 'number' ? auth.ProtocolVersion : null;
}

/** A token opens a first connection within its window, reconnections while its session lives. */
function tokenUsable(token: Pick<HandshakeToken, 'usedAt' | 'expiresAt'>, now: Date): boolean {
  return token.usedAt !== null || token.expiresAt.getTime() > now.getTime();
}

/**
 * `stillWanted` says whether the client still waits for the answer: one that gave up while the
 * first read queued (a reconnect storm, hub-handshake-gate.ts) costs no further reads.
 */
export async function authenticateHub(
  deps: HubAuthDependencies,
  auth: unknown,
  stillWanted: () => boolean = () => true,
): Promise<HubAuthResult> {
  const refuse = (error: HubConnectError): HubAuthResult => ({ ok: false, error });
  // A client of another build is told so even when the rest of its handshake is off too.
  const version = protocolVersionOf(auth);
  if (version === null || !isSupportedProtocolVersion(version))
    return refuse(HubConnectError.UnsupportedProtocolVersion);
  const parsed = HubAuthSchema.safeParse(auth);
  if (!parsed.success) return refuse(HubConnectError.InvalidToken);
  const now = deps.now();
  // One read for token, session, user, topic keys and access; then the conference module's
  // participation, read fresh so that a revocation bites at the next handshake (SPEC §6).
  const found = await deps.hubData.handshakeFacts(parsed.data.TokenId);
  if (!found || !tokenUsable(found.token, now)) return refuse(HubConnectError.InvalidToken);
  // Nobody reads the answer, and a first connection's token stays unused for its next try.
  if (!stillWanted()) return refuse(HubConnectError.InvalidToken);
  const { token } = found;
  // The session plugin's rule (SPEC §8): an idle session is over, and so are its tokens.
  if (now.getTime() - found.session.lastSeenAt.getTime() > deps.sessionIdleTimeoutMs)
    return refuse(HubConnectError.InvalidToken);
  const session = found.session;
  const access = presentationAccess(token.presId, found.user.isSiteAdmin, found);
  if (!access) return refuse(HubConnectError.InvalidToken);

  const isPublicParticipant = access.isPublicParticipant || token.isPublic;
  const roleIsConferencePresenter = access.role?.isConferencePresenter ?? false;
  const participation =
    token.conferenceId === null
      ? { accessRevoked: false, isConferencePresenter: roleIsConferencePresenter }
      : await deps.directory().participation({
          presId: token.presId,
          conferenceId: token.conferenceId,
          coreUserId: session.userId,
          isPublicParticipant,
          roleIsConferencePresenter,
          isSiteAdmin: access.isSiteAdmin,
          liveVideoRoles: access.role?.liveVideoRole ?? 0,
        });
  if (participation.accessRevoked) return refuse(HubConnectError.AccessRevoked);

  const subject: HubSubject = {
    coreUserId: session.userId,
    presId: token.presId,
    rowGuid: found.rowGuid,
    passwordId: access.entryCode?.id ?? null,
    conferenceIds: token.conferenceId === null ? [] : [token.conferenceId],
    mediaGuids: found.mediaGuids,
    isPublicParticipant,
    isConferencePresenter: participation.isConferencePresenter,
    liveVideoRoles: access.role?.liveVideoRole ?? 0,
    isSiteAdmin: access.isSiteAdmin,
    accessRevoked: false,
  };
  if (token.usedAt === null) await deps.tokens.markUsed(token.id, now);
  return {
    ok: true,
    tokenId: token.id,
    topics: parsed.data.Topics ?? [],
    client: {
      subject,
      conferenceId: token.conferenceId,
      sgmRole: access.role?.sgmRole ?? 0,
      sessionId: session.id,
      logId: token.logId,
    },
  };
}
