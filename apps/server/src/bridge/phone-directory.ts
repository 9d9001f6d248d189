// The built-in bridge's dial-in numbers (SPEC §7 global phone directory; SPEC §9: a US toll-free
// and a US local): the directory when PODIUM_DIAL_IN_NUMBERS names none (config.ts), and the
// numbers of the demo events. All are in ranges reserved for fiction (NANP 555-01xx; Ofcom's
// drama ranges 020 7946 0xxx and 0808 157 0xxx), so a demo never rings a real line.
import type { DialInNumber } from '@podium/domain';

export const US_TOLL_FREE: DialInNumber = {
  Country: 'United States',
  CountryCode: 'US',
  PhoneNumber: '+1 (800) 555-0199',
  NumberType: 'TollFree',
  IsPrimary: true,
};

export const US_LOCAL: DialInNumber = {
  Country: 'United States',
  CountryCode: 'US',
  PhoneNumber: '+1 (212) 555-0142',
  NumberType: 'Local',
  IsPrimary: false,
};

export const DEFAULT_PHONE_DIRECTORY: readonly DialInNumber[] = [
  US_TOLL_FREE,
  US_LOCAL,
  {
    Country: 'United Kingdom',
    CountryCode: 'GB',
    PhoneNumber: '+44 808 157 0192',
    NumberType: 'TollFree',
    IsPrimary: false,
  },
  {
    Country: 'United Kingdom',
    CountryCode: 'GB',
    PhoneNumber: '+44 20 7946 0321',
    NumberType: 'Local',
    IsPrimary: false,
  },
];

/**
 * The numbers a new call lists when its event names none: the directory's primary number first,
 * then the directory's other numbers in the primary's country. Of the default directory: the US
 * toll-free and the US local (SPEC §9).
 */
export function callDialInNumbers(directory: readonly DialInNumber[]): DialInNumber[] {
  const primary = directory.find((n) => n.IsPrimary) ?? directory[0];
  if (!primary) return [];
  return [
    { ...primary, IsPrimary: true },
    ...directory
      .filter((n) => n !== primary && n.CountryCode === primary.CountryCode)
      .map((n) => ({ ...n, IsPrimary: false })),
  ];
}

/** SPEC §3 BridgeLocationsMap SupportNumber: the operator line. */
export const BRIDGE_SUPPORT_NUMBER = '+1 (800) 555-0100';
