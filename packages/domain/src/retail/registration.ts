// SPEC §2 /register/{presentationId}: what a retail visitor gives to watch a show. SPEC §5 leaves
// user form validation open, so the rules here are Podium's: every field but the company is
// required, names and the company have a length limit, the email must look like one, and the
// country is one of COUNTRY_CODES. The web form shows one message per field from these codes and
// the server refuses the same input with a 400.
import { z } from 'zod';
import { COUNTRY_CODES } from './countries.ts';

/** Longest first or last name accepted. */
export const REGISTRATION_NAME_MAX = 100;
/** Longest company name accepted. */
export const REGISTRATION_COMPANY_MAX = 200;
/** RFC 5321's limit on an address. */
export const REGISTRATION_EMAIL_MAX = 254;

export const REGISTRATION_FIELDS = [
  'FirstName',
  'LastName',
  'Email',
  'Company',
  'CountryCode',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** Why a field was refused; the web maps each to a translated message. */
export type RegistrationProblem = 'required' | 'tooLong' | 'invalidEmail' | 'unknownCountry';

export interface RegistrationInput {
  readonly FirstName: string;
  readonly LastName: string;
  readonly Email: string;
  readonly Company: string;
  readonly CountryCode: string;
}

export type RegistrationProblems = Partial<Record<RegistrationField, RegistrationProblem>>;

/** One @, no spaces, a dot in the domain that neither starts nor ends it. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const COUNTRIES: ReadonlySet<string> = new Set(COUNTRY_CODES);

function textProblem(value: string, max: number, required: boolean): RegistrationProblem | null {
  const trimmed = value.trim();
  if (required && trimmed === '') return 'required';
  if (trimmed.length > max) return 'tooLong';
  return null;
}

function emailProblem(value: string): RegistrationProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > REGISTRATION_EMAIL_MAX) return 'tooLong';
  return EMAIL_PATTERN.test(trimmed) ? null : 'invalidEmail';
}

/** Every field's problem (empty when the input may register). */
export function registrationProblems(input: RegistrationInput): RegistrationProblems {
  const found: [RegistrationField, RegistrationProblem | null][] = [
    ['FirstName', textProblem(input.FirstName, REGISTRATION_NAME_MAX, true)],
    ['LastName', textProblem(input.LastName, REGISTRATION_NAME_MAX, true)],
    ['Email', emailProblem(input.Email)],
    ['Company', textProblem(input.Company, REGISTRATION_COMPANY_MAX, false)],
    [
      'CountryCode',
      input.CountryCode === ''
        ? 'required'
        : COUNTRIES.has(input.CountryCode)
          ? null
          : 'unknownCountry',
    ],
  ];
  const problems: RegistrationProblems = {};
  for (const [field, problem] of found) if (problem) problems[field] = problem;
  return problems;
}

/** The stored form of an accepted registration: trimmed, the email lower-cased. */
export function normalizeRegistration(input: RegistrationInput): RegistrationInput {
  return {
    FirstName: input.FirstName.trim(),
    LastName: input.LastName.trim(),
    Email: input.Email.trim().toLowerCase(),
    Company: input.Company.trim(),
    CountryCode: input.CountryCode,
  };
}

const PROBLEM_TEXT: Record<RegistrationProblem, string> = {
  required: 'is required',
  tooLong: 'is too long',
  invalidEmail: 'is not a valid email address',
  unknownCountry: 'is not a known country code',
};

/** SPEC §3 link code of a retail show's public link: letters, digits and dashes. */
export const LinkCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and dashes only');

/**
 * POST {product}/shows/{presId}/registrations. The shape is checked first, then every field by
 * registrationProblems (the first problem names its field); the output is normalized.
 */
export const RegistrationBodySchema = z
  .object({
    FirstName: z.string().max(1000),
    LastName: z.string().max(1000),
    Email: z.string().max(1000),
    Company: z.string().max(1000).default(''),
    CountryCode: z.string().max(2),
    LinkCode: LinkCode.optional(),
  })
  .superRefine((body, ctx) => {
    for (const [field, problem] of Object.entries(registrationProblems(body))) {
      ctx.addIssue({ code: 'custom', path: [field], message: PROBLEM_TEXT[problem] });
    }
  })
  .transform((body) => ({ ...body, ...normalizeRegistration(body) }));
export type RegistrationBody = z.input<typeof RegistrationBodySchema>;
