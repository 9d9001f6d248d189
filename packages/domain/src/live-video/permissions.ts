// SPEC §6 for live video: which update sources a user may send, and who sees the studio and its
// ingest details. Sources 1 (started), 2 (ended), 6 (broadcast started) and 10 (force end) are
// the event coordinators' alone; the shared view (5) is theirs and the slide controllers'.
import { UpdateSource } from '../realtime/update-source.ts';
import { focusChangeScope, hasRole, isEventCoordinator, LiveVideoRole } from '../roles/roles.ts';

/** The update sources that drive a live video event (SPEC §7). */
export const LIVE_VIDEO_EVENT_SOURCES = [
  UpdateSource.CallStarted,
  UpdateSource.CallEnded,
  UpdateSource.VideoFocusUpdated,
  UpdateSource.BroadcastStarted,
  UpdateSource.ForceEnd,
] as const;

export function mayPublishLiveVideoUpdate(
  who: { readonly liveVideoRoles: number; readonly controlsSlides: boolean },
  source: UpdateSource,
): boolean {
  const coordinator = isEventCoordinator(who.liveVideoRoles);
  switch (source) {
    case UpdateSource.CallStarted:
    case UpdateSource.CallEnded:
    case UpdateSource.BroadcastStarted:
    case UpdateSource.ForceEnd:
      return coordinator;
    case UpdateSource.VideoFocusUpdated:
      return focusChangeScope(who) === 'shared';
    case UpdateSource.SlideUpdated:
      return who.controlsSlides;
    case UpdateSource.ActivePresenterUpdated:
      return coordinator || hasRole(who.liveVideoRoles, LiveVideoRole.Panelist);
    case UpdateSource.MeetingLaunchInProgress:
      return false;
  }
}

/** SPEC §7 getConnectionURL / getStartURL: panelists and coordinators of the event. */
export function mayPresentLiveVideo(liveVideoRoles: number): boolean {
  return (
    hasRole(liveVideoRoles, LiveVideoRole.Panelist) ||
    hasRole(liveVideoRoles, LiveVideoRole.EventCoordinator)
  );
}

/**
 * SPEC §5: documents show only if present and the event state allows; with hide-before-event,
 * live video attendees see none before the start. Panelists and coordinators always see them.
 */
export function liveVideoDocumentsVisible(input: {
  readonly documentCount: number;
  readonly hideDocumentsBeforeEvent: boolean;
  readonly liveVideoRoles: number;
  readonly hasStarted: boolean;
}): boolean {
  if (input.documentCount === 0) return false;
  if (!input.hideDocumentsBeforeEvent || input.hasStarted) return true;
  return mayPresentLiveVideo(input.liveVideoRoles);
}
