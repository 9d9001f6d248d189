// SPEC §7 GET conferencecallglobalphonedirectory: every number the bridge can be dialled on, read
// when the attendee asks for numbers in other countries, less the call's own numbers the panel
// already lists.
import { useEffect, useState } from 'react';
import {
  conferencePaths,
  GlobalPhoneDirectoryResponseSchema,
  type DialInNumber,
} from '@podium/domain';
import { requestJson } from '../../shared/http/client.ts';

export type GlobalNumbersLoad =
  | { readonly status: 'idle' | 'loading' | 'failed' }
  | { readonly status: 'loaded'; readonly numbers: readonly DialInNumber[] };

/** The directory's numbers not among `own`, by country then type (toll-free first). */
export function otherNumbers(
  directory: readonly DialInNumber[],
  own: readonly DialInNumber[],
): DialInNumber[] {
  const listed = new Set(own.map((n) => n.PhoneNumber.replace(/[^+\d]/g, '')));
  return directory
    .filter((n) => !listed.has(n.PhoneNumber.replace(/[^+\d]/g, '')))
    .sort(
      (a, b) =>
        a.Country.localeCompare(b.Country) ||
        Number(b.NumberType === 'TollFree') - Number(a.NumberType === 'TollFree'),
    );
}

export function useGlobalNumbers(
  wanted: boolean,
  own: readonly DialInNumber[] | null,
): GlobalNumbersLoad {
  const [load, setLoad] = useState<GlobalNumbersLoad>({ status: 'idle' });
  const asked = wanted && own !== null;
  useEffect(() => {
    if (!asked || own === null) return;
    let current = true;
    setLoad({ status: 'loading' });
    requestJson(conferencePaths.globalPhoneDirectory(), GlobalPhoneDirectoryResponseSchema).then(
      (directory) =>
        current && setLoad({ status: 'loaded', numbers: otherNumbers(directory, own) }),
      () => current && setLoad({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [asked, own]);
  return load;
}
