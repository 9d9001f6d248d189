// SPEC §5 HideDocumentsBeforeEvent: with the flag on a live video event, attendees get no
// documents before the event starts — neither in the presentation payload nor as a stream —
// while panelists, coordinators and site admins always do (the domain's liveVideoDocumentsVisible).
import { liveVideoDocumentsVisible } from '@podium/domain';
import type { AccessContext } from '../access/access.service.ts';
import type { LiveVideoRepository } from '../live-video/live-video.repository.ts';

export type DocumentsVisibility = (context: AccessContext) => Promise<boolean>;

export function createDocumentsVisibility(liveVideo: LiveVideoRepository): DocumentsVisibility {
  return async ({ presentation: row, access }) => {
    const hide = row.extras.ConferenceCallData?.HideDocumentsBeforeEvent ?? false;
    if (!hide || row.extras.LiveVideoData == null || access.isSiteAdmin) return true;
    const event = await liveVideo.find(row.id);
    return liveVideoDocumentsVisible({
      // The count does not decide here: the question is whether this viewer may see any.
      documentCount: 1,
      hideDocumentsBeforeEvent: true,
      liveVideoRoles: access.role?.liveVideoRole ?? 0,
      hasStarted: event?.hasStarted ?? false,
    });
  };
}
