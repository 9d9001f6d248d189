// NRS Direct padding navigation from the console (SPEC §4): an event coordinator starts or ends
// the guided tour now; the new dates are stored with the presentation (every later load reads
// them) and sent on conferencecall.{confId}.update, so attendees change window live.
import {
  applyPaddingCommand,
  ConflictError,
  hubTopics,
  NotFoundError,
  type PaddingCommand,
  type PaddingNavData,
} from '@podium/domain';
import type { HubPublisher } from '../../realtime/hub.types.ts';
import type { ConferenceAccess } from '../conference/conference-access.ts';
import type { Caller } from '../access/caller.ts';
import type { NrsDirectRepository } from './nrs-direct.repository.ts';

interface Dependencies {
  readonly conferenceAccess: ConferenceAccess;
  readonly nrsDirect: NrsDirectRepository;
  readonly hub: HubPublisher;
  readonly now: () => Date;
}

const REFUSED: Record<PaddingCommand, string> = {
  startTour: 'The guided tour is already running.',
  endTour: 'The guided tour is not running.',
};

export function createNrsDirectService({ conferenceAccess, nrsDirect, hub, now }: Dependencies) {
  return {
    /** Start guided tour / End guided tour: event coordinators and site admins only. */
    async paddingCommand(
      caller: Caller,
      presId: number,
      confId: number,
      command: PaddingCommand,
    ): Promise<PaddingNavData> {
      const context = await conferenceAccess.requireCoordinator(caller, presId, confId);
      const extras = context.ctx.presentation.extras;
      if (!extras.IsNrsDirect)
        throw new NotFoundError(`Presentation ${presId} is not an NRS Direct show.`);
      const next = applyPaddingCommand(
        extras.NrsDirectPaddingNavData ?? null,
        command,
        now().getTime(),
      );
      if (next === null) throw new ConflictError(REFUSED[command]);
      await nrsDirect.savePaddingNav(presId, next);
      hub.publish(hubTopics.callUpdate(confId), { NrsDirectPaddingNavData: next });
      return next;
    },
  };
}

export type NrsDirectService = ReturnType<typeof createNrsDirectService>;
