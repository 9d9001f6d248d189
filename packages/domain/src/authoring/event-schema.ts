// The manage area's event settings (create and update body) and entry code body, validated by
// the server and by the form with the same messages. Option fields a kind does not use are kept
// as given; the server applies only those the kind's options name (kinds.ts).
import { z } from 'zod';
import { QandAType, ReplayType } from '../constants.ts';
import {
  DATE_RANGE_FORM_MESSAGE,
  dateTimeSchema,
  isDateTimeInRange,
  isYearInDateTimeRange,
} from '../api/date-time.ts';
import { AUTHORING_KIND_VALUES } from './kinds.ts';
import { isValidTimeZone, WALL_TIME_PATTERN, zonedWallTimeToUtc } from './time-zone.ts';

/** Longest title the viewer's title bar is built for. */
export const EVENT_TITLE_MAX_CHARS = 200;
/** Longest disclaimer and SEC warning text. */
export const EVENT_LONG_TEXT_MAX_CHARS = 10_000;
/** Most dial-in numbers one event lists. */
export const MAX_DIAL_IN_NUMBERS = 10;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,24}$/;

export const DialInEntrySchema = z.object({
  Country: z.string().trim().min(1, 'Enter the country of the number.').max(80),
  PhoneNumber: z.string().trim().regex(PHONE, 'Enter a phone number of digits, spaces and dashes.'),
  NumberType: z.enum(['TollFree', 'Local'], 'Choose toll-free or local.'),
});
export type DialInEntry = z.infer<typeof DialInEntrySchema>;

export const EventSecuritySchema = z
  .object({
    BlockSlidesCopy: z.boolean().default(false),
    BlockSlidesText: z.boolean().default(false),
    ShowSECWarn: z.boolean().default(false),
    ShowSECWarnText: z.string().trim().max(EVENT_LONG_TEXT_MAX_CHARS).default(''),
    EventMediaButton: z.boolean().default(false),
    ProspectusButton: z.boolean().default(false),
  })
  .refine((s) => !s.ShowSECWarn || s.ShowSECWarnText.length > 0, {
    path: ['ShowSECWarnText'],
    error: 'Enter the SEC warning text, or turn the warning off.',
  });

const optionalWallTime = z
  .string()
  .regex(WALL_TIME_PATTERN, 'Enter a date and time, or leave it empty.')
  .nullable()
  .default(null);

/** The fields of the event form, as the client sends them. */
export const EventSettingsBodySchema = z
  .object({
    Title: z
      .string('Enter a title.')
      .trim()
      .min(1, 'Enter a title.')
      .max(
        EVENT_TITLE_MAX_CHARS,
        `The title can have at most ${EVENT_TITLE_MAX_CHARS} characters.`,
      ),
    Kind: z.enum(AUTHORING_KIND_VALUES, 'Choose the kind of event.'),
    StartTime: z
      .string('Enter the start date and time.')
      .regex(WALL_TIME_PATTERN, 'Enter the start date and time.'),
    Timezone: z
      .string('Choose a time zone.')
      .refine(isValidTimeZone, 'Choose a time zone from the list.'),
    Description: z.string().trim().max(EVENT_LONG_TEXT_MAX_CHARS).default(''),
    QandAType: z.enum(Object.values(QandAType), 'Choose a Q&A type.').default('None'),
    AskForPublicPrivate: z.boolean().default(false),
    /** SPEC §3 PrivateSlidesBeginAt: index of the first private slide (0-based); null: none. */
    PrivateSlidesBeginAt: z
      .number('Enter a slide number.')
      .int('Enter a whole slide number.')
      .min(1, 'Private slides cannot begin at the first slide.')
      .max(10_000)
      .nullable()
      .default(null),
    ReplayType: z.enum(Object.values(ReplayType), 'Choose a replay type.').default('None'),
    PresenterControlEnabled: z.boolean().default(false),
    Security: EventSecuritySchema.default({
      BlockSlidesCopy: false,
      BlockSlidesText: false,
      ShowSECWarn: false,
      ShowSECWarnText: '',
      EventMediaButton: false,
      ProspectusButton: false,
    }),
    DisclaimerText: z.string().trim().max(EVENT_LONG_TEXT_MAX_CHARS).default(''),
    PrimaryColor: z
      .string()
      .regex(HEX_COLOR, 'Enter a colour as # and six hex digits, e.g. #1a5fb4.')
      .nullable()
      .default(null),
    /** SPEC §3 slidesAvailableDateTime, as a wall time in the event's zone; null: from the start. */
    SlidesAvailableFrom: optionalWallTime,
    /** SPEC §3 slidesExpireDateTime, as a wall time in the event's zone; null: never. */
    SlidesAvailableUntil: optionalWallTime,
    DialInNumbers: z
      .array(DialInEntrySchema)
      .max(MAX_DIAL_IN_NUMBERS, `At most ${MAX_DIAL_IN_NUMBERS} dial-in numbers.`)
      .default([]),
  })
  .superRefine((body, ctx) => {
    const startProblem = wallTimeProblem(body.StartTime, body.Timezone);
    if (startProblem !== null)
      ctx.addIssue({ code: 'custom', path: ['StartTime'], message: startProblem });
    for (const field of ['SlidesAvailableFrom', 'SlidesAvailableUntil'] as const) {
      const wallTime = body[field];
      const problem = wallTime === null ? null : wallTimeProblem(wallTime, body.Timezone);
      if (problem !== null) ctx.addIssue({ code: 'custom', path: [field], message: problem });
    }
    const window = settingsSlidesWindow(body);
    if (
      window.availableFrom !== null &&
      window.availableUntil !== null &&
      Date.parse(window.availableUntil) <= Date.parse(window.availableFrom)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['SlidesAvailableUntil'],
        message: 'The slides must stop being available after they start.',
      });
    if (body.AskForPublicPrivate && body.PrivateSlidesBeginAt === null)
      ctx.addIssue({
        code: 'custom',
        path: ['PrivateSlidesBeginAt'],
        message: 'Enter the slide where the private slides begin.',
      });
  });
export type EventSettingsBody = z.input<typeof EventSettingsBodySchema>;
export type EventSettings = z.output<typeof EventSettingsBodySchema>;

/**
 * Why a wall time in a known zone cannot be a start time, or null (text of another shape and an
 * unknown zone have their own messages). The year is checked before the zone's rules are applied,
 * which read years below 100 as 19xx; the instant after, which the zone can carry into the year
 * before or after.
 */
function wallTimeProblem(wallTime: string, zone: string): string | null {
  if (!WALL_TIME_PATTERN.test(wallTime) || !isValidTimeZone(zone)) return null;
  if (!isYearInDateTimeRange(Number(wallTime.slice(0, 4)))) return DATE_RANGE_FORM_MESSAGE;
  const utc = zonedWallTimeToUtc(wallTime, zone);
  if (utc === null) return 'That date and time does not exist.';
  return isDateTimeInRange(utc) ? null : DATE_RANGE_FORM_MESSAGE;
}

/** The start time of validated settings as ISO UTC (the schema has checked it exists). */
export function settingsStartUtc(settings: Pick<EventSettings, 'StartTime' | 'Timezone'>): string {
  const utc = zonedWallTimeToUtc(settings.StartTime, settings.Timezone);
  if (utc === null) throw new Error('start time was not validated');
  return utc;
}

/** SPEC §1 entry-code types (review turns on review mode). */
export const ENTRY_CODE_TYPES = ['registered', 'public', 'review'] as const;
export type EntryCodeType = (typeof ENTRY_CODE_TYPES)[number];

const Utc = dateTimeSchema({ invalid: 'Enter a date and time.', range: DATE_RANGE_FORM_MESSAGE });

/** POST manage/events/{presId}/entrycodes: SPEC §3 PasswordType and its validity window. */
export const EntryCodeCreateBodySchema = z
  .object({
    Code: z
      .string('Enter an entry code.')
      .trim()
      .min(4, 'An entry code has at least 4 characters.')
      .max(64, 'An entry code has at most 64 characters.')
      .regex(/^[A-Za-z0-9-]+$/, 'Use letters, digits and dashes only.')
      .transform((code) => code.toUpperCase()),
    Type: z.enum(ENTRY_CODE_TYPES, 'Choose registered, public or review.'),
    PasswordStartDateUTC: Utc.nullable().default(null),
    PasswordEndDateUTC: Utc.nullable().default(null),
  })
  .refine(
    (b) =>
      b.PasswordStartDateUTC === null ||
      b.PasswordEndDateUTC === null ||
      Date.parse(b.PasswordStartDateUTC) < Date.parse(b.PasswordEndDateUTC),
    { path: ['PasswordEndDateUTC'], error: 'The code must end after it starts.' },
  );
export type EntryCodeCreateBody = z.input<typeof EntryCodeCreateBodySchema>;

/** Field → first message, for a form that shows each field's message beside it. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in messages)) messages[key] = issue.message;
  }
  return messages;
}

/**
 * The slides' availability window of settings as ISO UTC instants, each null when unset or when
 * its wall time does not exist in the zone (the schema reports that one).
 */
export function settingsSlidesWindow(
  settings: Pick<EventSettings, 'SlidesAvailableFrom' | 'SlidesAvailableUntil' | 'Timezone'>,
): { readonly availableFrom: string | null; readonly availableUntil: string | null } {
  const utc = (wallTime: string | null) =>
    wallTime === null || !isValidTimeZone(settings.Timezone)
      ? null
      : zonedWallTimeToUtc(wallTime, settings.Timezone);
  return {
    availableFrom: utc(settings.SlidesAvailableFrom),
    availableUntil: utc(settings.SlidesAvailableUntil),
  };
}
