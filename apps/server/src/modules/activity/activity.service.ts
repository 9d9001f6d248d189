// Activity logging (SPEC §7 logevent): a visit starts when the route answers 'viewer'; its id is
// the logId every event of that visit carries, and only the session that started it may add to it.
import {
  ForbiddenError,
  type LogEventBody,
  LogEventType,
  LogEventTypes,
  NotFoundError,
  ShowLinkType,
  ValidationError,
  type CustomShowLogBody,
} from '@podium/domain';
import type { RequestSession } from '../../types.ts';
import type { AccessService } from '../access/access.service.ts';
import type { PresentationRepository } from '../presentation/presentation.repository.ts';
import type { ActivityRepository } from './activity.repository.ts';
import type { Caller } from '../access/caller.ts';

/** SPEC §9 playback events: each records where in the media it happened. */
const MEDIA_EVENT_TYPES: ReadonlySet<number> = new Set([
  LogEventTypes.Play,
  LogEventTypes.Pause,
  LogEventTypes.Skip,
  LogEventTypes.End,
  LogEventTypes.Stop,
  LogEventTypes.KeepAlive,
]);

interface Dependencies {
  readonly activity: ActivityRepository;
  readonly presentations: PresentationRepository;
  readonly access: AccessService;
  readonly now: () => Date;
}

export function createActivityService({ activity, presentations, access, now }: Dependencies) {
  return {
    /** Reuses the visit the viewer already holds (a reload) when it is this session's, for this event. */
    async startVisit(
      session: RequestSession,
      presId: number,
      knownLogId: number | undefined,
    ): Promise<number> {
      if (knownLogId) {
        const visit = await activity.findVisit(knownLogId);
        if (visit && visit.sessionId === session.id && visit.presId === presId) return visit.id;
      }
      return activity.createVisit({
        sessionId: session.id,
        userId: session.userId,
        presId,
        startedAt: now(),
      });
    },

    /**
     * SPEC §7 updatelogforcustomshow: the visit now watches ShowId, the presentation itself or a
     * part of its custom agenda (SPEC §9 show link type CustomAgenda). Only the session that
     * started the visit may say so; retail sessions never have one (SPEC §7: skipped for retail).
     */
    async updateCustomShow(caller: Caller, logId: number, body: CustomShowLogBody): Promise<void> {
      const session = access.requireSession(caller);
      const visit = await activity.findVisit(logId);
      if (!visit || visit.sessionId !== session.id)
        throw new ForbiddenError('This log does not belong to your session.');
      if (visit.presId !== body.PresId)
        throw new ValidationError('Invalid body field "PresId": does not match the log.');
      if (body.ShowId !== visit.presId) {
        const parts = await presentations.listLinked(visit.presId);
        const isPart = parts.some(
          (part) => part.presId === body.ShowId && part.linkType === ShowLinkType.CustomAgenda,
        );
        if (!isPart)
          throw new NotFoundError(`Show ${body.ShowId} is not part of this custom agenda.`);
      }
      await activity.setCustomShow(visit.id, body.ShowId);
    },

    async logEvent(caller: Caller, body: LogEventBody): Promise<number> {
      const session = access.requireSession(caller);
      const visit = await activity.findVisit(body.logId);
      if (!visit || visit.sessionId !== session.id)
        throw new ForbiddenError('This log does not belong to your session.');
      if (visit.presId !== body.PresId)
        throw new ValidationError('Invalid body field "PresId": does not match the log.');
      if (body.EventType === LogEventType.Slide && body.SlideIndex === undefined) {
        throw new ValidationError('Invalid body field "SlideIndex": required for Slide events.');
      }
      if (body.EventType === LogEventType.DocDownload) {
        if (body.DocumentId === undefined)
          throw new ValidationError(
            'Invalid body field "DocumentId": required for DocDownload events.',
          );
        if (!(await presentations.findDocument(visit.presId, body.DocumentId)))
          throw new NotFoundError(`Document ${body.DocumentId} not found.`);
      }
      if (MEDIA_EVENT_TYPES.has(body.EventType) && body.MediaTimeSeconds === undefined) {
        throw new ValidationError(
          'Invalid body field "MediaTimeSeconds": required for media events.',
        );
      }
      return activity.insertEvent({
        visitId: visit.id,
        eventType: body.EventType,
        slideIndex: body.SlideIndex ?? null,
        documentId: body.DocumentId ?? null,
        mediaTimeSeconds: body.MediaTimeSeconds ?? null,
        detail: body.Detail ?? null,
        createdAt: now(),
      });
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
