// Podium's coordinator console calls (ARCHITECTURE §5) under
// /presentations/{presId}/conferencecalls/{confId}/console: event coordinators and site admins
// only (403 for everyone else).
import type { FastifyInstance } from 'fastify';
import {
  AddPresenterBodySchema,
  AnswerQuestionBodySchema,
  ChangeStartTimeBodySchema,
  ConsoleTransitionBodySchema,
  IdParam,
  ModerateQuestionBodySchema,
  PresenterControlBodySchema,
} from '@podium/domain';
import { validate, validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { CALL_ROUTE, callIds, type CallParams } from './conference.routes.ts';
import { callerOf } from '../../http/caller.ts';

const CONSOLE = `${CALL_ROUTE}/console`;

export function consoleRoutes(
  app: FastifyInstance,
  { conferenceAccess, console: consoleService, questions, callAudio }: Services,
): void {
  const coordinator = (request: Parameters<typeof callIds>[0]) => {
    const { presId, confId } = callIds(request);
    return conferenceAccess.requireCoordinator(callerOf(request), presId, confId);
  };

  app.get<{ Params: CallParams }>(CONSOLE, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return consoleService.state(await coordinator(request));
  });

  app.post<{ Params: CallParams }>(`${CONSOLE}/transition`, async (request) => {
    const context = await coordinator(request);
    const { Transition } = validate(ConsoleTransitionBodySchema, request.body, 'body');
    return consoleService.transition(context, Transition);
  });

  // SPEC §4 call updates: cancel (IsDeleted) and a changed start time. No body for cancel: the
  // path says it all, as for revoke.
  app.post<{ Params: CallParams }>(`${CONSOLE}/cancel`, async (request) =>
    consoleService.cancel(await coordinator(request)),
  );

  app.put<{ Params: CallParams }>(`${CONSOLE}/starttime`, async (request) => {
    const context = await coordinator(request);
    const { StartTimeUtc } = validate(ChangeStartTimeBodySchema, request.body, 'body');
    return consoleService.changeStartTime(context, StartTimeUtc);
  });

  // Who is connected to the call's audio and who speaks (then the console topic's callAudio).
  app.get<{ Params: CallParams }>(`${CONSOLE}/callaudio`, async (request, reply) => {
    const context = await coordinator(request);
    reply.header('Cache-Control', 'no-store');
    return callAudio.speakers(context.call.id);
  });

  app.get<{ Params: CallParams }>(`${CONSOLE}/participants`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return consoleService.participants(await coordinator(request));
  });

  app.post<{ Params: CallParams & { participantId: string } }>(
    `${CONSOLE}/participants/:participantId/revoke`,
    async (request) => {
      const participantId = validateField(
        IdParam,
        request.params.participantId,
        'path',
        'participantId',
      );
      return consoleService.revoke(await coordinator(request), participantId);
    },
  );

  app.get<{ Params: CallParams }>(`${CONSOLE}/presenters`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return consoleService.presenters(await coordinator(request));
  });

  app.post<{ Params: CallParams }>(`${CONSOLE}/presenters`, async (request) => {
    const context = await coordinator(request);
    const { CoreUserId } = validate(AddPresenterBodySchema, request.body, 'body');
    return consoleService.addPresenter(context, CoreUserId);
  });

  app.delete<{ Params: CallParams & { coreUserId: string } }>(
    `${CONSOLE}/presenters/:coreUserId`,
    async (request) => {
      const coreUserId = validateField(IdParam, request.params.coreUserId, 'path', 'coreUserId');
      return consoleService.removePresenter(await coordinator(request), coreUserId);
    },
  );

  app.put<{ Params: CallParams }>(`${CONSOLE}/presentercontrol`, async (request) => {
    const context = await coordinator(request);
    const body = validate(PresenterControlBodySchema, request.body, 'body');
    return consoleService.setPresenterControl(context, body);
  });

  app.post<{ Params: CallParams & { coreUserId: string } }>(
    `${CONSOLE}/presenters/:coreUserId/active`,
    async (request) => {
      const coreUserId = validateField(IdParam, request.params.coreUserId, 'path', 'coreUserId');
      return consoleService.makeActive(await coordinator(request), coreUserId);
    },
  );

  app.get<{ Params: CallParams }>(`${CONSOLE}/questions`, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return questions.all(await coordinator(request));
  });

  app.put<{ Params: CallParams & { questionId: string } }>(
    `${CONSOLE}/questions/:questionId`,
    async (request) => {
      const questionId = validateField(IdParam, request.params.questionId, 'path', 'questionId');
      const context = await coordinator(request);
      const { Status } = validate(ModerateQuestionBodySchema, request.body, 'body');
      return questions.moderate(context, questionId, Status);
    },
  );

  app.put<{ Params: CallParams & { questionId: string } }>(
    `${CONSOLE}/questions/:questionId/answer`,
    async (request) => {
      const questionId = validateField(IdParam, request.params.questionId, 'path', 'questionId');
      const context = await coordinator(request);
      const { Answer } = validate(AnswerQuestionBodySchema, request.body, 'body');
      return questions.answer(context, questionId, Answer);
    },
  );
}
