// Server data of the entry screens.
import { useAsyncData } from '../../shared/useAsyncData.ts';
import { fetchLinkedPresentations, fetchRetailLinkedShows } from './entry.api.ts';
import {
  cachedRoute,
  heldDisclaimer,
  loadDisclaimer,
  rememberedEntryCode,
  rememberedLinkCode,
} from './entry.store.ts';

/** The disclaimer: shown in the screen's first render when the page holds it, validated. */
export function useDisclaimer(presId: number, disclaimerPath: string | null) {
  return useAsyncData(
    `${presId}:${disclaimerPath ?? ''}`,
    () => loadDisclaimer(presId, disclaimerPath),
    () => heldDisclaimer(presId, disclaimerPath),
  );
}

/**
 * SPEC §7: linked presentations need the entry code the user entered with; none → no call. A
 * retail show's come from the retail call instead, with the link code it was reached by.
 */
export function useLinkedPresentations(presId: number) {
  const retail = cachedRoute(presId)?.IsRetail === true;
  const entryCode = retail ? null : rememberedEntryCode(presId);
  const linkCode = retail ? rememberedLinkCode(presId) : null;
  const key = retail
    ? `${presId}:retail:${linkCode ?? ''}`
    : entryCode === null
      ? null
      : `${presId}:${entryCode}`;
  const data = useAsyncData(key, () =>
    retail
      ? fetchRetailLinkedShows(presId, linkCode)
      : fetchLinkedPresentations(presId, entryCode ?? ''),
  );
  return { entryCodeKnown: retail || entryCode !== null, data };
}
