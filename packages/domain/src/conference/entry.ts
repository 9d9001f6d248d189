// SPEC §2 entry: the setup each route child runs once the user and presentation are loaded,
// as a plan of steps the web app executes in order (each step is one SPEC §7 call or hub
// subscription set). Server-free and clock-free, so every view reads the same plan.
import { PresentationKind, RouteChild } from '../presentation/kind.ts';

export const EntryStep = {
  /** POST uegtoken (SPEC §7): the socket token. */
  CreateSocketToken: 'createSocketToken',
  /**
   * Follow the presentation's own SPEC §7 topics on a presentation-level connection (a uegtoken
   * without conferenceCallId): slide.{rowGuid}.addUpdate (or its public cut),
   * media.{guid}.addUpdate and entrycode.{passwordId}.update.
   */
  FollowPresentationTopics: 'followPresentationTopics',
  /** GET conferencecalls/{confId}/status. */
  FetchCallStatus: 'fetchCallStatus',
  /** GET conferencecalls/{confId}/participants?emailAddress&registered=true (first item used). */
  FetchRegisteredParticipant: 'fetchRegisteredParticipant',
  /** POST conferencecalls/{confId}/participants. */
  RegisterParticipant: 'registerParticipant',
} as const;
export type EntryStep = (typeof EntryStep)[keyof typeof EntryStep];

export interface EntryPlanInput {
  readonly route: RouteChild;
  /** SPEC §7: uegtoken is skipped for retail. */
  readonly isRetail: boolean;
  /**
   * SPEC §1 review mode (the entry-code type is review). Read by the slides and on-demand media
   * routes; the conference routes read isSimuLiveReview.
   */
  readonly reviewMode: boolean;
  /** Review mode (SPEC §1) of a simulated-live conference call (SPEC §2). */
  readonly isSimuLiveReview: boolean;
  /** The call ended with its replay published (conference/call-status.ts endedWithPublishedReplay). */
  readonly callEndedWithPublishedReplay: boolean;
  /** Conference call data Registration. */
  readonly registrationEnabled: boolean;
}

/**
 * SPEC §2: LiveVideo, Slides and SimuLive create a socket token on entry. SPEC §4: a socket opens
 * unless preview, retail, reconnect (this plan is the entry's) or there is no live/media content.
 * - LiveVideo and SimuLive create the token; the topics they follow belong to their live views.
 * - Slides, MediaSlides, VideoOnly and AudioOnly carry content that changes under a viewer (the
 *   SPEC §3 slides update message, the SPEC §4 media upload), so they open a presentation-level
 *   socket and follow the presentation's topics. A review (SPEC §1 review mode) shows the event
 *   as recorded, with nothing live to follow, so it opens none.
 * - Conference and SlidesConference skip setup for a review of a simulated-live conference call;
 *   otherwise they create the socket token (the call's connection), fetch the call status unless
 *   the call ended with a published replay, then fetch the registered participant (registration
 *   enabled) or register the participant.
 * - Documents and SmallGroupMeeting have no realtime setup.
 */
export function planEntry(input: EntryPlanInput): EntryStep[] {
  const token: EntryStep[] = input.isRetail ? [] : [EntryStep.CreateSocketToken];
  switch (input.route) {
    case RouteChild.LiveVideo:
    case RouteChild.SimuLive:
      return token;
    case RouteChild.Slides:
    case RouteChild.MediaSlides:
    case RouteChild.VideoOnly:
    case RouteChild.AudioOnly:
      // SPEC §7: retail gets no token, and without a connection there is nothing to follow.
      if (input.isRetail || input.reviewMode === true) return [];
      return [EntryStep.CreateSocketToken, EntryStep.FollowPresentationTopics];
    case RouteChild.Conference:
    case RouteChild.SlidesConference: {
      if (input.isSimuLiveReview) return [];
      const status = input.callEndedWithPublishedReplay ? [] : [EntryStep.FetchCallStatus];
      const participant = input.registrationEnabled
        ? EntryStep.FetchRegisteredParticipant
        : EntryStep.RegisterParticipant;
      return [...token, ...status, participant];
    }
    default:
      return [];
  }
}

/** SPEC §2: a review (SPEC §1 review mode) of a simulated-live conference call, with or without slides. */
export function isSimuLiveConferenceReview(kind: PresentationKind, reviewMode: boolean): boolean {
  return (
    reviewMode &&
    (kind === PresentationKind.SimuLiveConferenceCallOnly ||
      kind === PresentationKind.SimuLiveConferenceCallWithSlides)
  );
}
