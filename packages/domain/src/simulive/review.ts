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

export interface PrivateStartCutInput {
  /** SPEC §6 public participant. */
  readonly isPublicParticipant: boolean;
  readonly kind: PresentationKind;
  /** SPEC §1 review mode (the entry-code type is review). */
  readonly reviewMode: boolean;
  /** SPEC §3 ConferenceCallData.AskForPublicPrivate. */
  readonly askForPublicPrivate: boolean;
}

/**
 * Whether this viewer sees the deck cut before PrivateSlidesBeginAt: a public participant always
 * (SPEC §6), and a review of a simulated-live conference call when the call asks public/private
 * (SPEC §4: the recording is reviewed as the public heard it). The cut is made when the
 * presentation loads; a review has no socket, so no later slide update undoes it.
 */
export function cutsAtPrivateStart(input: PrivateStartCutInput): boolean {
  if (input.isPublicParticipant) return true;
  return input.askForPublicPrivate && isSimuLiveConferenceReview(input.kind, input.reviewMode);
}
