// The coordinator console (ARCHITECTURE §5): event coordinators and site admins move the call
// through its statuses, revoke participants, pick the active presenter. Access is checked by the
// routes (ConferenceAccess.requireCoordinator); this service acts on the checked call context.
import {
  activePresenterAfterListChange,
  availableConsoleTransitions,
  type ConferencePresControl,
  ConflictError,
  type ConsoleParticipant,
  type ConsolePresentersResponse,
  type ConsoleState,
  type ConsoleTransition,
  groupByPerson,
  isCallOver,
  isPresent,
  personKey,
  mayCancelCall,
  mayChangeStartTime,
  NotFoundError,
  type PresenterControlBody,
  type PresenterUpdateMessage,
} from '@podium/domain';
import type { CallContext } from './conference-access.ts';
import type {
  CallRow,
  ConferenceRepository,
  ParticipantRow,
  ParticipantWithUser,
} from './conference.repository.ts';
import type { ConferenceEvents } from './conference-events.ts';
import { consoleCallState, type CallControlService } from './call-control.service.ts';
import { actorOf } from './conference.service.ts';
import {
  presenterName,
  toCallStatus,
  toParticipant,
  toPresenterList,
  toPresenterUpdate,
} from './conference.mapper.ts';
import { callOverFacts, type PresenterControlService } from './presenter-control.service.ts';

interface Dependencies {
  readonly calls: ConferenceRepository;
  readonly events: ConferenceEvents;
  readonly callControl: CallControlService;
  readonly presenterControl: PresenterControlService;
  readonly now: () => Date;
}

/** A registration with what names its person (packages/domain presence.ts personKey). */
function withPersonFacts(row: ParticipantWithUser) {
  return {
    ...row,
    coreUserId: row.user.id,
    isGuest: row.user.isGuest,
    email: row.participant.emailAddress ?? row.user.contactEmail,
  };
}

function hasPublicPortion(context: CallContext): boolean {
  return context.ctx.presentation.extras.ConferenceCallData?.AskForPublicPrivate ?? false;
}

export function createConsoleService({
  calls,
  events,
  callControl,
  presenterControl,
  now,
}: Dependencies) {
  async function state(context: CallContext): Promise<ConsoleState> {
    const call = context.call;
    return {
      Status: toCallStatus(call),
      Transitions: availableConsoleTransitions(consoleCallState(call, hasPublicPortion(context))),
      MayCancel: mayCancelCall(call),
      MayChangeStartTime: mayChangeStartTime(call),
      PresenterControl: await presenterControl.state(
        call,
        false,
        context.ctx.presentation.privateSlidesBeginAt,
      ),
    };
  }

  async function participants(context: CallContext): Promise<ConsoleParticipant[]> {
    const rows = await calls.participantsWithUsers(context.call.id);
    const at = now();
    // One row per person (a person who entered twice is one row, shown by their first
    // registration): connected now when a server process holds a hub connection of any of them
    // (SPEC §2 presence), revoked when every one is.
    return groupByPerson(rows.map(withPersonFacts)).map((group) => {
      // groupByPerson never yields an empty group.
      const { participant, user } = group[0] as ParticipantWithUser;
      const listed = toParticipant(participant, context.call);
      return {
        ...listed,
        AccessRevoked: group.every(
          (row) => toParticipant(row.participant, context.call).AccessRevoked,
        ),
        CoreUserId: user.id,
        Name: presenterName(user),
        Company: user.company,
        EmailAddress: participant.emailAddress,
        IsActive: group.some((row) => isPresent(row.participant.lastSeenAt, at)),
        IsCaller: group.some((row) => row.user.id === context.coreUserId),
      };
    });
  }

  /** Every registration of the person behind `participant` on the call. */
  async function registrationsOfPerson(
    context: CallContext,
    participant: ParticipantRow,
  ): Promise<ParticipantRow[]> {
    const rows = (await calls.participantsWithUsers(context.call.id)).map(withPersonFacts);
    const own = rows.find((row) => row.participant.id === participant.id);
    if (!own) return [participant];
    const key = personKey(own);
    return rows.filter((row) => personKey(row) === key).map((row) => row.participant);
  }

  async function presenters(context: CallContext): Promise<ConsolePresentersResponse> {
    const list = await calls.presenters(context.call.id);
    return { ...toPresenterList(list), ActivePresenterCoreUserId: context.call.activePresenterId };
  }

  /** Publishes both presenter lists and keeps the presentation payload's Presenters in step. */
  async function listChanged(context: CallContext, call: CallRow) {
    const list = await calls.presenters(call.id);
    events.presenterLists(call, list);
    await calls.syncPresentationPresenters(
      call.presId,
      list.map((p) => ({ CoreUserId: p.userId, Name: presenterName(p) })),
    );
    return presenters({ ...context, call });
  }

  return {
    state,

    async transition(context: CallContext, transition: ConsoleTransition): Promise<ConsoleState> {
      const call = await callControl.transition(context.call, transition, {
        hasPublicPortion: hasPublicPortion(context),
        privateSlidesBeginAt: context.ctx.presentation.privateSlidesBeginAt,
      });
      return state({ ...context, call });
    },

    /** SPEC §4 IsDeleted: the call is cancelled and every participant told. */
    async cancel(context: CallContext): Promise<ConsoleState> {
      return state({ ...context, call: await callControl.cancel(context.call) });
    },

    /** SPEC §4 changed start time: viewers reopen the pre-event modal with the new time. */
    async changeStartTime(context: CallContext, startTimeUtc: string): Promise<ConsoleState> {
      return state({
        ...context,
        call: await callControl.changeStartTime(context.call, startTimeUtc),
      });
    },

    participants,

    /** SPEC §6: the participant is told (their .access topic) and disconnected. */
    async revoke(context: CallContext, participantId: number): Promise<ConsoleParticipant> {
      const participant = await calls.findParticipant(context.call.id, participantId);
      if (!participant) throw new NotFoundError(`Participant ${participantId} not found.`);
      const registrations = await registrationsOfPerson(context, participant);
      if (registrations.some((row) => row.userId === context.coreUserId))
        throw new ConflictError('You cannot revoke your own access.');
      // The person is revoked on every registration (each entry, each browser).
      for (const row of registrations) {
        if (row.id === participantId || row.accessRevoked) continue;
        await calls.updateParticipant(row.id, { accessRevoked: true });
        await events.revoked(context.call.id, row.userId);
      }
      const revoked = participant.accessRevoked
        ? participant
        : await calls.updateParticipant(participantId, { accessRevoked: true });
      // SPEC §6: a revoked active presenter loses control with their access.
      if (
        context.call.activePresenterId === revoked.userId &&
        !isCallOver(callOverFacts(context.call))
      ) {
        await presenterControl.change(
          actorOf(context),
          context.call,
          { activePresenterId: null },
          context.ctx.presentation.privateSlidesBeginAt,
        );
      }
      await events.revoked(context.call.id, revoked.userId);
      const listed = (await participants(context)).find((p) =>
        registrations.some((row) => row.id === p.Id),
      );
      if (!listed) throw new NotFoundError(`Participant ${participantId} not found.`);
      return listed;
    },

    presenters,

    /** Adds a user with a role on the presentation (or a site admin) to the presenter list. */
    async addPresenter(
      context: CallContext,
      coreUserId: number,
    ): Promise<ConsolePresentersResponse> {
      const { call } = context;
      const [user, role] = await Promise.all([
        calls.findUser(coreUserId),
        calls.roleOf(coreUserId, call.presId),
      ]);
      if (!user || (role === null && !user.isSiteAdmin))
        throw new NotFoundError(`User ${coreUserId} has no role in this presentation.`);
      if (!(await calls.addPresenter(call.id, coreUserId)))
        throw new ConflictError('That user is a presenter already.');
      return listChanged(context, call);
    },

    /**
     * Removes a presenter. SPEC §6: a presenter removed from the list loses control, so an active
     * presenter removed leaves the call without one until someone takes it.
     */
    async removePresenter(
      context: CallContext,
      coreUserId: number,
    ): Promise<ConsolePresentersResponse> {
      const { call } = context;
      const previous = await calls.presenters(call.id);
      if (!(await calls.removePresenter(call.id, coreUserId)))
        throw new NotFoundError(`User ${coreUserId} is not a presenter of this call.`);
      const current = await calls.presenters(call.id);
      const active =
        call.activePresenterId === null ? null : { CoreUserId: call.activePresenterId };
      const kept = activePresenterAfterListChange(
        active,
        previous.map((p) => ({ CoreUserId: p.userId })),
        current.map((p) => ({ CoreUserId: p.userId })),
      );
      let next = call;
      if (active !== null && kept === null) {
        next = await calls.updateCall(call.id, { activePresenterId: null });
        events.presenter(
          next,
          toPresenterUpdate(next, null),
          context.ctx.presentation.privateSlidesBeginAt,
        );
      }
      return listChanged(context, next);
    },

    /** SPEC §3 presenter control message: whether presenters may take control, whether slides sync. */
    async setPresenterControl(
      context: CallContext,
      body: PresenterControlBody,
    ): Promise<ConferencePresControl> {
      const call = await calls.updateCall(context.call.id, {
        presenterControlEnabled: body.PresenterControlEnabled,
        slideSyncEnabled: body.SlideSyncEnabled,
      });
      events.presenterControl(call);
      return presenterControl.state(call, false, context.ctx.presentation.privateSlidesBeginAt);
    },

    async makeActive(context: CallContext, coreUserId: number): Promise<PresenterUpdateMessage> {
      return presenterControl.assign(
        actorOf(context),
        context.call,
        coreUserId,
        context.ctx.presentation.privateSlidesBeginAt,
      );
    },
  };
}

export type ConsoleService = ReturnType<typeof createConsoleService>;
