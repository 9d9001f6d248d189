// What the viewer's HTML carries for a session that opens presId's viewer (static-web.ts): the
// first slide's image to preload and the first screen's answers. Nothing without a live session:
// the page then loads as usual and the viewer's own calls say why.
import type { FastifyInstance } from 'fastify';
import { peekSession } from '../../plugins/session.ts';
import type { FirstScreen } from '../../plugins/static-web.ts';
import type { Services } from '../services.ts';
import { firstScreenAnswersOf } from './first-screen-answers.ts';
import { firstSlideImageOf } from './first-slide-image.ts';

export function firstScreenOf(
  app: FastifyInstance,
  services: Pick<Services, 'presentation' | 'sessions' | 'conference'>,
): FirstScreen {
  const imageOf = firstSlideImageOf(services);
  const answersOf = firstScreenAnswersOf(app);
  return async (request, presId) => {
    const session = await peekSession(app, services.sessions, request);
    if (!session) return { image: null, answers: null };
    // A HEAD asks for no page to show: the calls (and the visit they log) are not made for it.
    const [image, answers] = await Promise.all([
      imageOf(request, session, presId),
      request.method === 'GET' ? answersOf(request, presId) : null,
    ]);
    return { image, answers };
  };
}
