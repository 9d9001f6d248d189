// time/convertUTCToClientTimeZone (SPEC §7): a UTC instant formatted in the viewer's IANA zone.
// Formats are luxon format strings; utcDateFormat, when given, is how utcString is written
// (otherwise ISO 8601).
import { DateTime, IANAZone } from 'luxon';
import { ValidationError } from '@podium/domain';

export interface ConvertTimeInput {
  readonly utcString: string;
  readonly ianaTimezone: string;
  readonly dateFormat: string;
  readonly utcDateFormat?: string | undefined;
}

export function convertUtcToZone(input: ConvertTimeInput): string {
  if (!IANAZone.isValidZone(input.ianaTimezone)) {
    throw new ValidationError(
      `Invalid query field "ianaTimezone": "${input.ianaTimezone}" is not an IANA time zone.`,
    );
  }
  const parsed = input.utcDateFormat
    ? DateTime.fromFormat(input.utcString, input.utcDateFormat, { zone: 'utc' })
    : DateTime.fromISO(input.utcString, { zone: 'utc' });
  if (!parsed.isValid) {
    throw new ValidationError(
      `Invalid query field "utcString": ${parsed.invalidExplanation ?? 'not a valid date'}.`,
    );
  }
  return parsed.setZone(input.ianaTimezone).setLocale('en-US').toFormat(input.dateFormat);
}
