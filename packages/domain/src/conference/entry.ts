// SPEC §2 entry: the setup each route child runs once the user and presentation are loaded,
// as a plan of steps the web app executes in order (each step is one SPEC §7 call).
import { PresentationKind, RouteChild } from '../presentation/kind.ts';

export const EntryStep = {
  /** POST uegtoken (SPEC §7): the socket token. */
  CreateSocketToken: 'createSocketToken',
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
  /** Review mode (SPEC §1) of a simulated-live conference call (SPEC §2). */
  readonly isSimuLiveReview: boolean;
  /** The call ended with its replay published (conference/call-status.ts endedWithPublishedReplay). */
  readonly callEndedWithPublishedReplay: boolean;
  /** Conference call data Registration. */
  readonly registrationEnabled: boolean;
}

/**
 * SPEC §2: LiveVideo, Slides and SimuLive create a socket token on entry. Conference and
 * SlidesConference skip setup for a review of a simulated-live conference call; otherwise they
 * create the socket token, fetch the call status unless the call ended with a published replay,
 * then fetch the registered participant (registration enabled) or register the participant.
 * Other routes have no realtime setup.
 */
export function planEntry(input: EntryPlanInput): EntryStep[] {
  const token: EntryStep[] = input.isRetail ? [] : [EntryStep.CreateSocketToken];
  switch (input.route) {
    case RouteChild.LiveVideo:
    case RouteChild.Slides:
    case RouteChild.SimuLive:
      return token;
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
