import { useParams } from 'react-router';
import { parsePresId } from './entry.paths.ts';

/** The presId of a /{presId}/… screen; EntryGate has already turned invalid ids into a 404. */
export function usePresId(): number {
  const { presId } = useParams();
  const parsed = parsePresId(presId);
  if (parsed === null) throw new Error('usePresId is used outside a valid /{presId} route');
  return parsed;
}
