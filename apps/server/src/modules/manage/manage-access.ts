// Who may use the manage area: site admins (every event) and event coordinators (the events they
// coordinate, and new ones). Everyone else gets 403; no session 401.
import type { Caller } from '../access/caller.ts';
import { ForbiddenError, NotFoundError } from '@podium/domain';
import type { RequestSession } from '../../types.ts';
import type { AccessService } from '../access/access.service.ts';
import type { ManagedPresentationRow, ManageRepository } from './manage.repository.ts';

const NOT_A_MANAGER = 'The manage area is for event coordinators and site administrators.';

export function createManageAccess(repo: ManageRepository, access: AccessService) {
  function requireManager(caller: Caller): RequestSession {
    const session = access.requireSession(caller);
    const { isSiteAdmin, isEventCoordinator } = session.user;
    if (!isSiteAdmin && !isEventCoordinator) throw new ForbiddenError(NOT_A_MANAGER);
    return session;
  }

  return {
    requireManager,
    /** The event, when this manager may change it (404 unknown, 403 not theirs). */
    async requireEvent(
      caller: Caller,
      presId: number,
    ): Promise<{ session: RequestSession; event: ManagedPresentationRow }> {
      const session = requireManager(caller);
      const event = await repo.find(presId);
      if (!event) throw new NotFoundError(`Presentation ${presId} not found.`);
      if (!session.user.isSiteAdmin && !(await repo.coordinates(session.userId, presId)))
        throw new ForbiddenError('You do not coordinate this event.');
      return { session, event };
    },
  };
}

export type ManageAccess = ReturnType<typeof createManageAccess>;
