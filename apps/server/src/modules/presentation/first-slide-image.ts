// The first slide's image for the viewer's HTML (static-web.ts): read through the same access
// check as GET presentation, so the HTML names only an image this session may already load
// (a public participant's deck has no private slides; no access, no preload). A call with slides
// names the presenter's slide, read through the same check as GET presControl.
import type { FastifyRequest } from 'fastify';
import { conferenceFirstSlide, firstSlideFollowsPresenter, firstSlideShown } from '@podium/domain';
import { callerOf } from '../../http/caller.ts';
import type { SlideImagePreload } from '../../plugins/viewer-page.ts';
import type { Services } from '../services.ts';

export type FirstSlideImageOf = (
  request: FastifyRequest,
  session: NonNullable<FastifyRequest['session']>,
  presId: number,
) => Promise<SlideImagePreload | null>;

export function firstSlideImageOf({
  presentation,
  conference,
}: Pick<Services, 'presentation' | 'conference'>): FirstSlideImageOf {
  return async (request, session, presId) => {
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
