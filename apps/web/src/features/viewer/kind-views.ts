// Which view renders a kind's main content (SPEC §2 route children), and the lazy chunk each
// view lives in: one place for the viewer page's lazy components and for the page load, which
// asks for the chunk as soon as the presentation is known instead of when the page renders.
import { PresentationKind, RouteChild, viewerRouteOf, type Presentation } from '@podium/domain';

export type KindView =
  | 'slides'
  | 'documents'
  | 'media'
  | 'conference'
  | 'liveVideo'
  | 'nrsDirect'
  | 'meeting'
  | 'unavailable';

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

// ARCHITECTURE §7: the player and everything on-demand load on first use, in one lazy chunk; the
// live call kinds (and the simulated-live video, which rides on a call) bring the hub client and
// hls.js; live video and NRS Direct (a live slide show its hosts drive) theirs; small group
// meetings WebRTC and the meeting views; the document-only kind is not on every first screen.
export const loadMediaViews = () => import('../media/MediaViews.tsx');
export const loadConferenceViews = () => import('../conference/ConferenceViews.tsx');
export const loadLiveVideoViews = () => import('../live-video/LiveVideoViews.tsx');
export const loadNrsDirectViews = () => import('../nrs-direct/NrsDirectViews.tsx');
export const loadMeetingViews = () => import('../meeting/MeetingViews.tsx');
export const loadDocuments = () => import('../documents/components/Documents.tsx');

const CHUNKS: Record<KindView, (() => Promise<unknown>) | null> = {
  slides: null,
  unavailable: null,
  documents: loadDocuments,
  media: loadMediaViews,
  conference: loadConferenceViews,
  liveVideo: loadLiveVideoViews,
  nrsDirect: loadNrsDirectViews,
  meeting: loadMeetingViews,
};

/**
 * Asks for the chunk of the view that will render this presentation, ahead of the render; a
 * failure is left to the render, whose own import reports it (LazyBoundary).
 */
export function preloadKindView(presentation: Presentation): void {
  const { kind, routeChild } = viewerRouteOf(presentation);
  const load = CHUNKS[kindViewOf(kind, routeChild)];
  load?.().catch(() => undefined);
}
