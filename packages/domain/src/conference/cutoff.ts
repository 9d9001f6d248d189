// SPEC §6 "Public participants lose access when public access is revoked; revoked participants
// are disconnected", with SPEC §4 "a public call end time revokes all public access": whether a
// conference call has cut a viewer off, and why. The server's cut-off guards answer by it (the
// call's participant calls, the deck, documents and media), with the reason in their 403.
//
// Those who run the event are never cut off: they keep the deck and the call they drive even if a
// coordinator revoked their registration by mistake or they entered with a public code.
import { runsTheCall, type EventStaffRoles } from '../roles/roles.ts';
import { staffRolesOf, type PresentationAccess } from '../access/presentation-access.ts';
import type { CutOffReason } from './cutoff-reason.ts';

/** What the viewer's access to the presentation grants, known without reading the call. */
export interface CutOffViewer extends EventStaffRoles {
  /** SPEC §6 public participant: entered with a public entry code. */
  readonly isPublicParticipant: boolean;
}

/** The viewer the cut-off rule reads, from their access to the presentation. */
export function cutOffViewerOf(
  access: Pick<PresentationAccess, 'isSiteAdmin' | 'role' | 'isPublicParticipant'>,
): CutOffViewer {
  return { ...staffRolesOf(access), isPublicParticipant: access.isPublicParticipant };
}

/** The viewer's registration for the call (SPEC §3 Participant), as far as the rule needs it. */
export interface CutOffRegistration {
  readonly accessRevoked: boolean;
  /** Registered as a public participant (SPEC §3 IsPublicParticipant). */
  readonly isPublic: boolean;
}

/** The viewer's standing with one conference call. */
export interface CallStanding {
  /** SPEC §4: the call carries a public call end time (the public portion ended). */
  readonly publicPortionEnded: boolean;
  /** Null when the viewer never registered for the call. */
  readonly registration: CutOffRegistration | null;
  /** On the call's presenter list (SPEC §6: a listed presenter runs the call). */
  readonly isListedPresenter: boolean;
}

/** A viewer's standing with a call, from the call's public end time and their registration. */
export function standingOf(
  call: { readonly publicCallEndTimeUtc: unknown },
  registration: CutOffRegistration | null,
  isListedPresenter: boolean,
): CallStanding {
  return {
    publicPortionEnded: call.publicCallEndTimeUtc !== null,
    registration,
    isListedPresenter,
  };
}

/**
 * SPEC §4/§6: whether this call has cut the viewer off, and why; null when it has not.
 * A public participant (by entry or by registration, registered or not) is cut off once the
 * public portion ended; anyone whose registration was revoked is cut off. A public participant
 * both revoked and past the public end reads the public-ended message, as the live viewer shows
 * it when the public portion ends under them.
 */
export function callCutOff(viewer: CutOffViewer, standing: CallStanding): CutOffReason | null {
  if (runsTheCall(viewer) || standing.isListedPresenter) return null;
  const { registration } = standing;
  const isPublic = viewer.isPublicParticipant || registration?.isPublic === true;
  if (isPublic && standing.publicPortionEnded) return 'publicEnded';
  if (registration?.accessRevoked === true) return 'accessRevoked';
  return null;
}

/**
 * The first cut-off among a presentation's calls (Podium's presentations carry at most one, but
 * the rule does not depend on it); null when none has cut the viewer off.
 */
export function presentationCutOff(
  viewer: CutOffViewer,
  standings: readonly CallStanding[],
): CutOffReason | null {
  for (const standing of standings) {
    const reason = callCutOff(viewer, standing);
    if (reason !== null) return reason;
  }
  return null;
}

/**
 * SPEC §3 Participant.AccessRevoked as the API reports it: the registration's own revocation, or,
 * for a public registration, the end of the public portion. This describes the registration, not
 * the viewer; whether the viewer is cut off is callCutOff's answer.
 */
export function isRegistrationRevoked(
  registration: CutOffRegistration,
  publicPortionEnded: boolean,
): boolean {
  return registration.accessRevoked || (registration.isPublic && publicPortionEnded);
}
