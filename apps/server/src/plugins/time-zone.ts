// SPEC §7: every request sends an IanaTimeZone header. Asking luxon whether a zone name is real
// builds an Intl.DateTimeFormat each time, which showed in the profile of a restart storm (every
// request of every reconnecting viewer asks); the answer for a name never changes, so it is
// remembered, for a bounded number of names since the header is the client's to choose.
import { IANAZone } from 'luxon';

/** Far more zones than viewers use at once; bounds what arbitrary headers can make us hold. */
export const MAX_REMEMBERED_ZONES = 500;
/** The longest IANA names are ~30 characters; anything far longer is not asked about. */
export const MAX_ZONE_NAME_LENGTH = 64;
/** The zone of a request that sent none, or one that is not real. */
export const DEFAULT_TIME_ZONE = 'UTC';

export type TimeZoneReader = (header: string | string[] | undefined) => string;

export function createTimeZoneReader(
  isValidZone: (zone: string) => boolean = (zone) => IANAZone.isValidZone(zone),
  maxRemembered: number = MAX_REMEMBERED_ZONES,
): TimeZoneReader {
  const known = new Map<string, boolean>();
  return (header) => {
    const value = Array.isArray(header) ? header[0] : header;
    if (!value || value.length > MAX_ZONE_NAME_LENGTH) return DEFAULT_TIME_ZONE;
    let valid = known.get(value);
    if (valid === undefined) {
      valid = isValidZone(value);
      // Oldest first out (a Map keeps insertion order): a flood of made-up names cannot grow it.
      if (known.size >= maxRemembered) {
        const oldest = known.keys().next();
        if (!oldest.done) known.delete(oldest.value);
      }
      known.set(value, valid);
    }
    return valid ? value : DEFAULT_TIME_ZONE;
  };
}

/** The request's zone: the IanaTimeZone header when it names a real zone, else UTC. */
export const readTimeZone: TimeZoneReader = createTimeZoneReader();
