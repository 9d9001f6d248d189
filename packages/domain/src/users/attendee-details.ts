// Entry by code where the event needs registration (a conference call with Q&A): the attendee
// gives a first and last name, a company and an email once, so questions and the coordinators'
// participants list name them. The field rules are the registration form's (retail/registration),
// without the country; the web shows one message per field and the server refuses the same
// input with a 400.
import { z } from 'zod';
import { QandAType } from '../constants.ts';
import {
  REGISTRATION_COMPANY_MAX,
  REGISTRATION_EMAIL_MAX,
  REGISTRATION_NAME_MAX,
  registrationProblems,
  type RegistrationProblem,
} from '../retail/registration.ts';
import { IdParam } from '../api/schemas.ts';

export const ATTENDEE_DETAILS_FIELDS = ['FirstName', 'LastName', 'Company', 'Email'] as const;
export type AttendeeDetailsField = (typeof ATTENDEE_DETAILS_FIELDS)[number];
export type AttendeeDetailsProblem = Exclude<RegistrationProblem, 'unknownCountry'>;
export type AttendeeDetailsProblems = Partial<Record<AttendeeDetailsField, AttendeeDetailsProblem>>;

export interface AttendeeDetailsInput {
  readonly FirstName: string;
  readonly LastName: string;
  readonly Company: string;
  readonly Email: string;
}

export const ATTENDEE_DETAILS_LIMITS: Record<AttendeeDetailsField, number> = {
  FirstName: REGISTRATION_NAME_MAX,
  LastName: REGISTRATION_NAME_MAX,
  Company: REGISTRATION_COMPANY_MAX,
  Email: REGISTRATION_EMAIL_MAX,
};

/** Every field's problem, in form order (empty when the details may be saved). */
export function attendeeDetailsProblems(input: AttendeeDetailsInput): AttendeeDetailsProblems {
  const found = registrationProblems({ ...input, CountryCode: 'US' });
  const problems: AttendeeDetailsProblems = {};
  for (const field of ATTENDEE_DETAILS_FIELDS) {
    const problem = found[field];
    if (problem && problem !== 'unknownCountry') problems[field] = problem;
  }
  return problems;
}

/**
 * Whether entering by code must ask for the details: the presentation has a conference call with
 * Q&A, or a small group meeting (where everyone sees each other's name), and the user is a guest
 * of an entry code who has not given them yet (accounts have names).
 */
export function needsAttendeeDetails(facts: {
  readonly qandAType: QandAType | null;
  readonly smallGroupMeeting: boolean;
  readonly isGuest: boolean;
  readonly detailsGiven: boolean;
}): boolean {
  const asksQuestions = facts.qandAType !== null && facts.qandAType !== QandAType.None;
  if (!asksQuestions && !facts.smallGroupMeeting) return false;
  return facts.isGuest && !facts.detailsGiven;
}

const PROBLEM_TEXT: Record<AttendeeDetailsProblem, string> = {
  required: 'is required',
  tooLong: 'is too long',
  invalidEmail: 'is not a valid email address',
};

/** POST entrycode/attendeedetails: trimmed, the email lower-cased. */
export const AttendeeDetailsBodySchema = z
  .strictObject({
    PresentationId: IdParam,
    FirstName: z.string().max(1000),
    LastName: z.string().max(1000),
    Company: z.string().max(1000).default(''),
    Email: z.string().max(1000),
  })
  .superRefine((body, ctx) => {
    for (const [field, problem] of Object.entries(attendeeDetailsProblems(body))) {
      ctx.addIssue({ code: 'custom', path: [field], message: PROBLEM_TEXT[problem] });
    }
  })
  .transform((body) => ({
    PresentationId: body.PresentationId,
    FirstName: body.FirstName.trim(),
    LastName: body.LastName.trim(),
    Company: body.Company.trim(),
    Email: body.Email.trim().toLowerCase(),
  }));
export type AttendeeDetailsBody = z.input<typeof AttendeeDetailsBodySchema>;
