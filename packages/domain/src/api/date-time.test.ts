// Date-times from outside: ISO 8601 with a zone, of a year from 1900 to 9999 once in UTC; anything
// else gets a message (a 400 at the API), never a database error or a silently different date.
import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_FORM_MESSAGE,
  DATE_TIME_MESSAGE,
  DATE_TIME_RANGE_MESSAGE,
  dateTimeSchema,
  DateTimeSchema,
  isDateTimeInRange,
  isYearInDateTimeRange,
  MAX_DATE_TIME_YEAR,
  MIN_DATE_TIME_YEAR,
  UTC_DATE_TIME_MESSAGE,
  UtcDateTimeSchema,
} from './date-time.ts';

const messagesOf = (result: { error?: { issues: ReadonlyArray<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the accepted years', () => {
  it('are 1900 to 9999, both included', () => {
    expect([MIN_DATE_TIME_YEAR, MAX_DATE_TIME_YEAR]).toEqual([1900, 9999]);
    expect([1899, 1900, 2030, 9999, 10_000].map(isYearInDateTimeRange)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(isYearInDateTimeRange(Number.NaN)).toBe(false);
  });

  it('are read in UTC, after the zone is applied', () => {
    const cases: Array<[string, boolean]> = [
      ['1900-01-01T00:00:00Z', true],
      ['1899-12-31T23:59:59.999Z', false],
      ['9999-12-31T23:59:59.999Z', true],
      // 1899-12-31T23:00 an hour behind UTC is 1900-01-01T00:00Z, and the other way round.
      ['1899-12-31T23:00:00-01:00', true],
      ['1900-01-01T00:00:00+00:01', false],
      ['9999-12-31T23:00:00+01:00', true],
      ['9999-12-31T23:59:59-14:00', false],
      ['0000-01-01T00:00:00Z', false],
      ['0000-01-01T00:00:00+14:00', false],
      ['0001-06-15T00:00:00Z', false],
      ['0099-06-15T00:00:00Z', false],
      ['not a date', false],
    ];
    for (const [text, accepted] of cases) expect(isDateTimeInRange(text), text).toBe(accepted);
  });
});

describe('DateTimeSchema', () => {
  it('takes Z or an offset and keeps the text as given', () => {
    expect(DateTimeSchema.parse('2030-01-31T15:00:00Z')).toBe('2030-01-31T15:00:00Z');
    expect(DateTimeSchema.parse('2030-01-31T15:00:00.123+05:30')).toBe(
      '2030-01-31T15:00:00.123+05:30',
    );
    expect(DateTimeSchema.parse('1900-01-01T00:00:00Z')).toBe('1900-01-01T00:00:00Z');
    expect(DateTimeSchema.parse('9999-12-31T23:59:59+14:00')).toBe('9999-12-31T23:59:59+14:00');
  });

  it('refuses text without a zone or that names no date, with one message', () => {
    for (const text of ['2030-01-31T15:00:00', '2030-02-30T15:00:00Z', 'noon', ''])
      expect(messagesOf(DateTimeSchema.safeParse(text)), text).toEqual([DATE_TIME_MESSAGE]);
    expect(messagesOf(DateTimeSchema.safeParse(1_900_000_000_000))).toEqual([DATE_TIME_MESSAGE]);
    expect(DATE_TIME_MESSAGE).toBe(
      'must be an ISO 8601 date-time with a time zone, e.g. 2030-01-31T15:00:00Z',
    );
  });

  it('refuses the years outside the range and says which years it takes', () => {
    for (const text of [
      '0000-01-01T00:00:00Z',
      '0000-01-01T00:00:00+14:00',
      '0001-06-15T00:00:00Z',
      '1899-12-31T23:59:59Z',
      '1900-01-01T00:00:00+14:00',
      '9999-12-31T23:59:59-14:00',
    ])
      expect(messagesOf(DateTimeSchema.safeParse(text)), text).toEqual([DATE_TIME_RANGE_MESSAGE]);
    expect(DATE_TIME_RANGE_MESSAGE).toBe('must lie in the years 1900 to 9999 (UTC)');
  });
});

describe('UtcDateTimeSchema', () => {
  it('takes only Z, with the UTC message, and the same years', () => {
    expect(UtcDateTimeSchema.parse('2030-01-31T15:00:00.000Z')).toBe('2030-01-31T15:00:00.000Z');
    expect(messagesOf(UtcDateTimeSchema.safeParse('2030-01-31T15:00:00+01:00'))).toEqual([
      UTC_DATE_TIME_MESSAGE,
    ]);
    expect(messagesOf(UtcDateTimeSchema.safeParse('0000-01-01T00:00:00Z'))).toEqual([
      DATE_TIME_RANGE_MESSAGE,
    ]);
    expect(UTC_DATE_TIME_MESSAGE).toBe(
      'must be an ISO 8601 UTC date-time, e.g. 2030-01-31T15:00:00Z',
    );
  });
});

describe('dateTimeSchema', () => {
  it("takes a form's own messages", () => {
    const schema = dateTimeSchema({ invalid: 'Enter a date and time.', range: 'Too far.' });
    expect(messagesOf(schema.safeParse('soon'))).toEqual(['Enter a date and time.']);
    expect(messagesOf(schema.safeParse('1899-06-15T00:00:00Z'))).toEqual(['Too far.']);
    expect(schema.parse('2030-01-31T15:00:00+01:00')).toBe('2030-01-31T15:00:00+01:00');
  });

  it('takes an offset unless told UTC only', () => {
    const offset = '2030-01-31T15:00:00+01:00';
    expect(dateTimeSchema({ utcOnly: false }).safeParse(offset).success).toBe(true);
    expect(dateTimeSchema({ utcOnly: true }).safeParse(offset).success).toBe(false);
  });

  it('says the range in words a form shows', () => {
    expect(DATE_RANGE_FORM_MESSAGE).toBe('Enter a date between 1900 and 9999.');
  });
});
