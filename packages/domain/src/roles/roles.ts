// SPEC §6 roles: live video role bits, SGM roles, and who may drive shared state.
import type { PresPermissions } from '../users/entities.ts';
import { isLiveVideoKind, type PresentationKind } from '../presentation/kind.ts';

/** SPEC §6 live video role bits; a user may hold several (e.g. Panelist | EventCoordinator = 6). */
export const LiveVideoRole = { None: 0, Attendee: 1, Panelist: 2, EventCoordinator: 4 } as const;
export type LiveVideoRole = (typeof LiveVideoRole)[keyof typeof LiveVideoRole];

/** SPEC §6 SGM roles (plain values, not bits). */
export const SgmRole = { None: 0, Attendee: 1, Host: 2 } as const;
export type SgmRole = (typeof SgmRole)[keyof typeof SgmRole];

/** SPEC §3: a retail user's permissions when the server sends none. */
export const RETAIL_USER_DEFAULT_PERMISSIONS: PresPermissions = {
  PresentationRole: LiveVideoRole.None,
  SlideNavigation: true,
};

/** Whether the role bits include `role`; for None: whether no role bit is set. */
export function hasRole(bits: number, role: LiveVideoRole): boolean {
  if (role === LiveVideoRole.None) return bits === 0;
  return (bits & role) === role;
}

/** SPEC §6: live video roles apply only when live video or NRS Direct is on; elsewhere they count as None. */
export function effectiveLiveVideoRoles(bits: number, kind: PresentationKind): number {
  return isLiveVideoKind(kind) ? bits : LiveVideoRole.None;
}

export function isEventCoordinator(bits: number): boolean {
  return hasRole(bits, LiveVideoRole.EventCoordinator);
}

/** A live video attendee in the sense of SPEC §9 prefetch: attendee bit, and neither panelist nor coordinator. */
export function isLiveVideoAttendeeOnly(bits: number): boolean {
  return (
    hasRole(bits, LiveVideoRole.Attendee) &&
    !hasRole(bits, LiveVideoRole.Panelist) &&
    !isEventCoordinator(bits)
  );
}

export function isSgmHost(role: number): boolean {
  return role === SgmRole.Host;
}

/** Where a view focus change by this user lands. */
export type FocusChangeScope = 'shared' | 'local';

/** SPEC §6: coordinators and slide controllers change the shared view focus; others change it locally. */
export function focusChangeScope(who: {
  readonly liveVideoRoles: number;
  readonly controlsSlides: boolean;
}): FocusChangeScope {
  return isEventCoordinator(who.liveVideoRoles) || who.controlsSlides ? 'shared' : 'local';
}

/**
 * SPEC §6: only event coordinators and SGM hosts may send call-started, broadcast-started and
 * force-end updates. The server enforces this; the web app uses it to show the controls.
 */
export function maySendCallControlUpdates(who: {
  readonly liveVideoRoles: number;
  readonly sgmRole: number;
}): boolean {
  return isEventCoordinator(who.liveVideoRoles) || isSgmHost(who.sgmRole);
}

/** SPEC §6: only SGM hosts send meeting-launch-in-progress and leaving-status updates. */
export function maySendMeetingStatusUpdates(who: { readonly sgmRole: number }): boolean {
  return isSgmHost(who.sgmRole);
}

/** A user's standing on one presentation, as far as SPEC §6's roles of those who run it go. */
export interface EventStaffRoles {
  readonly isSiteAdmin: boolean;
  /** SPEC §6 live video role bits on the presentation (Event Coordinator 4). */
  readonly liveVideoRoles: number;
  /** SPEC §6 conference call presenter, by the user's role on the presentation. */
  readonly isConferencePresenter: boolean;
}

/**
 * SPEC §6 event coordinators, and site admins who may do all they may: they moderate the event
 * (the coordinator console, notifications, who talks, who presents).
 */
export function coordinatesEvent(
  who: Pick<EventStaffRoles, 'isSiteAdmin' | 'liveVideoRoles'>,
): boolean {
  return who.isSiteAdmin || isEventCoordinator(who.liveVideoRoles);
}

/**
 * SPEC §6: site admins, event coordinators and conference call presenters run the call: they
 * drive its slides, follow its presenter list and are never cut off from it.
 */
export function runsTheCall(who: EventStaffRoles): boolean {
  return who.isConferencePresenter || coordinatesEvent(who);
}
