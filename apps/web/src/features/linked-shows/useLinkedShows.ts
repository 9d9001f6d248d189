// The shows linked to the one being watched (SPEC §7: by the entry code or, for retail, by the
// show's link code); an empty list while loading, without a code, or when the call fails (SPEC §8:
// such failures are silently ignored: the show itself still plays).
import type { LinkedShow } from '@podium/domain';
import { useLinkedPresentations } from '../entry/useEntryQueries.ts';

const NONE: readonly LinkedShow[] = [];

export function useLinkedShows(presId: number): readonly LinkedShow[] {
  const { data } = useLinkedPresentations(presId);
  return data.status === 'success' ? data.data : NONE;
}
