// prescontrol/{presId}/userPresData/{userId} (SPEC §7): resume data (SPEC §3) of one user, for
// that user or a site admin.
import type { FastifyRequest } from 'fastify';
import type { UserPresData } from '@podium/domain';
import type { AccessService } from '../access/access.service.ts';
import type { PresControlRepository } from './prescontrol.repository.ts';
import { forbidden } from '../../http/errors.ts';

interface Dependencies {
  readonly presControl: PresControlRepository;
  readonly access: AccessService;
}

export function createPresControlService({ presControl, access }: Dependencies) {
  return {
    async userPresData(
      request: FastifyRequest,
      presId: number,
      userId: number,
    ): Promise<UserPresData> {
      const { session } = await access.requireAccess(request, presId);
      if (session.userId !== userId && !session.user.isSiteAdmin)
        throw forbidden('You may only read your own presentation data.');
      const row = await presControl.findUserPresData(userId, presId);
      const seconds = row?.resumeSeconds ?? null;
      return {
        UserId: userId,
        PresId: presId,
        ResumeMediaData: seconds === null ? null : { TimeStampSeconds: seconds },
      };
    },
  };
}

export type PresControlService = ReturnType<typeof createPresControlService>;
