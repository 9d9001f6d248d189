// Server data of the entry screens.
import { useAsyncData } from '../../shared/useAsyncData.ts';
import { fetchDisclaimer, fetchLinkedPresentations } from './entry.api.ts';
import { rememberedEntryCode } from './entry.store.ts';

export function useDisclaimer(presId: number, disclaimerPath: string | null) {
  return useAsyncData(`${presId}:${disclaimerPath ?? ''}`, () =>
    fetchDisclaimer(presId, disclaimerPath),
  );
}

/** SPEC §7: linked presentations need the entry code the user entered with; none → no call. */
export function useLinkedPresentations(presId: number) {
  const entryCode = rememberedEntryCode(presId);
  const data = useAsyncData(entryCode === null ? null : `${presId}:${entryCode}`, () =>
    fetchLinkedPresentations(presId, entryCode ?? ''),
  );
  return { entryCodeKnown: entryCode !== null, data };
}
