// The start-time input's conversions: a datetime-local value is the coordinator's own wall time,
// the server takes ISO UTC (SPEC §4 StartTimeUtc).
import { describe, expect, it } from 'vitest';
import { fromLocalInputValue, toLocalInputValue } from './console-format.ts';

describe('datetime-local values', () => {
  it('reads a value as local time and writes it back unchanged', () => {
    const local = new Date(2030, 0, 31, 15, 5);
    expect(fromLocalInputValue('2030-01-31T15:05')).toBe(local.toISOString());
    expect(toLocalInputValue(local.toISOString())).toBe('2030-01-31T15:05');
    expect(fromLocalInputValue('2030-01-31T15:05:30')).toBe(
      new Date(2030, 0, 31, 15, 5, 30).toISOString(),
    );
  });

  it('drops the seconds the input cannot show', () => {
    expect(toLocalInputValue(new Date(2030, 5, 1, 9, 7, 42, 500).toISOString())).toBe(
      '2030-06-01T09:07',
    );
  });

  it('refuses empty values, other formats and days that do not exist', () => {
    for (const value of [
      '',
      '2030-01-31',
      '31/01/2030 15:05',
      '2030-02-30T10:00',
      '2030-13-01T10:00',
    ])
      expect(fromLocalInputValue(value), value).toBeNull();
    expect(toLocalInputValue('not a date')).toBe('');
  });
});
