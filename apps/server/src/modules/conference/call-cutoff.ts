// SPEC §6 "public participants lose access when public access is revoked; revoked participants
// are disconnected": a participant the presentation's call has cut off loses the deck with the
// call, not only the call's own calls. The presentation payload, slide images, thumbnails and
// transitions, documents, and media (chapters, speaker and slide media, media files) ask here;
// the call's own calls ask conference-access.ts. Both answer by the domain's callCutOff, so the
// same people (event coordinators, conference presenters, site admins, listed presenters) are
// never cut off, and the 403 names its reason for the viewer's SPEC §8 text.
import { cutOffViewerOf, presentationCutOff, runsTheCall, standingOf } from '@podium/domain';
import type { PresentationAccess } from '../access/access.service.ts';
import type { PresentationRepository } from '../presentation/presentation.repository.ts';
import { cutOffError } from './conference-access.ts';
import type { AccessMemory } from '../access/access-memory.ts';

export interface CutOffSubject {
  readonly session: { readonly id: string; readonly userId: number };
  readonly presentation: { readonly id: number };
  readonly access: PresentationAccess;
}

/**
 * With an access memory, a "not cut off" answer is remembered for the session (access-memory.ts):
 * a revocation or a public portion's end forgets it on every process as its hub message arrives.
 */
export function createCallCutOffGuard(
  presentations: Pick<PresentationRepository, 'callStandings'>,
  memory: AccessMemory | null = null,
) {
  return {
    /** 403 with the SPEC §8 access-revoked text (and the reason), as the call's own calls. */
    async requireNotCutOff(subject: CutOffSubject): Promise<void> {
      const viewer = cutOffViewerOf(subject.access);
      // Those who run the event need no read at all.
      if (runsTheCall(viewer)) return;
      const { id: sessionId } = subject.session;
      const presId = subject.presentation.id;
      if (memory?.isNotCutOff(sessionId, presId)) return;
      const since = memory?.generation() ?? 0;
      const standings = await presentations.callStandings(
        subject.presentation.id,
        subject.session.userId,
      );
      const reason = presentationCutOff(
        viewer,
        standings.map(({ call, participant, isListedPresenter }) =>
          standingOf(call, participant, isListedPresenter),
        ),
      );
      if (reason !== null) throw cutOffError(reason);
      memory?.rememberNotCutOff(sessionId, presId, since);
    },
  };
}
