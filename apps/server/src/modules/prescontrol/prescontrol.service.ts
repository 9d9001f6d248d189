// prescontrol/{presId}/userPresData/{userId} (SPEC §7) and the hub's UpdateUserPresData: resume
// data (SPEC §3 ResumeMediaData) of one user. Read by that user or a site admin; written only by
// that user, for the position they reached (SPEC §4 resume modal). Both ways of writing end in
// one save that takes the user from the session, so REST and the hub follow one rule.
import { ForbiddenError, type ResumeMediaDataBody, type UserPresData } from '@podium/domain';
import type { RequestSession } from '../../types.ts';
import type { AccessService } from '../access/access.service.ts';
import type { PresControlRepository, UserPresDataRow } from './prescontrol.repository.ts';
import type { Caller } from '../access/caller.ts';

interface Dependencies {
  readonly presControl: PresControlRepository;
  readonly access: AccessService;
  readonly now: () => Date;
}

function toUserPresData(userId: number, presId: number, row: UserPresDataRow | null): UserPresData {
  const seconds = row?.resumeSeconds ?? null;
  return {
    UserId: userId,
    PresId: presId,
    ResumeMediaData: seconds === null ? null : { TimeStampSeconds: seconds },
  };
}

export function createPresControlService({ presControl, access, now }: Dependencies) {
  /** The user is always the session's: no caller can name another one. */
  async function save(
    session: RequestSession,
    presId: number,
    body: ResumeMediaDataBody,
  ): Promise<UserPresData> {
    const { userId } = session;
    const row = await presControl.saveResumeSeconds(userId, presId, body.TimeStampSeconds, now());
    return toUserPresData(userId, presId, row);
  }

  return {
    /**
     * The hub's UpdateUserPresData: saves the session's own position, or null when the session
     * has no access to presId (any more): access is checked per message, as for REST.
     */
    async saveOwnResumeData(
      session: RequestSession,
      presId: number,
      body: ResumeMediaDataBody,
    ): Promise<UserPresData | null> {
      if (!(await access.resolve(session, presId))) return null;
      return save(session, presId, body);
    },

    async userPresData(caller: Caller, presId: number, userId: number): Promise<UserPresData> {
      const { session } = await access.requireAccess(caller, presId);
      if (session.userId !== userId && !session.user.isSiteAdmin)
        throw new ForbiddenError('You may only read your own presentation data.');
      return toUserPresData(userId, presId, await presControl.findUserPresData(userId, presId));
    },

    async saveResumeData(
      caller: Caller,
      presId: number,
      userId: number,
      body: ResumeMediaDataBody,
    ): Promise<UserPresData> {
      const { session } = await access.requireAccess(caller, presId);
      if (session.userId !== userId)
        throw new ForbiddenError('You may only save your own presentation data.');
      return save(session, presId, body);
    },
  };
}

export type PresControlService = ReturnType<typeof createPresControlService>;
