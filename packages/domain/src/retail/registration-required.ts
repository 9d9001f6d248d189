// Whether a retail show asks its visitors to register (SPEC §2: /register is reached by "retail
// users who must register", so a show may also let them watch without). SPEC names no field for
// it; Podium keeps it on the retail show as RegistrationRequired, true unless the show says
// otherwise. A show that requires no registration is watched by any visitor as a retail user
// (SPEC §3 defaults, no socket, no hub token, no log); one that requires it opens nothing, not its
// slides, slide media or documents, to a visitor who did not register.

/** What access needs to know about a retail show. */
export interface RetailShowTerms {
  readonly registrationRequired: boolean;
}

/** Registration is asked for unless a show says otherwise. */
export const RETAIL_REGISTRATION_REQUIRED_DEFAULT = true;

/** Whether a visitor who did not register may watch: a retail show that requires no registration. */
export function watchableWithoutRegistration(show: RetailShowTerms | null | undefined): boolean {
  return show !== null && show !== undefined && !show.registrationRequired;
}
