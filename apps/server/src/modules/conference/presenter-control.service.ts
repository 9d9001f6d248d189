// SPEC §4/§6 presenter control of a conference call: who drives the shared slide, who may name
// the active presenter, and the state every participant follows. One rule set behind the three
// ways in: POST conferencecalls/{confId}/presControl (presenter update payload), POST
// prescontrol/{presId} and the hub's UpdatePresControl (SPEC §7 update sources), and the console.
import {
  type CallOverFacts,
  ConflictError,
  controlsConferenceSlide,
  coordinatesEvent,
  ForbiddenError,
  isCallOver,
  isValidSlideIndex,
  mayAssignActivePresenter,
  mayTakePresenterControl,
  NotFoundError,
  type PresenterUpdateMessage,
  publicSlideIndex,
  type PublishSubject,
  ValidationError,
} from '@podium/domain';
import type { CallRow, ConferenceRepository, PresenterRow } from './conference.repository.ts';
import type { ConferenceEvents } from './conference-events.ts';
import type { KeepSlideMoment } from './call-slide-moments.ts';
import { presenterName, toConferencePresControl, toPresenterUpdate } from './conference.mapper.ts';

/** Who is acting, as far as presenter control is concerned. */
export interface PresenterActor {
  readonly coreUserId: number;
  readonly isSiteAdmin: boolean;
  readonly liveVideoRoles: number;
  readonly sgmRole: number;
  readonly isPublicParticipant: boolean;
}

/** The change asked for: a new active presenter (null: nobody), a new slide, or both. */
export interface PresenterChange {
  readonly activePresenterId?: number | null;
  readonly slideIndex?: number;
}

interface Dependencies {
  readonly calls: ConferenceRepository;
  readonly events: ConferenceEvents;
  /** Keeps the shared slide's moment for the call's replay (no-op when the call keeps none). */
  readonly keepSlideMoment?: KeepSlideMoment;
  /** The server's clock: the moment a slide moved, for its message and its replay moment. */
  readonly now?: () => Date;
}

/** The call as the domain's isCallOver reads it. */
export const callOverFacts = (call: CallRow): CallOverFacts => ({
  status: call.status,
  isCancelled: call.isDeleted,
});

export function createPresenterControlService({
  calls,
  events,
  keepSlideMoment,
  now = () => new Date(),
}: Dependencies) {
  async function activeName(call: CallRow, presenters: readonly PresenterRow[]) {
    if (call.activePresenterId === null) return null;
    const listed = presenters.find((p) => p.userId === call.activePresenterId);
    if (listed) return presenterName(listed);
    const user = await calls.findUser(call.activePresenterId);
    return user ? presenterName(user) : null;
  }

  function mayTake(actor: PresenterActor, call: CallRow, presenters: readonly PresenterRow[]) {
    return mayTakePresenterControl({
      coreUserId: actor.coreUserId,
      isSiteAdmin: actor.isSiteAdmin,
      presenterControlEnabled: call.presenterControlEnabled,
      presenters: presenters.map((p) => ({ CoreUserId: p.userId })),
    });
  }

  /** SPEC §4/§5/§6 by the domain rule the web app also follows. */
  function controlsSlides(
    actor: PresenterActor,
    call: CallRow,
    presenters: readonly PresenterRow[],
  ): boolean {
    return controlsConferenceSlide({
      user: actor,
      activePresenterId: call.activePresenterId,
      presenters: presenters.map((p) => ({ CoreUserId: p.userId })),
      call: callOverFacts(call),
    });
  }

  async function state(call: CallRow, forPublic: boolean, privateSlidesBeginAt: number | null) {
    const presenters = await calls.presenters(call.id);
    const index = forPublic
      ? (publicSlideIndex(call.slideIndex, privateSlidesBeginAt) ?? 0)
      : call.slideIndex;
    return toConferencePresControl(call, presenters, await activeName(call, presenters), index);
  }

  /**
   * Applies a presenter change with its permission checks (403), validity (400) and call state
   * (409), stores it and publishes it. Returns the presenter update payload now in force.
   */
  async function change(
    actor: PresenterActor,
    call: CallRow,
    requested: PresenterChange,
    privateSlidesBeginAt: number | null,
  ): Promise<PresenterUpdateMessage> {
    const presenters = await calls.presenters(call.id);
    const listed = presenters.map((p) => ({ CoreUserId: p.userId }));
    let next = call;
    const newPresenter = requested.activePresenterId;
    const presenterChanged = newPresenter !== undefined && newPresenter !== call.activePresenterId;
    const slideChanged =
      requested.slideIndex !== undefined && requested.slideIndex !== call.slideIndex;
    if (!presenterChanged && !slideChanged) {
      return toPresenterUpdate(call, await activeName(call, presenters));
    }
    if (isCallOver(callOverFacts(call)))
      throw new ConflictError('The call is over; presenter control has ended.');
    if (presenterChanged) {
      if (newPresenter === null) {
        // Releasing control: the active presenter hands it back, or a coordinator takes it away.
        if (actor.coreUserId !== call.activePresenterId && !coordinatesEvent(actor))
          throw new ForbiddenError(
            'Only the active presenter or a coordinator may release presenter control.',
          );
      } else {
        const allowed = mayAssignActivePresenter(
          {
            coreUserId: actor.coreUserId,
            isEventCoordinator: coordinatesEvent(actor),
            mayTakeControl: mayTake(actor, call, presenters),
          },
          newPresenter,
          listed,
        );
        if (!allowed) throw new ForbiddenError('You may not make that user the active presenter.');
      }
      next = { ...next, activePresenterId: newPresenter };
    }
    if (slideChanged && requested.slideIndex !== undefined) {
      if (!controlsSlides(actor, next, presenters))
        throw new ForbiddenError('Only the active presenter may change the shared slide.');
      const slideCount = await calls.slideCount(call.presId);
      if (!isValidSlideIndex(requested.slideIndex, slideCount))
        throw new ValidationError(`SlideIndex must be 0 to ${slideCount - 1}.`);
      next = { ...next, slideIndex: requested.slideIndex };
    }
    const stored = await calls.updateCall(call.id, {
      activePresenterId: next.activePresenterId,
      slideIndex: next.slideIndex,
    });
    const update = toPresenterUpdate(stored, await activeName(stored, presenters));
    if (slideChanged) {
      const changedAt = now();
      events.slide(stored, privateSlidesBeginAt, changedAt);
      await keepSlideMoment?.(stored, actor.coreUserId, changedAt);
    }
    if (presenterChanged) events.presenter(stored, update, privateSlidesBeginAt);
    return update;
  }

  return {
    state,
    change,

    /** SPEC §6 mayPublishUpdate input for this actor on this call. */
    async publishSubject(actor: PresenterActor, call: CallRow): Promise<PublishSubject> {
      const presenters = await calls.presenters(call.id);
      return {
        liveVideoRoles: actor.liveVideoRoles,
        sgmRole: actor.sgmRole,
        controlsSlides: controlsSlides(actor, call, presenters),
        mayTakePresenterControl: mayTake(actor, call, presenters),
      };
    },

    /** The console's "Make active presenter": a listed presenter only. */
    async assign(
      actor: PresenterActor,
      call: CallRow,
      coreUserId: number,
      privateSlidesBeginAt: number | null,
    ): Promise<PresenterUpdateMessage> {
      const presenters = await calls.presenters(call.id);
      if (!presenters.some((p) => p.userId === coreUserId))
        throw new NotFoundError(`User ${coreUserId} is not a presenter of this call.`);
      return change(actor, call, { activePresenterId: coreUserId }, privateSlidesBeginAt);
    },
  };
}

export type PresenterControlService = ReturnType<typeof createPresenterControlService>;
