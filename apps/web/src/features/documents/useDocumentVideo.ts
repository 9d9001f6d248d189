// The address a video document plays from, as the server resolves it (SPEC §7 getVideoUrl).
import { useAsyncData } from '../../shared/useAsyncData.ts';
import { fetchDocumentVideoUrl } from './documents.api.ts';
import type { RetailDocuments } from './documents.links.ts';

export function useDocumentVideo(presId: number, docId: number, retail: RetailDocuments | null) {
  const key = `${presId}:${docId}:${retail ? `retail:${retail.linkCode ?? ''}` : ''}`;
  return useAsyncData(key, () => fetchDocumentVideoUrl(presId, docId, retail));
}
