// SPEC §3 User as GetLoggedInUserForPresentation returns it.
import {
  LiveVideoRole,
  RETAIL_USER_DEFAULT_PERMISSIONS,
  SgmRole,
  type PresPermissions,
  type User,
} from '@podium/domain';
import type { RequestSession } from '../../types.ts';
import type { PresentationAccess } from '../access/access.service.ts';
import type { UserRow } from './session.repository.ts';

function permissions(access: PresentationAccess): PresPermissions {
  if (access.role)
    return {
      PresentationRole: access.role.liveVideoRole,
      SlideNavigation: access.role.slideNavigation,
    };
  // Entered with a code: an attendee of the event (roles only matter for live video, SPEC §6).
  if (access.grant?.entryCodeId)
    return { PresentationRole: LiveVideoRole.Attendee, SlideNavigation: true };
  return RETAIL_USER_DEFAULT_PERMISSIONS;
}

export function fullName(user: UserRow): string {
  return [user.firstName, user.middleInitial, user.lastName]
    .filter((part) => part !== '')
    .join(' ');
}

export function toUser(session: RequestSession, access: PresentationAccess): User {
  const { user } = session;
  return {
    CoreId: user.id,
    FullName: fullName(user),
    FirstName: user.firstName,
    MiddleInitial: user.middleInitial,
    LastName: user.lastName,
    Company: user.company,
    EmailAddress: user.email ?? user.contactEmail ?? '',
    CountryCode: user.countryCode,
    UserSiteAdmin: user.isSiteAdmin,
    AntiForgeryToken: session.antiForgeryToken,
    PresPermissions: permissions(access),
    IsUnderwriterAdmin: user.isUnderwriterAdmin,
    IsPublicParticipant: access.isPublicParticipant,
    SgmRole: access.role?.sgmRole ?? SgmRole.None,
    IsConferencePresenter: access.role?.isConferencePresenter ?? false,
  };
}
