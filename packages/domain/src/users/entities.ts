// SPEC §3 User, as returned by GET account/GetLoggedInUserForPresentation.
import { z } from 'zod';

export const PresPermissionsSchema = z.object({
  /** Live video role bits (SPEC §6): None 0, Attendee 1, Panelist 2, Event Coordinator 4. */
  PresentationRole: z.number().int().min(0).max(7),
  SlideNavigation: z.boolean(),
});
export type PresPermissions = z.infer<typeof PresPermissionsSchema>;

export const UserSchema = z.object({
  CoreId: z.number().int(),
  FullName: z.string(),
  FirstName: z.string(),
  MiddleInitial: z.string(),
  LastName: z.string(),
  Company: z.string(),
  EmailAddress: z.string(),
  CountryCode: z.string(),
  UserSiteAdmin: z.boolean(),
  AntiForgeryToken: z.string(),
  PresPermissions: PresPermissionsSchema,
  /** SPEC §3 underwriter admin flag. */
  IsUnderwriterAdmin: z.boolean(),
  /** SPEC §6 public versus registered participant (entry by a public entry code). */
  IsPublicParticipant: z.boolean(),
  /** SPEC §6 SGM role: None 0, Attendee 1, Host 2. */
  SgmRole: z.number().int().min(0).max(2),
  /** SPEC §6 conference call presenter. */
  IsConferencePresenter: z.boolean(),
});
export type User = z.infer<typeof UserSchema>;
