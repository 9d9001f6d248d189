// SPEC §6 "public participants lose access when public access is revoked; revoked participants
// are disconnected": a participant the presentation's call has cut off loses the deck with the
// call, not only the call's own calls. The presentation payload, slide images, thumbnails and
// transitions, and documents ask here (the live audio already refuses them, requireParticipant).
// Coordinators, presenters and site admins run the event and are never cut off.
import { isEventCoordinator } from '@podium/domain';
import type { PresentationAccess } from '../access/access.service.ts';
import type {
  CallStandingRow,
  PresentationRepository,
} from '../presentation/presentation.repository.ts';
import { ACCESS_REVOKED_MESSAGE, isParticipantCutOff } from './conference-access.ts';
import { forbidden } from '../../http/errors.ts';

/** Those who run the event: a cut-off never applies to them (SPEC §6). */
function runsTheEvent(access: PresentationAccess): boolean {
  const { role } = access;
  return (
    access.isSiteAdmin ||
    (role !== null && (role.isConferencePresenter || isEventCoordinator(role.liveVideoRole)))
  );
}

/**
 * Whether one of the presentation's calls has cut this viewer off: their registration was
 * revoked, or it is public and the public portion ended. A public participant who never
 * registered is cut off by the public end too (as the realtime hub's directory decides).
 */
function isCutOffByCall(
  access: PresentationAccess,
  standings: readonly CallStandingRow[],
): boolean {
  if (runsTheEvent(access)) return false;
  return standings.some(
    ({ call, participant, isListedPresenter }) =>
      !isListedPresenter &&
      ((participant !== null && isParticipantCutOff(call, participant)) ||
        (access.isPublicParticipant && call.publicCallEndTimeUtc !== null)),
  );
}

export interface CutOffSubject {
  readonly session: { readonly userId: number };
  readonly presentation: { readonly id: number };
  readonly access: PresentationAccess;
}

export function createCallCutOffGuard(
  presentations: Pick<PresentationRepository, 'callStandings'>,
) {
  return {
    /** 403 with the SPEC §8 access-revoked text, the answer of the call's own calls. */
    async requireNotCutOff(subject: CutOffSubject): Promise<void> {
      // Those who run the event need no read at all.
      if (runsTheEvent(subject.access)) return;
      const standings = await presentations.callStandings(
        subject.presentation.id,
        subject.session.userId,
      );
      if (isCutOffByCall(subject.access, standings)) throw forbidden(ACCESS_REVOKED_MESSAGE);
    },
  };
}
