// Who sees the deck cut before PrivateSlidesBeginAt (the domain's cutsAtPrivateStart): public
// participants (SPEC §6) and reviews of a simulated-live call that asks public/private (SPEC §4).
// The presentation payload, slide images and slide media all ask here, so a slide cut from the
// payload is not served by its own URL either.
import { cutsAtPrivateStart, derivePresentationKind, isReviewMode } from '@podium/domain';
import type { PresentationAccess } from '../access/access.service.ts';
import type { PresentationRow } from './presentation.repository.ts';

export function seesDeckCutAtPrivateStart(
  row: PresentationRow,
  access: Pick<PresentationAccess, 'isPublicParticipant' | 'entryCode'>,
): boolean {
  const extras = row.extras;
  // The simulated-live kinds the rule asks about follow from the show type, whatever the slides
  // and media: the kind is derived without them.
  const kind = derivePresentationKind({
    IsNrsDirect: extras.IsNrsDirect ?? false,
    HasSmallGroupMeetingsVideoAndSlide: extras.HasSmallGroupMeetingsVideoAndSlide ?? false,
    ShowType: row.showType,
    HasSimuLiveVideo: extras.HasSimuLiveVideo ?? false,
    LiveVideoData: extras.LiveVideoData ?? null,
    HasConferenceCall: extras.HasConferenceCall ?? false,
    MeetingData: extras.MeetingData ?? null,
    HasSlides: false,
    Slides: [],
    Audio: null,
    Video: null,
  });
  return cutsAtPrivateStart({
    isPublicParticipant: access.isPublicParticipant,
    kind,
    reviewMode: isReviewMode({ PasswordType: access.entryCode?.type ?? null }),
    askForPublicPrivate: extras.ConferenceCallData?.AskForPublicPrivate ?? false,
  });
}
