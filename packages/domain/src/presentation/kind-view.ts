// Which of the viewer's views renders a kind's main content (SPEC §2 route children): the viewer
// page picks its lazy component by it, and the server names that view's code in the viewer's
// HTML so the browser fetches it beside the first script.
import { PresentationKind, RouteChild } from './kind.ts';

export const KIND_VIEWS = [
  'slides',
  'documents',
  'media',
  'conference',
  'liveVideo',
  'nrsDirect',
  'meeting',
  'unavailable',
] as const;

export type KindView = (typeof KIND_VIEWS)[number];

export function kindViewOf(kind: PresentationKind, routeChild: RouteChild): KindView {
  if (kind === PresentationKind.NrsDirect) return 'nrsDirect';
  switch (routeChild) {
    case RouteChild.Slides:
      return 'slides';
    case RouteChild.Documents:
      return 'documents';
    case RouteChild.MediaSlides:
    case RouteChild.VideoOnly:
    case RouteChild.AudioOnly:
      return 'media';
    case RouteChild.SlidesConference:
    case RouteChild.Conference:
    case RouteChild.SimuLive:
      return 'conference';
    case RouteChild.LiveVideo:
      return 'liveVideo';
    case RouteChild.SmallGroupMeeting:
      return 'meeting';
    default:
      return 'unavailable';
  }
}
