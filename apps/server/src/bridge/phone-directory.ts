// The built-in bridge's dial-in numbers (SPEC §7 global phone directory; SPEC §9: a US toll-free
// and a US local). All numbers are in ranges reserved for fiction (NANP 555-01xx; Ofcom's drama
// ranges 020 7946 0xxx and 0808 157 0xxx), so a demo never rings a real line.
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

export const GLOBAL_PHONE_DIRECTORY: readonly DialInNumber[] = [
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

/** SPEC §3 BridgeLocationsMap SupportNumber: the operator line. */
export const BRIDGE_SUPPORT_NUMBER = '+1 (800) 555-0100';
