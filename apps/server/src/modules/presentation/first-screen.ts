// What the viewer's HTML carries (static-web.ts). At presId's viewer address, for a session that
// opens it: the first slide's image to preload and the first screen's answers; nothing without a
// live session (the page then loads as usual and the viewer's own calls say why). At its entry
// address: the route answer, which decides the entry screen, for anyone; for a session, the
// other answers too.
import type { FastifyInstance } from 'fastify';
import { peekSession } from '../../plugins/session.ts';
import type { FirstScreens } from '../../plugins/static-web.ts';
import type { Services } from '../services.ts';
import { ALL_FIRST_SCREEN_CALLS, firstScreenAnswersOf } from './first-screen-answers.ts';
import { firstSlideImageOf } from './first-slide-image.ts';

export function firstScreenOf(
  app: FastifyInstance,
  services: Pick<Services, 'presentation' | 'sessions' | 'conference'>,
): FirstScreens {
  const imageOf = firstSlideImageOf(services);
  const answersOf = firstScreenAnswersOf(app);
  const viewer: FirstScreens['viewer'] = async (request, presId) => {
    const session = await peekSession(app, services.sessions, request);
    if (!session) return { image: null, answers: null };
    // A HEAD asks for no page to show: the calls (and the visit they log) are not made for it.
    const [image, answers] = await Promise.all([
      imageOf(request, session, presId),
      request.method === 'GET' ? answersOf(request, presId) : null,
    ]);
    return { image, answers };
  };
  // A HEAD asks for no page to show: no call (and no visit it would log) is made for it. A
  // session's entry page may lead on to the disclaimer or the viewer: it carries what those ask
  // first too.
  const entry: FirstScreens['entry'] = async (request, presId) => {
    if (request.method !== 'GET') return null;
    const session = await peekSession(app, services.sessions, request);
    return answersOf(request, presId, session ? ALL_FIRST_SCREEN_CALLS : ['route']);
  };
  return { viewer, entry };
}
