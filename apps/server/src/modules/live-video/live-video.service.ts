// The live video event (SPEC §3 LiveVideoStatus, §4 states and focus, §6 who drives it): its
// status for GET prescontrol, the update sources 1, 2, 5, 6 and 10 from REST or the hub, the
// replay the coordinator publishes or expires, and the slide transitions stored while the event
// runs (SPEC §7 presslidetransition) so the replay turns the slides at the same moments. The
// event's conference call carries slides, presenter control, Q&A and the hub topics; its status
// follows the event (started → LIVE, ended → ENDED, replay → PUBLISHED, expired → EXPIRED).
import {
  CallStatus,
  ConsoleTransition,
  hubTopics,
  liveVideoStatusReducer,
  liveVideoTransitionProblem,
  mayPublishLiveVideoUpdate,
  sharedFocusAfter,
  StreamingState,
  UpdateSource,
  type FocusedView,
  type LiveVideoStatus,
  type LiveVideoStatusEvent,
  type LiveVideoTransitionProblem,
  type UpdatePresControlMessage,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from '@podium/domain';
import type { HubPublisher } from '../../realtime/hub.types.ts';
import type { CallControlService } from '../conference/call-control.service.ts';
import type { ConferenceEvents } from '../conference/conference-events.ts';
import type { CallRow, ConferenceRepository } from '../conference/conference.repository.ts';
import type { PresentationRepository } from '../presentation/presentation.repository.ts';
import type { SlidesRepository } from '../slides/slides.repository.ts';
import type { LiveVideoRepository, LiveVideoRow } from './live-video.repository.ts';

const PROBLEM_TEXT: Record<LiveVideoTransitionProblem, string> = {
  notStarted: 'The event has not started yet.',
  alreadyStarted: 'The event has already started.',
  alreadyEnded: 'The event has already ended.',
  notEnded: 'The event has not ended yet.',
  replayExpired: 'The replay has expired.',
  notRecorded: 'This event does not record a replay.',
};

export function statusOf(row: LiveVideoRow, call: CallRow | null): LiveVideoStatus {
  const start = row.startedAt ?? call?.startTimeUtc ?? null;
  return {
    HasStarted: row.hasStarted,
    HasEnded: row.hasEnded,
    StartTime: start?.toISOString() ?? null,
    FocusedView: row.focusedView as FocusedView,
    PreviousFocusedView: row.previousFocusedView as FocusedView,
    HasBroadcastStarted: row.hasBroadcastStarted,
    IsReplayAvailable: row.isReplayAvailable,
    IsReplayExpired: row.isReplayExpired,
  };
}

/** Who sends an update, as the domain's mayPublishLiveVideoUpdate needs them. */
export interface LiveVideoActor {
  readonly coreUserId: number;
  readonly liveVideoRoles: number;
  readonly controlsSlides: boolean;
}

interface Dependencies {
  readonly repo: LiveVideoRepository;
  readonly calls: ConferenceRepository;
  readonly callControl: CallControlService;
  readonly events: ConferenceEvents;
  readonly presentations: PresentationRepository;
  readonly slides: SlidesRepository;
  readonly hub: HubPublisher;
  readonly now: () => Date;
  /** Ends the event's feed (the ingest service) when the event ends. */
  readonly stopFeed: (presId: number) => Promise<void>;
}

export function createLiveVideoService(deps: Dependencies) {
  const { repo, calls, callControl, events, presentations, slides, hub, now } = deps;

  async function scopeOf(presId: number) {
    const presentation = await presentations.find(presId);
    return {
      hasPublicPortion: false,
      privateSlidesBeginAt: presentation?.privateSlidesBeginAt ?? null,
    };
  }

  /** The call's status follows the event; a move the call cannot make (already there) is skipped. */
  async function mirrorToCall(call: CallRow, event: LiveVideoStatusEvent): Promise<void> {
    const scope = await scopeOf(call.presId);
    switch (event.type) {
      case 'started':
        if (call.status === null || call.status === CallStatus.PracticeSession)
          await callControl.transition(call, ConsoleTransition.Live, scope);
        return;
      case 'ended':
        if (call.status === CallStatus.Live || call.status === CallStatus.PracticeSession)
          await callControl.transition(call, ConsoleTransition.End, scope);
        return;
      case 'replayPublished': {
        const at = new Date(Math.max(now().getTime(), call.statusUpdatedAt.getTime() + 1));
        const stored = await calls.updateCallIfStatus(call.id, call.status, {
          status: CallStatus.Published,
          streamingState: StreamingState.Published,
          statusUpdatedAt: at,
        });
        if (stored) events.status(stored);
        return;
      }
      case 'replayExpired':
        if (call.status === CallStatus.Ended || call.status === CallStatus.Published)
          await callControl.transition(call, ConsoleTransition.Expire, scope);
        return;
      case 'broadcastStarted':
        return;
    }
  }

  async function recordCurrentSlide(
    presId: number,
    slideIndex: number,
    by: number | null,
    at?: Date,
  ) {
    const deck = await presentations.listSlides(presId);
    const slide = deck.find((s) => s.index === slideIndex);
    if (!slide) return;
    await slides.addTransition({
      presId,
      slideGuid: slide.guid,
      transitionAt: at ?? now(),
      createdBy: by,
    });
  }

  function toChange(status: LiveVideoStatus) {
    return {
      hasStarted: status.HasStarted,
      hasEnded: status.HasEnded,
      startedAt: status.StartTime === null ? null : new Date(status.StartTime),
      focusedView: status.FocusedView,
      previousFocusedView: status.PreviousFocusedView,
      hasBroadcastStarted: status.HasBroadcastStarted,
      isReplayAvailable: status.IsReplayAvailable,
      isReplayExpired: status.IsReplayExpired,
      updatedAt: now(),
    };
  }

  /** One life-cycle move: checked by the domain, stored, mirrored to the call, announced. */
  async function move(
    row: LiveVideoRow,
    call: CallRow | null,
    event: LiveVideoStatusEvent,
    by: number | null,
  ): Promise<LiveVideoRow> {
    const current = statusOf(row, call);
    const problem = liveVideoTransitionProblem(current, event, row.replayType);
    if (problem !== null) throw new ConflictError(PROBLEM_TEXT[problem]);
    const change = toChange(liveVideoStatusReducer(current, event));
    // The first moment attendees got the broadcast: the replay begins there.
    const onAir = event.type === 'broadcastStarted' && event.value && !row.broadcastStartedAt;
    const stored = await repo.update(
      row.presId,
      onAir ? { ...change, broadcastStartedAt: now() } : change,
    );
    if (event.type === 'ended') await deps.stopFeed(row.presId);
    if (call) {
      await mirrorToCall(call, event);
      const source = SOURCE_OF[event.type];
      if (source !== null)
        hub.publish(hubTopics.callUpdate(call.id), {
          Source: source,
          HasBroadcastStarted: stored.hasBroadcastStarted,
        });
      // The replay starts on the slide the event started on.
      if (event.type === 'started') await recordCurrentSlide(row.presId, 0, by);
    }
    return stored;
  }

  return {
    statusOf,
    find: (presId: number) => repo.find(presId),

    async status(presId: number, call: CallRow | null): Promise<LiveVideoStatus | null> {
      const row = await repo.find(presId);
      return row ? statusOf(row, call) : null;
    },

    /**
     * Sources 1, 2, 5, 6 and 10 on a live video event (SPEC §6, §7). False: not a live video
     * event, or a source this service does not own; the caller handles it.
     */
    async applyUpdate(
      actor: LiveVideoActor,
      call: CallRow,
      message: UpdatePresControlMessage,
    ): Promise<boolean> {
      const row = await repo.find(call.presId);
      if (!row) return false;
      const source = message.Source;
      const owned: readonly UpdateSource[] = [1, 2, 5, 6, 10];
      if (!owned.includes(source)) return false;
      if (!mayPublishLiveVideoUpdate(actor, source))
        throw new ForbiddenError(`You may not send update source ${source}.`);
      switch (message.Source) {
        case UpdateSource.CallStarted:
          await move(row, call, { type: 'started', atUtc: now().toISOString() }, actor.coreUserId);
          return true;
        case UpdateSource.CallEnded:
        case UpdateSource.ForceEnd:
          await move(row, call, { type: 'ended' }, actor.coreUserId);
          return true;
        case UpdateSource.BroadcastStarted:
          await move(
            row,
            call,
            { type: 'broadcastStarted', value: message.HasBroadcastStarted },
            actor.coreUserId,
          );
          return true;
        case UpdateSource.VideoFocusUpdated: {
          if (row.hasEnded) throw new ConflictError(PROBLEM_TEXT.alreadyEnded);
          const next = sharedFocusAfter(statusOf(row, call), message.FocusedView);
          await repo.update(row.presId, {
            focusedView: next.FocusedView,
            previousFocusedView: next.PreviousFocusedView,
            updatedAt: now(),
          });
          hub.publish(hubTopics.callUpdate(call.id), {
            Source: UpdateSource.VideoFocusUpdated,
            FocusedView: next.FocusedView,
          });
          return true;
        }
        default:
          return false;
      }
    },

    /**
     * SPEC §7 presslidetransition: a live video event keeps each slide move at `at` between its
     * start and end, for its replay. False when the presentation has no live video.
     */
    async slideChanged(
      presId: number,
      slideIndex: number,
      by: number | null,
      at?: Date,
    ): Promise<boolean> {
      const row = await repo.find(presId);
      if (!row) return false;
      if (row.hasStarted && !row.hasEnded) await recordCurrentSlide(presId, slideIndex, by, at);
      return true;
    },

    /** The console's replay controls: publish (after the end) or expire. */
    async replay(presId: number, action: 'publish' | 'expire'): Promise<LiveVideoStatus> {
      const row = await repo.find(presId);
      if (!row) throw new NotFoundError('This presentation has no live video.');
      const [call] = await calls.findCallsOfPresentation(presId);
      const stored = await move(
        row,
        call ?? null,
        { type: action === 'publish' ? 'replayPublished' : 'replayExpired' },
        null,
      );
      return statusOf(stored, call ?? null);
    },
  };
}

const SOURCE_OF: Record<LiveVideoStatusEvent['type'], UpdateSource | null> = {
  started: UpdateSource.CallStarted,
  broadcastStarted: UpdateSource.BroadcastStarted,
  ended: UpdateSource.CallEnded,
  // The call's status topic announces these (PUBLISHED, EXPIRED).
  replayPublished: null,
  replayExpired: null,
};

export type LiveVideoService = ReturnType<typeof createLiveVideoService>;
