// Conference rows → the SPEC §3 shapes the API and the hub send.
import {
  isRegistrationRevoked,
  type CallStatusMessage,
  type CallStatusResponse,
  type ConferencePresControl,
  type Participant,
  type ParticipantSession,
  type PresenterListMessage,
  type PresenterUpdateMessage,
} from '@podium/domain';
import type {
  CallRow,
  ParticipantRow,
  ParticipantSessionRow,
  PresenterRow,
} from './conference.repository.ts';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function toCallStatus(call: CallRow): CallStatusResponse {
  return {
    Status: call.status,
    StreamingState: call.streamingState,
    UpdatedDateUtc: iso(call.statusUpdatedAt),
    PublicCallEndTimeUtc: isoOrNull(call.publicCallEndTimeUtc),
    StartTimeUtc: iso(call.startTimeUtc),
    IsDeleted: call.isDeleted,
    QuestionEditAllowed: call.questionEditAllowed,
  };
}

/** The status-topic message (SPEC §7 conferencecall.{id}.status); null before the call starts. */
export function toCallStatusMessage(call: CallRow): CallStatusMessage | null {
  if (call.status === null) return null;
  return {
    Status: call.status,
    StreamingState: call.streamingState,
    UpdatedDateUtc: iso(call.statusUpdatedAt),
    PublicCallEndTimeUtc: isoOrNull(call.publicCallEndTimeUtc),
    IsDeleted: call.isDeleted,
    StartTimeUtc: iso(call.startTimeUtc),
  };
}

export function toParticipant(row: ParticipantRow, call: CallRow): Participant {
  return {
    Id: row.id,
    IsPublicParticipant: row.isPublic,
    // SPEC §3/§4/§6: the registration's own state (revoked, or public past the public portion),
    // as the console lists it. Whether its holder is cut off is callCutOff's answer: a revoked
    // registration held by someone who runs the call cuts nobody off (the viewer asks the same).
    AccessRevoked: isRegistrationRevoked(row, call.publicCallEndTimeUtc !== null),
    RegistrationType: row.registrationType,
    AllowToTalk: row.allowToTalk,
  };
}

export function toParticipantSession(row: ParticipantSessionRow): ParticipantSession {
  return {
    Id: row.id,
    ConferenceId: row.conferenceId,
    ParticipantId: row.participantId,
    ParticipantType: row.participantType,
    JoinTimeUtc: isoOrNull(row.joinTimeUtc),
    IsActive: row.isActive,
  };
}

export function presenterName(p: Pick<PresenterRow, 'firstName' | 'lastName'>): string {
  return `${p.firstName} ${p.lastName}`.trim();
}

export function toPresenterList(presenters: readonly PresenterRow[]): PresenterListMessage {
  return {
    Presenters: presenters.map((p) => ({
      CoreUserId: p.userId,
      Name: presenterName(p),
      EmailAddress: p.email,
    })),
  };
}

/** The active presenter's name: from the list, or from the user row for a site admin outside it. */
export function toPresenterUpdate(
  call: CallRow,
  activeName: string | null,
  slideIndex: number = call.slideIndex,
): PresenterUpdateMessage {
  return {
    SlideIndex: slideIndex,
    ActivePresenterCoreUserId: call.activePresenterId,
    ActivePresenterName: call.activePresenterId === null ? null : activeName,
  };
}

export function toConferencePresControl(
  call: CallRow,
  presenters: readonly PresenterRow[],
  activeName: string | null,
  slideIndex: number,
): ConferencePresControl {
  return {
    PresenterControlEnabled: call.presenterControlEnabled,
    SlideSyncEnabled: call.slideSyncEnabled,
    ...toPresenterUpdate(call, activeName, slideIndex),
    Presenters: presenters.map((p) => ({ CoreUserId: p.userId, Name: presenterName(p) })),
  };
}
