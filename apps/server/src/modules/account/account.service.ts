// Sign-in, sign-out, the logged-in user for a presentation (SPEC §7) and keep-alive.
import { type SignInBody, type User, ValidationError } from '@podium/domain';
import type { RequestSession } from '../../types.ts';
import type { HubPublisher } from '../../realtime/hub.types.ts';
import type { AccessService } from '../access/access.service.ts';
import type { AccountRepository } from './account.repository.ts';
import type { SessionRepository, SessionRow, UserRow } from './session.repository.ts';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from './password.ts';
import { toUser } from './user.mapper.ts';
import type { Caller } from '../access/caller.ts';

/** The hub, to cut the sockets of a session that ends (passed by the routes, which hold it). */
export type SessionSockets = Pick<HubPublisher, 'disconnect'>;

interface Dependencies {
  readonly accounts: AccountRepository;
  readonly sessions: SessionRepository;
  readonly access: AccessService;
  readonly now: () => Date;
}

export function createAccountService({ accounts, sessions, access, now }: Dependencies) {
  /**
   * Deleted first: a socket that reconnects after the cut then finds its token's session gone
   * and is refused, rather than slipping back in before the delete lands.
   */
  async function endSession(sessionId: string, hub: SessionSockets): Promise<void> {
    await sessions.delete(sessionId);
    await hub.disconnect({ sessionId });
  }

  return {
    /**
     * A new session on every sign-in, so a session id known before sign-in is worth nothing after;
     * hub connections opened by the previous one (as someone else, perhaps) are cut off.
     */
    async signIn(
      body: SignInBody,
      previous: RequestSession | null,
      hub: SessionSockets,
    ): Promise<{ session: SessionRow; user: UserRow }> {
      const user = await accounts.findUserByEmail(body.email);
      const valid = user?.passwordHash
        ? await verifyPassword(body.password, user.passwordHash)
        : await verifyPassword(body.password, await decoyHash()).then(() => false);
      if (!user || !valid) throw new ValidationError('Email or password is incorrect.');
      // The only moment the password is known: a hash made with older parameters is replaced.
      if (user.passwordHash && needsRehash(user.passwordHash)) {
        await accounts.replacePasswordHash(
          user.id,
          user.passwordHash,
          await hashPassword(body.password),
        );
      }
      if (previous) await endSession(previous.id, hub);
      return { session: await sessions.create(user.id, now()), user };
    },

    /** The session ends, and with it every hub connection it opened, on every server process. */
    async signOut(session: RequestSession, hub: SessionSockets): Promise<void> {
      await endSession(session.id, hub);
    },

    async loggedInUser(caller: Caller, presId: number): Promise<User> {
      const context = await access.requireAccess(caller, presId);
      return toUser(context.session, context.access);
    },

    /** Counts as activity even when the last touch was recent, so the idle clock restarts now. */
    async keepAlive(caller: Caller): Promise<Date> {
      const session = access.requireSession(caller);
      const at = now();
      await sessions.touch(session.id, at);
      return at;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
