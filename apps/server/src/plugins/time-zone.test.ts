// SPEC §7 IanaTimeZone header: the request's zone when it names a real one, else UTC; luxon is
// asked once per name, and only a bounded number of names is remembered.
import { describe, expect, it } from 'vitest';
import {
  createTimeZoneReader,
  DEFAULT_TIME_ZONE,
  MAX_REMEMBERED_ZONES,
  MAX_ZONE_NAME_LENGTH,
  readTimeZone,
} from './time-zone.ts';

/** A validator that knows a few zones and counts how often it is asked about each name. */
function countingValidator(valid: readonly string[]) {
  const asked = new Map<string, number>();
  return {
    asked,
    isValidZone(zone: string): boolean {
      asked.set(zone, (asked.get(zone) ?? 0) + 1);
      return valid.includes(zone);
    },
  };
}

describe('readTimeZone (luxon)', () => {
  it('keeps real IANA zones and answers UTC for anything else', () => {
    expect(readTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(readTimeZone('America/New_York')).toBe('America/New_York');
    expect(readTimeZone('Fantasia/Castle')).toBe(DEFAULT_TIME_ZONE);
    expect(readTimeZone('')).toBe(DEFAULT_TIME_ZONE);
    expect(readTimeZone(undefined)).toBe(DEFAULT_TIME_ZONE);
    // Asked again, the remembered answers are the same.
    expect(readTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(readTimeZone('Fantasia/Castle')).toBe(DEFAULT_TIME_ZONE);
  });

  it('reads the first of a repeated header', () => {
    expect(readTimeZone(['Europe/Paris', 'Asia/Tokyo'])).toBe('Europe/Paris');
    expect(readTimeZone(['Fantasia/Castle', 'Asia/Tokyo'])).toBe(DEFAULT_TIME_ZONE);
    expect(readTimeZone([])).toBe(DEFAULT_TIME_ZONE);
  });
});

describe('createTimeZoneReader', () => {
  it('asks the validator once per name, valid or not', () => {
    const validator = countingValidator(['Asia/Tokyo']);
    const read = createTimeZoneReader((zone) => validator.isValidZone(zone));
    for (let i = 0; i < 3; i++) {
      expect(read('Asia/Tokyo')).toBe('Asia/Tokyo');
      expect(read('Nowhere/Land')).toBe(DEFAULT_TIME_ZONE);
      expect(read(['Asia/Tokyo'])).toBe('Asia/Tokyo');
    }
    expect(Object.fromEntries(validator.asked)).toEqual({ 'Asia/Tokyo': 1, 'Nowhere/Land': 1 });
  });

  it('never asks about an over-long name, nor an empty one', () => {
    const validator = countingValidator(['x'.repeat(MAX_ZONE_NAME_LENGTH + 1)]);
    const read = createTimeZoneReader((zone) => validator.isValidZone(zone));
    expect(read('x'.repeat(MAX_ZONE_NAME_LENGTH + 1))).toBe(DEFAULT_TIME_ZONE);
    expect(read('')).toBe(DEFAULT_TIME_ZONE);
    expect(read(undefined)).toBe(DEFAULT_TIME_ZONE);
    expect(validator.asked.size).toBe(0);
  });

  it('remembers a bounded number of names, forgetting the oldest first', () => {
    const names = Array.from({ length: 4 }, (_, i) => `Zone/${i}`);
    const validator = countingValidator(names);
    const read = createTimeZoneReader((zone) => validator.isValidZone(zone), 3);
    for (const name of names) expect(read(name)).toBe(name);
    // Zone/0 was pushed out by Zone/3; the three newest are still remembered.
    for (const name of names.slice(1)) expect(read(name)).toBe(name);
    expect(read('Zone/0')).toBe('Zone/0');
    expect(Object.fromEntries(validator.asked)).toEqual({
      'Zone/0': 2,
      'Zone/1': 1,
      'Zone/2': 1,
      'Zone/3': 1,
    });
  });

  it('holds no more than MAX_REMEMBERED_ZONES names by default', () => {
    const validator = countingValidator([]);
    const read = createTimeZoneReader((zone) => validator.isValidZone(zone));
    for (let i = 0; i <= MAX_REMEMBERED_ZONES; i++) read(`Made/Up${i}`);
    // The first name was forgotten, the last MAX_REMEMBERED_ZONES were not.
    read('Made/Up0');
    read(`Made/Up${MAX_REMEMBERED_ZONES}`);
    expect(validator.asked.get('Made/Up0')).toBe(2);
    expect(validator.asked.get(`Made/Up${MAX_REMEMBERED_ZONES}`)).toBe(1);
  });
});
