// SPEC §1, §2: a review (entry-code type review) of a simulated-live conference call is the
// recording after the fact, on demand: no call setup (SPEC §2), the media with its slides at
// their cues, and the viewer free to seek. It renders in the on-demand media route children.
import { isSimuLiveConferenceReview } from '../conference/entry.ts';
import { RouteChild, type PresentationKind } from '../presentation/kind.ts';

export function simuLiveReviewRouteChild(
  kind: PresentationKind,
  reviewMode: boolean,
  hasSlides: boolean,
): RouteChild | null {
  if (!isSimuLiveConferenceReview(kind, reviewMode)) return null;
  return hasSlides ? RouteChild.MediaSlides : RouteChild.AudioOnly;
}
