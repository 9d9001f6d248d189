// SPEC §7 questions of a conference call: GET ?questionType (the caller's), POST, and PUT /
// DELETE by questionId (edit; withdraw or cancel).
import type { FastifyInstance } from 'fastify';
import { IdParam, QuestionBodySchema, QuestionsQuerySchema } from '@podium/domain';
import { validate, validateField } from '../../http/validate.ts';
import type { Services } from '../services.ts';
import { CALL_ROUTE, callIds, type CallParams } from '../conference/conference.routes.ts';
import { callerOf } from '../../http/caller.ts';

type QuestionParams = CallParams & { questionId: string };

export function questionsRoutes(app: FastifyInstance, { questions }: Services): void {
  app.get<{ Params: CallParams }>(`${CALL_ROUTE}/questions`, async (request, reply) => {
    const { presId, confId } = callIds(request);
    const { questionType } = validate(QuestionsQuerySchema, request.query, 'query');
    reply.header('Cache-Control', 'no-store');
    return questions.mine(callerOf(request), presId, confId, questionType);
  });

  const rate = { config: { requestRate: 'question' } } as const;

  app.post<{ Params: CallParams }>(`${CALL_ROUTE}/questions`, rate, async (request) => {
    const { presId, confId } = callIds(request);
    const body = validate(QuestionBodySchema, request.body, 'body');
    return questions.submit(callerOf(request), presId, confId, body);
  });

  app.put<{ Params: QuestionParams }>(
    `${CALL_ROUTE}/questions/:questionId`,
    rate,
    async (request) => {
      const { presId, confId } = callIds(request);
      const questionId = validateField(IdParam, request.params.questionId, 'path', 'questionId');
      const body = validate(QuestionBodySchema, request.body, 'body');
      return questions.edit(callerOf(request), presId, confId, questionId, body);
    },
  );

  app.delete<{ Params: QuestionParams }>(
    `${CALL_ROUTE}/questions/:questionId`,
    async (request, reply) => {
      const { presId, confId } = callIds(request);
      const questionId = validateField(IdParam, request.params.questionId, 'path', 'questionId');
      await questions.withdraw(callerOf(request), presId, confId, questionId);
      return reply.code(204).send();
    },
  );
}
