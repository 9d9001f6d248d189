// The lazy chunk each of the viewer's views (domain kind-view.ts) lives in: one place for the
// viewer page's lazy components and for the page load, which asks for the chunk as soon as the
// presentation is known instead of when the page renders.
import { kindViewOf, viewerRouteOf, type KindView, type Presentation } from '@podium/domain';
import { nextTask } from '../../shared/next-task.ts';
import { askForListedViewCode } from './view-code.ts';

// ARCHITECTURE §7: the player and everything on-demand load on first use, in one lazy chunk; the
// live call kinds (and the simulated-live video, which rides on a call) bring the hub client and
// hls.js; live video and NRS Direct (a live slide show its hosts drive) theirs; small group
// meetings WebRTC and the meeting views; the document-only kind is not on every first screen.
//
// Each view's code is evaluated in parts, a task each: zod (every view's schemas; its chunk holds
// zod-setup.ts, so loading that module evaluates the chunk and nothing more), the topics'
// payload schemas, the rest of the wire protocol's schemas and then the hub client for the views
// that follow a live event, then the view itself. Evaluated at once, the code of
// 2001's call view held a phone's main thread for about 130 ms (4× slowdown) in one task.
const zod = () => import('../../shared/zod-setup.ts');
const hubPayloads = () => import('../../shared/hub/hub-payloads.ts');
const hubProtocol = () => import('../../shared/hub/hub-protocol.ts');
const hubClient = () => import('../../shared/hub/hub-client.ts');
/** The parts of every view that follows a live event's hub, in their order. */
const HUB_PARTS = [zod, hubPayloads, hubProtocol, hubClient];

/** A view's chunk, loaded once (again after a failure): its parts first, each in a task of its own. */
export function inParts<T>(
  parts: readonly (() => Promise<unknown>)[],
  view: () => Promise<T>,
): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= (async () => {
      for (const part of parts) {
        await part();
        await nextTask();
      }
      return view();
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

export const loadMediaViews = inParts([zod], () => import('../media/MediaViews.tsx'));
export const loadConferenceViews = inParts(
  HUB_PARTS,
  () => import('../conference/ConferenceViews.tsx'),
);
export const loadLiveVideoViews = inParts(
  HUB_PARTS,
  () => import('../live-video/LiveVideoViews.tsx'),
);
export const loadNrsDirectViews = inParts(
  HUB_PARTS,
  () => import('../nrs-direct/NrsDirectViews.tsx'),
);
export const loadMeetingViews = inParts(HUB_PARTS, () => import('../meeting/MeetingViews.tsx'));
export const loadDocuments = inParts([zod], () => import('../documents/components/Documents.tsx'));
/** The presentation's own hub, which the views that follow its topics load: the same parts first. */
export const loadPresentationHubView = inParts(
  HUB_PARTS,
  () => import('../presentation-hub/components/PresentationHubView.tsx'),
);

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
 * Asks for the chunk of the view that will render this presentation, ahead of the render: the
 * files the page lists first (view-code.ts), then the chunk. A failure is left to the render,
 * whose own import reports it (LazyBoundary).
 */
export function preloadKindView(presentation: Presentation): void {
  const { kind, routeChild } = viewerRouteOf(presentation);
  const load = CHUNKS[kindViewOf(kind, routeChild)];
  if (!load) return;
  askForListedViewCode()
    .then(load)
    .catch(() => undefined);
}
