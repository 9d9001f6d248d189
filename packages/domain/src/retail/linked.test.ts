import { describe, expect, it } from 'vitest';
import { registrationCovers } from './linked.ts';

describe('registrationCovers', () => {
  const retail = new Set([6001, 6002, 6003]);
  const isRetail = (presId: number) => retail.has(presId);

  it('covers the show registered for and its linked retail shows, each once', () => {
    expect(
      registrationCovers(6001, [{ presId: 6002 }, { presId: 6002 }, { presId: 6001 }], isRetail),
    ).toEqual([6001, 6002]);
  });

  it('never covers a linked show that is not retail', () => {
    expect(registrationCovers(6001, [{ presId: 1001 }, { presId: 6003 }], isRetail)).toEqual([
      6001, 6003,
    ]);
  });

  it('covers only its own show when it has no links', () => {
    expect(registrationCovers(6001, [], isRetail)).toEqual([6001]);
  });

  it('goes one link deep only', () => {
    // 6003 is linked from 6002, not from 6001: the links given are 6001's own.
    expect(registrationCovers(6001, [{ presId: 6002 }], isRetail)).not.toContain(6003);
  });
});
