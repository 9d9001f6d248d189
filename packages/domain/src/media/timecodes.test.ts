import { describe, expect, it } from 'vitest';
import { parseTimecode, parseTimecodeSequence } from './timecodes.ts';

describe('SPEC §3 media action TimecodeSequence parsing', () => {
  it('reads plain seconds, decimals and clock forms', () => {
    expect(parseTimecode('40')).toBe(40);
    expect(parseTimecode(' 12.5 ')).toBe(12.5);
    expect(parseTimecode('0')).toBe(0);
    expect(parseTimecode('1:05')).toBe(65);
    expect(parseTimecode('01:02:03.5')).toBe(3723.5);
  });

  it('rejects what is not a timecode', () => {
    for (const bad of [
      '',
      '  ',
      'abc',
      '-5',
      '1e3',
      '4O',
      '1:75',
      '1:60:00',
      '1:2:3:4',
      ':30',
      '10:',
      '.5',
      'Infinity',
    ]) {
      expect(parseTimecode(bad), bad).toBeNull();
    }
  });

  it('splits on commas, trims, skips empty and invalid entries, dedupes and sorts', () => {
    expect(parseTimecodeSequence('40,70')).toEqual([40, 70]);
    expect(parseTimecodeSequence(' 70 , 40,,x, 40 ,-1, ')).toEqual([40, 70]);
    expect(parseTimecodeSequence('')).toEqual([]);
    expect(parseTimecodeSequence('0:50, 50')).toEqual([50]);
  });
});
