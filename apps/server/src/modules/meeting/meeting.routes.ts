// SPEC §7 SGM calls: dialindetails, zoommeetinghost (hosts), registerzoomparticipant
// (attendees), the SGM icsfile, prescontrol/{presId}/{meetingId}/{showId}, leavingmeetingstatus,
// and the host's actions on participants.
import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import {
  IdParam,
  LeavingMeetingStatusBodySchema,
  MeetingParticipantActionSchema,
  NotFoundError,
} from '@podium/domain';
import { validate, validateField } from '../../http/validate.ts';
import { callerOf } from '../../http/caller.ts';
import type { Services } from '../services.ts';
import { meetingCalendar } from './meeting-calendar.ts';

const NO_STORE = 'no-store';
const MEETING = '/presentations/:presId/smallgroupmeeting/:meetingId';
type MeetingParams = { presId: string; meetingId: string };
type JoinParams = MeetingParams & { coreId: string };
const id = (value: string, name: string) => validateField(IdParam, value, 'path', name);

export function meetingRoutes(app: FastifyInstance, { meeting, presentationControls }: Services) {
  app.get<{ Params: MeetingParams }>(`${MEETING}/dialindetails`, async (request, reply) => {
    const { presId, meetingId } = request.params;
    reply.header('Cache-Control', NO_STORE);
    return meeting.dialInDetails(
      callerOf(request),
      id(presId, 'presId'),
      id(meetingId, 'meetingId'),
    );
  });

  app.post<{ Params: JoinParams & { showId: string } }>(
    `${MEETING}/:showId/zoommeetinghost/:coreId`,
    async (request) => {
      const p = request.params;
      return meeting.join(
        callerOf(request),
        {
          presId: id(p.presId, 'presId'),
          meetingId: id(p.meetingId, 'meetingId'),
          showId: id(p.showId, 'showId'),
          coreId: id(p.coreId, 'coreId'),
        },
        'host',
      );
    },
  );

  app.post<{ Params: JoinParams }>(
    `${MEETING}/registerzoomparticipant/:coreId`,
    async (request) => {
      const p = request.params;
      return meeting.join(
        callerOf(request),
        {
          presId: id(p.presId, 'presId'),
          meetingId: id(p.meetingId, 'meetingId'),
          coreId: id(p.coreId, 'coreId'),
        },
        'attendee',
      );
    },
  );

  app.get<{ Params: MeetingParams }>(`${MEETING}/participants`, async (request, reply) => {
    const caller = callerOf(request);
    const m = await meeting.contextOf(
      caller,
      id(request.params.presId, 'presId'),
      id(request.params.meetingId, 'meetingId'),
    );
    await meeting.requireNotRemoved(m);
    reply.header('Cache-Control', NO_STORE);
    return { Participants: await meeting.participants(m.meeting) };
  });

  app.post<{ Params: JoinParams & { action: string } }>(
    `${MEETING}/participants/:coreId/:action`,
    async (request) => {
      const p = request.params;
      const action = validateField(MeetingParticipantActionSchema, p.action, 'path', 'action');
      const participants = await meeting.participantAction(
        callerOf(request),
        {
          presId: id(p.presId, 'presId'),
          meetingId: id(p.meetingId, 'meetingId'),
          coreId: id(p.coreId, 'coreId'),
        },
        action,
      );
      return { Participants: participants };
    },
  );

  app.get<{ Params: { showId: string } }>(
    '/presentations/smallgroupmeeting/:showId/icsfile',
    async (request, reply) => {
      const caller = callerOf(request);
      const m = await meeting.contextOf(caller, id(request.params.showId, 'showId'), null);
      await meeting.requireNotRemoved(m);
      const { fileName, text } = meetingCalendar(m, caller.origin, new Date());
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Content-Disposition', contentDisposition(fileName))
        .header('Cache-Control', NO_STORE)
        .send(text);
    },
  );

  app.get<{ Params: { presId: string; meetingId: string; showId: string } }>(
    '/prescontrol/:presId/:meetingId/:showId',
    async (request, reply) => {
      const p = request.params;
      const presId = id(p.presId, 'presId');
      const caller = callerOf(request);
      const m = await meeting.contextOf(caller, presId, id(p.meetingId, 'meetingId'));
      if (id(p.showId, 'showId') !== m.meeting.presId)
        throw new NotFoundError(`Show ${p.showId} is not this presentation.`);
      reply.header('Cache-Control', NO_STORE);
      return presentationControls.get(caller, presId);
    },
  );

  app.post<{ Params: { presId: string } }>(
    '/prescontrol/:presId/leavingmeetingstatus',
    async (request, reply) => {
      const { ConnectionId } = validate(LeavingMeetingStatusBodySchema, request.body, 'body');
      await meeting.leaving(callerOf(request), id(request.params.presId, 'presId'), ConnectionId);
      return reply.code(204).send();
    },
  );
}
