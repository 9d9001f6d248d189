import { describe, expect, it } from 'vitest';
import type { DialInNumber } from '@podium/domain';
import { otherNumbers } from './useGlobalNumbers.ts';

const number = (
  Country: string,
  PhoneNumber: string,
  NumberType: DialInNumber['NumberType'],
): DialInNumber => ({
  Country,
  CountryCode: Country.slice(0, 2),
  PhoneNumber,
  NumberType,
  IsPrimary: false,
});

describe('otherNumbers (SPEC §7 global phone directory)', () => {
  it("leaves out the call's own numbers, however they are spaced, and sorts by country, toll-free first", () => {
    const own = [number('United States', '+1 (800) 555-0199', 'TollFree')];
    const directory = [
      number('United States', '+18005550199', 'TollFree'),
      number('United Kingdom', '+44 20 3481 4247', 'Local'),
      number('Germany', '+49 800 000 0000', 'TollFree'),
      number('United Kingdom', '+44 808 157 0192', 'TollFree'),
    ];
    expect(otherNumbers(directory, own).map((n) => n.PhoneNumber)).toEqual([
      '+49 800 000 0000',
      '+44 808 157 0192',
      '+44 20 3481 4247',
    ]);
  });
});
