// SPEC §7 prescontrol/{presId}: the SPEC §3 presentation controls of a presentation's conference
// call (GET), the presenter-control updates of SPEC §7 (POST with an update source; the hub's
// UpdatePresControl applies the same), and the call notification (POST/DELETE .../notification).
// Permissions per update source are the domain's mayPublishUpdate (SPEC §6); IsAccessRevoked and
// the refusal of a cut-off caller are the domain's callCutOff, as on the call's own calls.
import {
  callCutOff,
  ConflictError,
  ConsoleTransition,
  coordinatesEvent,
  type CutOffReason,
  cutOffViewerOf,
  ForbiddenError,
  isEventCoordinator,
  mayPublishUpdate,
  type PresentationControls,
  publicSlideIndex,
  runsTheCall,
  standingOf,
  type UpdatePresControlMessage,
  UpdateSource,
  ValidationError,
} from '@podium/domain';
import type { AccessContext, AccessService } from '../access/access.service.ts';
import type { CallControlService } from '../conference/call-control.service.ts';
import { cutOffError } from '../conference/conference-access.ts';
import type {
  CallRow,
  ConferenceRepository,
  PresenterRow,
} from '../conference/conference.repository.ts';
import type { ConferenceEvents } from '../conference/conference-events.ts';
import { presenterName } from '../conference/conference.mapper.ts';
import type {
  PresenterActor,
  PresenterControlService,
} from '../conference/presenter-control.service.ts';
import type { Caller } from '../access/caller.ts';
import type { LiveVideoService } from '../live-video/live-video.service.ts';
import type { MeetingService } from '../meeting/meeting.service.ts';

interface Dependencies {
  readonly access: AccessService;
  readonly calls: ConferenceRepository;
  readonly callControl: CallControlService;
  readonly presenterControl: PresenterControlService;
  readonly events: ConferenceEvents;
  /** Live video events own sources 1, 2, 5, 6 and 10 and the LiveVideoStatus (SPEC §3, §6). */
  readonly liveVideo?: LiveVideoService;
  /** Small group meetings own sources 1, 2, 10 and 16 and the SGMStatus (SPEC §3, §6). */
  readonly meeting?: MeetingService;
}

/** The rest of an update's context: the presentation's private-slide cut and public portion. */
export interface UpdateScope {
  readonly privateSlidesBeginAt: number | null;
  readonly hasPublicPortion: boolean;
}

export function createPresentationControlsService({
  access,
  calls,
  callControl,
  presenterControl,
  events,
  liveVideo,
  meeting,
}: Dependencies) {
  /** The presentation's conference call: Podium's presentations carry at most one. */
  async function callOf(presId: number): Promise<CallRow | null> {
    const [call] = await calls.findCallsOfPresentation(presId);
    return call ?? null;
  }

  function actorOf(ctx: AccessContext): PresenterActor {
    const role = ctx.access.role;
    return {
      coreUserId: ctx.session.userId,
      isSiteAdmin: ctx.access.isSiteAdmin,
      liveVideoRoles: role?.liveVideoRole ?? 0,
      sgmRole: role?.sgmRole ?? 0,
      isPublicParticipant: ctx.access.isPublicParticipant,
    };
  }

  /**
   * SPEC §6: whether the call has cut this caller off, and why (the domain rule: those who run
   * the call, listed presenters among them, never are). The presenter list is read here unless
   * the caller already holds it.
   */
  async function cutOff(
    ctx: AccessContext,
    call: CallRow,
    presenters: readonly PresenterRow[] | null = null,
  ): Promise<CutOffReason | null> {
    const viewer = cutOffViewerOf(ctx.access);
    if (runsTheCall(viewer)) return null;
    const coreUserId = ctx.session.userId;
    const participant = await calls.findParticipantOfUser(call.id, coreUserId);
    const listed = presenters ?? (await calls.presenters(call.id));
    const isListedPresenter = listed.some((p) => p.userId === coreUserId);
    return callCutOff(viewer, standingOf(call, participant, isListedPresenter));
  }

  async function controls(ctx: AccessContext): Promise<PresentationControls> {
    const call = await callOf(ctx.presentation.id);
    const actor = actorOf(ctx);
    if (!call) {
      return {
        LiveVideoStatus: null,
        SGMStatus: null,
        Slides: { CurrentSlideIndex: 0 },
        ActivePresenter: null,
        IsAccessRevoked: false,
        NotificationMessage: null,
        Hosts: [],
      };
    }
    const index = actor.isPublicParticipant
      ? (publicSlideIndex(call.slideIndex, ctx.presentation.privateSlidesBeginAt) ?? 0)
      : call.slideIndex;
    const presenters = await calls.presenters(call.id);
    // Presenters' emails are for those who hold or assign control, as on the PresenterList topic.
    const seesEmails =
      coordinatesEvent(actor) || presenters.some((p) => p.userId === actor.coreUserId);
    let activePresenter: PresentationControls['ActivePresenter'] = null;
    if (call.activePresenterId !== null) {
      const user = await calls.findUser(call.activePresenterId);
      const role = await calls.roleOf(call.activePresenterId, call.presId);
      if (user) {
        activePresenter = {
          Name: presenterName(user),
          Email: seesEmails ? user.email : null,
          CoreUserId: user.id,
          IsEventCoordinator: isEventCoordinator(role?.liveVideoRole ?? 0),
        };
      }
    }
    const sgm = (await meeting?.controlsOf(call.presId)) ?? null;
    return {
      LiveVideoStatus: (await liveVideo?.status(call.presId, call)) ?? null,
      SGMStatus: sgm?.status ?? null,
      Slides: { CurrentSlideIndex: index },
      ActivePresenter: activePresenter,
      IsAccessRevoked: (await cutOff(ctx, call, presenters)) !== null,
      NotificationMessage: call.notificationMessage,
      Hosts: sgm?.hosts ?? [],
    };
  }

  /**
   * One update from REST or the hub. Call started / ended / force end move the call status
   * (SPEC §4); slide updated and active presenter updated go through presenter control. Video
   * focus, broadcast started and meeting launch belong to live video and small group meetings,
   * which a conference call does not have.
   */
  async function apply(
    actor: PresenterActor,
    call: CallRow,
    message: UpdatePresControlMessage,
    scope: UpdateScope,
  ): Promise<void> {
    if (await meeting?.applyUpdate(actor, call, message, scope.privateSlidesBeginAt)) return;
    const subject = await presenterControl.publishSubject(actor, call);
    const live = liveVideo
      ? await liveVideo.applyUpdate(
          {
            coreUserId: actor.coreUserId,
            liveVideoRoles: actor.liveVideoRoles,
            controlsSlides: subject.controlsSlides,
          },
          call,
          message,
        )
      : false;
    if (live) return;
    if (!mayPublishUpdate(subject, message.Source))
      throw new ForbiddenError(`You may not send update source ${message.Source}.`);
    switch (message.Source) {
      case UpdateSource.CallStarted:
        await callControl.transition(call, ConsoleTransition.Live, scope);
        return;
      case UpdateSource.CallEnded:
      case UpdateSource.ForceEnd:
        await callControl.transition(call, ConsoleTransition.End, scope);
        return;
      case UpdateSource.SlideUpdated:
        // The move's moment is kept for the replay by presenter control (either kind of event).
        await presenterControl.change(
          actor,
          call,
          { slideIndex: message.SlideIndex },
          scope.privateSlidesBeginAt,
        );
        return;
      case UpdateSource.ActivePresenterUpdated:
        await presenterControl.change(
          actor,
          call,
          { activePresenterId: message.ActivePresenterCoreUserId },
          scope.privateSlidesBeginAt,
        );
        return;
      case UpdateSource.VideoFocusUpdated:
      case UpdateSource.BroadcastStarted:
      case UpdateSource.MeetingLaunchInProgress:
        throw new ConflictError(
          `Update source ${message.Source} applies to live video or small group meetings, which this presentation does not have.`,
        );
    }
  }

  async function requireCallFor(ctx: AccessContext): Promise<CallRow> {
    const call = await callOf(ctx.presentation.id);
    if (!call) throw new ConflictError('This presentation has no conference call.');
    const reason = await cutOff(ctx, call);
    if (reason !== null) throw cutOffError(reason);
    return call;
  }

  function scopeOf(ctx: AccessContext): UpdateScope {
    return {
      privateSlidesBeginAt: ctx.presentation.privateSlidesBeginAt,
      hasPublicPortion: ctx.presentation.extras.ConferenceCallData?.AskForPublicPrivate ?? false,
    };
  }

  async function requireNotifier(caller: Caller, presId: number) {
    const ctx = await access.requireAccess(caller, presId);
    const actor = actorOf(ctx);
    if (!coordinatesEvent(actor))
      throw new ForbiddenError('Only event coordinators and site admins may send notifications.');
    return { ctx, call: await requireCallFor(ctx) };
  }

  return {
    callOf,
    apply,
    presenterSubject: presenterControl.publishSubject,

    async get(caller: Caller, presId: number): Promise<PresentationControls> {
      return controls(await access.requireAccess(caller, presId));
    },

    async update(
      caller: Caller,
      presId: number,
      message: UpdatePresControlMessage,
    ): Promise<PresentationControls> {
      if (message.PresId !== presId)
        throw new ValidationError('Invalid body field "PresId": must match the path.');
      const ctx = await access.requireAccess(caller, presId);
      await apply(actorOf(ctx), await requireCallFor(ctx), message, scopeOf(ctx));
      return controls(ctx);
    },

    async notify(caller: Caller, presId: number, text: string | null): Promise<void> {
      const { call } = await requireNotifier(caller, presId);
      await calls.updateCall(call.id, { notificationMessage: text });
      events.notification(call.id, { NotificationMessage: text });
    },
  };
}

export type PresentationControlsService = ReturnType<typeof createPresentationControlsService>;
