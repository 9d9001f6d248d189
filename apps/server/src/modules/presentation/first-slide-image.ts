// The first slide's image for the viewer's HTML (static-web.ts): read through the same access
// check as GET presentation, so the HTML names only an image this session may already load
// (a public participant's deck has no private slides; no access, no preload). A call with slides
// names the presenter's slide, read through the same check as GET presControl.
import type { FastifyInstance } from 'fastify';
import { conferenceFirstSlide, firstSlideFollowsPresenter, firstSlideShown } from '@podium/domain';
import { callerOf } from '../../http/caller.ts';
import { peekSession } from '../../plugins/session.ts';
import type { FirstSlideImage } from '../../plugins/static-web.ts';
import type { Services } from '../services.ts';

export function firstSlideImageOf(
  app: FastifyInstance,
  {
    presentation,
    sessions,
    conference,
  }: Pick<Services, 'presentation' | 'sessions' | 'conference'>,
): FirstSlideImage {
  return async (request, presId) => {
    const session = await peekSession(app, sessions, request);
    if (!session) return null;
    try {
      const caller = { ...callerOf(request), session };
      const shown = await presentation.presentation(caller, presId);
      const call = shown.ConferenceCallData;
      const first =
        firstSlideFollowsPresenter(shown) && call !== null
          ? conferenceFirstSlide(
              shown,
              (await conference.presControl(caller, presId, call.Id)).SlideIndex,
            )
          : firstSlideShown(shown);
      return first ? { url: first.ImageUrl, srcSet: first.ImageSrcSet ?? null } : null;
    } catch {
      // Refused or unknown: the page loads as usual and the viewer shows why.
      return null;
    }
  };
}
