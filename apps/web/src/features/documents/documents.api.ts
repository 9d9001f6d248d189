// SPEC §7 documentstream?getVideoUrl=true (or the retail documents call's): where a video
// document plays from.
import { apiPaths, retailPaths, VideoUrlResponseSchema } from '@podium/domain';
import { requestJson } from '../../shared/http/client.ts';
import type { RetailDocuments } from './documents.links.ts';

export async function fetchDocumentVideoUrl(
  presId: number,
  docId: number,
  retail: RetailDocuments | null,
): Promise<string> {
  const path = retail
    ? retailPaths.documentVideoUrl(presId, docId, retail.linkCode)
    : apiPaths.documentVideoUrl(presId, docId);
  return (await requestJson(path, VideoUrlResponseSchema)).Url;
}
