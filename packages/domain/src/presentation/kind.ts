// SPEC §1 presentation kinds, derived from the parts a presentation carries, and the SPEC §2
// route child that renders each kind. Server and web both derive the kind here so they agree.
import { PASSWORD_TYPE_REVIEW, ShowType } from '../constants.ts';
import type { Presentation } from './entities.ts';

/** SPEC §1 kinds. `SimuLiveVideo` is simulated-live playback (pre-recorded played as live). */
export const PresentationKind = {
  NrsDirect: 'NrsDirect',
  SmallGroupMeeting: 'SmallGroupMeeting',
  SimuLiveConferenceCallWithSlides: 'SimuLiveConferenceCallWithSlides',
  SimuLiveConferenceCallOnly: 'SimuLiveConferenceCallOnly',
  SimuLiveVideo: 'SimuLiveVideo',
  VideoWebinar: 'VideoWebinar',
  LiveVideo: 'LiveVideo',
  TwoWayAudio: 'TwoWayAudio',
  CallWithSlides: 'CallWithSlides',
  CallWithoutSlides: 'CallWithoutSlides',
  ConferenceCalling: 'ConferenceCalling',
  MediaWithSlides: 'MediaWithSlides',
  VideoOnly: 'VideoOnly',
  AudioOnly: 'AudioOnly',
  SlidesOnly: 'SlidesOnly',
  DocumentOnly: 'DocumentOnly',
} as const;
export type PresentationKind = (typeof PresentationKind)[keyof typeof PresentationKind];

/** SPEC §2 children of the /{presId} parent route. */
export const RouteChild = {
  LiveVideo: 'LiveVideo',
  Documents: 'Documents',
  Slides: 'Slides',
  VideoOnly: 'VideoOnly',
  AudioOnly: 'AudioOnly',
  MediaSlides: 'MediaSlides',
  SimuLive: 'SimuLive',
  SmallGroupMeeting: 'SmallGroupMeeting',
  Conference: 'Conference',
  SlidesConference: 'SlidesConference',
} as const;
export type RouteChild = (typeof RouteChild)[keyof typeof RouteChild];

/** The parts of a presentation the kind depends on. */
export type KindInput = Pick<
  Presentation,
  | 'IsNrsDirect'
  | 'HasSmallGroupMeetingsVideoAndSlide'
  | 'ShowType'
  | 'HasSimuLiveVideo'
  | 'LiveVideoData'
  | 'HasConferenceCall'
  | 'MeetingData'
  | 'HasSlides'
  | 'Slides'
  | 'Audio'
  | 'Video'
>;

/**
 * A presentation "has slides" when it says so or carries any: a public participant's payload
 * may be cut to zero slides (SPEC §6) yet the event is still a slides event.
 */
export function hasSlides(p: Pick<Presentation, 'HasSlides' | 'Slides'>): boolean {
  return p.HasSlides || p.Slides.length > 0;
}

/**
 * SPEC §1. The most specific format wins, in this order: NRS Direct, small group meeting,
 * simulated-live (ShowType names the conference-call variants; HasSimuLiveVideo the video one),
 * live video (a video webinar is conference call plus live video with no slides), conference
 * calls (two-way audio when meeting data is present; a call that also streams audio/video but
 * has no slides is a call without slides; a call with neither media nor slides is plain
 * conference calling), then on-demand media and slides. An event with none of those parts is
 * document-only: the Documents view is the one that renders an event made of documents and
 * event info alone, even when the document list is empty.
 */
export function derivePresentationKind(p: KindInput): PresentationKind {
  const slides = hasSlides(p);
  const media = p.Audio !== null || p.Video !== null;
  if (p.IsNrsDirect) return PresentationKind.NrsDirect;
  if (p.HasSmallGroupMeetingsVideoAndSlide) return PresentationKind.SmallGroupMeeting;
  if (p.ShowType === ShowType.SimuLiveConferenceCallAndSlides)
    return PresentationKind.SimuLiveConferenceCallWithSlides;
  if (p.ShowType === ShowType.SimuLiveConferenceCallOnly)
    return PresentationKind.SimuLiveConferenceCallOnly;
  if (p.HasSimuLiveVideo) return PresentationKind.SimuLiveVideo;
  if (p.LiveVideoData !== null) {
    return p.HasConferenceCall && !slides
      ? PresentationKind.VideoWebinar
      : PresentationKind.LiveVideo;
  }
  if (p.HasConferenceCall) {
    if (p.MeetingData !== null) return PresentationKind.TwoWayAudio;
    if (slides) return PresentationKind.CallWithSlides;
    return media ? PresentationKind.CallWithoutSlides : PresentationKind.ConferenceCalling;
  }
  if (media && slides) return PresentationKind.MediaWithSlides;
  if (p.Video !== null) return PresentationKind.VideoOnly;
  if (p.Audio !== null) return PresentationKind.AudioOnly;
  if (slides) return PresentationKind.SlidesOnly;
  return PresentationKind.DocumentOnly;
}

/**
 * SPEC §2 route child per kind. NRS Direct and the video webinar are live video formats;
 * the simulated-live conference calls render in Conference/SlidesConference (SPEC §2 has those
 * routes skip setup for a simulated-live review); two-way audio is a conference call with
 * meeting data and renders in Conference.
 */
export function routeChildForKind(kind: PresentationKind): RouteChild {
  switch (kind) {
    case PresentationKind.NrsDirect:
    case PresentationKind.VideoWebinar:
    case PresentationKind.LiveVideo:
      return RouteChild.LiveVideo;
    case PresentationKind.SmallGroupMeeting:
      return RouteChild.SmallGroupMeeting;
    case PresentationKind.SimuLiveConferenceCallWithSlides:
    case PresentationKind.CallWithSlides:
      return RouteChild.SlidesConference;
    case PresentationKind.SimuLiveConferenceCallOnly:
    case PresentationKind.TwoWayAudio:
    case PresentationKind.CallWithoutSlides:
    case PresentationKind.ConferenceCalling:
      return RouteChild.Conference;
    case PresentationKind.SimuLiveVideo:
      return RouteChild.SimuLive;
    case PresentationKind.MediaWithSlides:
      return RouteChild.MediaSlides;
    case PresentationKind.VideoOnly:
      return RouteChild.VideoOnly;
    case PresentationKind.AudioOnly:
      return RouteChild.AudioOnly;
    case PresentationKind.SlidesOnly:
      return RouteChild.Slides;
    case PresentationKind.DocumentOnly:
      return RouteChild.Documents;
  }
}

/** SPEC §1 simulated-live kinds (SPEC §5 disallows slide navigation for them). */
export function isSimuLiveKind(kind: PresentationKind): boolean {
  return (
    kind === PresentationKind.SimuLiveVideo ||
    kind === PresentationKind.SimuLiveConferenceCallOnly ||
    kind === PresentationKind.SimuLiveConferenceCallWithSlides
  );
}

/** Kinds in which live video roles and the live video slide rules apply (SPEC §5, §6). */
export function isLiveVideoKind(kind: PresentationKind): boolean {
  return (
    kind === PresentationKind.LiveVideo ||
    kind === PresentationKind.VideoWebinar ||
    kind === PresentationKind.NrsDirect
  );
}

/**
 * SPEC §1: review mode is on when the entry-code type equals review. The type comes from
 * stored data, so case and surrounding blanks are not significant.
 */
export function isReviewMode(p: Pick<Presentation, 'PasswordType'>): boolean {
  return p.PasswordType?.trim().toLowerCase() === PASSWORD_TYPE_REVIEW;
}
