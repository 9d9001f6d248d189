// Date-times the product accepts from outside (bodies, hub messages, forms): ISO 8601 with a time
// zone, naming an instant whose year, in UTC, lies between MIN_DATE_TIME_YEAR and
// MAX_DATE_TIME_YEAR. Anything else is refused with a message instead of reaching the database or
// the date arithmetic, where years outside that range fail or turn into other dates.
import { z } from 'zod';

/**
 * The earliest year accepted. Nothing the product records (sessions, entry codes, transitions,
 * start times) lies before it. Below 100, JavaScript's Date.UTC and PostgreSQL's date input read
 * a year as a two-digit one (0001-06-15 became 2015-01-06), and before 1900 the time zone rules
 * are local mean times to the second, which no event is scheduled in.
 */
export const MIN_DATE_TIME_YEAR = 1900;

/**
 * The latest year accepted: the last one ISO 8601 writes in four digits. A later instant is
 * written "+010000-…", which PostgreSQL refuses, so 9999-12-31T23:59:59-14:00 (in UTC a moment
 * of the year 10000) is refused as well.
 */
export const MAX_DATE_TIME_YEAR = 9999;

/** The API's message for a date-time that is not ISO 8601 with a zone. */
export const DATE_TIME_MESSAGE =
  'must be an ISO 8601 date-time with a time zone, e.g. 2030-01-31T15:00:00Z';
/** The API's message for a date-time that must be in UTC ("Z") and is not. */
export const UTC_DATE_TIME_MESSAGE = 'must be an ISO 8601 UTC date-time, e.g. 2030-01-31T15:00:00Z';
/** The API's message for a date-time outside the accepted years. */
export const DATE_TIME_RANGE_MESSAGE = `must lie in the years ${MIN_DATE_TIME_YEAR} to ${MAX_DATE_TIME_YEAR} (UTC)`;
/** A form's message for a date outside the accepted years. */
export const DATE_RANGE_FORM_MESSAGE = `Enter a date between ${MIN_DATE_TIME_YEAR} and ${MAX_DATE_TIME_YEAR}.`;

/** Whether `year` lies within the accepted years (both ends included). */
export function isYearInDateTimeRange(year: number): boolean {
  return year >= MIN_DATE_TIME_YEAR && year <= MAX_DATE_TIME_YEAR;
}

/** Whether the ISO 8601 date-time names an instant of an accepted year, in UTC. */
export function isDateTimeInRange(isoDateTime: string): boolean {
  return isYearInDateTimeRange(new Date(isoDateTime).getUTCFullYear());
}

export interface DateTimeSchemaOptions {
  /** Only "Z" as the zone (a field the API has always taken in UTC); else Z or ±hh:mm. */
  readonly utcOnly?: boolean;
  /** The message for text that is no such date-time (the API's by default). */
  readonly invalid?: string;
  /** The message for a date-time outside the accepted years (the API's by default). */
  readonly range?: string;
}

/** A date-time accepted from outside; the text is kept as given. */
export function dateTimeSchema(options: DateTimeSchemaOptions = {}) {
  const utcOnly = options.utcOnly === true;
  return z.iso
    .datetime({
      offset: !utcOnly,
      abort: true,
      error: options.invalid ?? (utcOnly ? UTC_DATE_TIME_MESSAGE : DATE_TIME_MESSAGE),
    })
    .refine(isDateTimeInRange, { error: options.range ?? DATE_TIME_RANGE_MESSAGE });
}

/** An ISO 8601 date-time with a zone (Z or ±hh:mm), of an accepted year in UTC. */
export const DateTimeSchema = dateTimeSchema();
/** An ISO 8601 UTC ("Z") date-time of an accepted year. */
export const UtcDateTimeSchema = dateTimeSchema({ utcOnly: true });
