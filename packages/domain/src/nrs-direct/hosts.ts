// SPEC §6 NRS Direct host selection: shown to hosts in the host list (NrsDirectHosts) and to event
// coordinators; the host made active turns the slides for everyone.
import { isEventCoordinator } from '../roles/roles.ts';

export interface HostSelectionViewer {
  readonly coreUserId: number | null;
  readonly liveVideoRoles: number;
}

export function mayShowHostSelection(
  viewer: HostSelectionViewer,
  hostCoreUserIds: readonly number[],
): boolean {
  if (isEventCoordinator(viewer.liveVideoRoles)) return true;
  return viewer.coreUserId !== null && hostCoreUserIds.includes(viewer.coreUserId);
}

/**
 * Who may make a host active (the SPEC §6 presenter-control rule, mayAssignActivePresenter): an
 * event coordinator any listed host; a host only themselves (taking the presentation over).
 */
export function mayMakeActiveHost(
  viewer: HostSelectionViewer,
  hostCoreUserIds: readonly number[],
  candidateCoreUserId: number,
): boolean {
  if (!hostCoreUserIds.includes(candidateCoreUserId)) return false;
  if (isEventCoordinator(viewer.liveVideoRoles)) return true;
  return viewer.coreUserId === candidateCoreUserId;
}
