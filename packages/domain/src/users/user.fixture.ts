// A valid User per the shared schema (SPEC §7 GetLoggedInUserForPresentation), overridable field
// by field: the apps' tests build their users from it.
import type { User } from './entities.ts';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    CoreId: 42,
    FullName: 'Ada Attendee',
    FirstName: 'Ada',
    MiddleInitial: '',
    LastName: 'Attendee',
    Company: 'Example Capital',
    EmailAddress: 'attendee@podium.test',
    CountryCode: 'US',
    UserSiteAdmin: false,
    AntiForgeryToken: 'token-123',
    PresPermissions: { PresentationRole: 1, SlideNavigation: true },
    IsUnderwriterAdmin: false,
    IsPublicParticipant: false,
    SgmRole: 0,
    IsConferencePresenter: false,
    ...overrides,
  };
}
