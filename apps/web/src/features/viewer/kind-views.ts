// The lazy chunk each of the viewer's views (domain kind-view.ts) lives in: one place for the
// viewer page's lazy components and for the page load, which asks for the chunk as soon as the
// presentation is known instead of when the page renders.
import { kindViewOf, viewerRouteOf, type KindView, type Presentation } from '@podium/domain';

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
