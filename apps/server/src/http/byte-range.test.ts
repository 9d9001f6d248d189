// RFC 9110 single byte ranges as media players send them.
import { describe, expect, it } from 'vitest';
import { parseRange } from './byte-range.ts';

describe('parseRange', () => {
  const size = 1000;

  it('serves the whole file without a Range header', () => {
    expect(parseRange(undefined, size)).toEqual({ type: 'full' });
  });

  it.each([
    ['bytes=0-', 0, 999],
    ['bytes=0-0', 0, 0],
    ['bytes=100-199', 100, 199],
    ['bytes=990-5000', 990, 999],
    ['bytes=-10', 990, 999],
    ['bytes=-5000', 0, 999],
    ['BYTES=5-9', 5, 9],
    [' bytes= 5-9 ', 5, 9],
  ])('%j → %i-%i', (header, start, end) => {
    expect(parseRange(header, size)).toEqual({ type: 'partial', start, end });
  });

  it.each(['bytes=1000-', 'bytes=1000-1001', 'bytes=-0'])('%j cannot be satisfied', (header) => {
    expect(parseRange(header, size)).toEqual({ type: 'unsatisfiable' });
  });

  it('cannot satisfy any range of an empty file', () => {
    expect(parseRange('bytes=-1', 0)).toEqual({ type: 'unsatisfiable' });
    expect(parseRange('bytes=0-', 0)).toEqual({ type: 'unsatisfiable' });
  });

  it.each([
    'items=0-5',
    'bytes=5-1',
    'bytes=-',
    'bytes=a-b',
    'bytes=0-1,5-9',
    'bytes=1.5-2',
    'bytes=0-9999999999999999',
  ])('ignores %j and serves the whole file', (header) => {
    expect(parseRange(header, size)).toEqual({ type: 'full' });
  });
});
