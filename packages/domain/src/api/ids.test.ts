// SPEC §7 path ids: parseIdText accepts exactly what IdParam accepts from a digits-only path.
import { describe, expect, it } from 'vitest';
import { MAX_STORED_ID, parseIdText } from './ids.ts';
import { IdParam } from './schemas.ts';

describe('parseIdText', () => {
  it.each(['1', '1001', '0042', String(MAX_STORED_ID)])('accepts %s', (text) => {
    expect(parseIdText(text)).toBe(Number(text));
    expect(IdParam.parse(text)).toBe(Number(text));
  });

  it.each([undefined, '', '0', '-1', '1.5', '1e3', ' 12', 'abc', String(MAX_STORED_ID + 1)])(
    'refuses %s',
    (text) => {
      expect(parseIdText(text)).toBeNull();
    },
  );
});
