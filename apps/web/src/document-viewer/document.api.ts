// HTTP for the document viewer page (SPEC §7 Documents): the PDF bytes of one document, with
// cookie credentials and the IanaTimeZone header of the shared client.
import { apiPaths } from '@podium/domain';
import { requestArrayBuffer } from '../shared/http/client.ts';

export function fetchDocumentBytes(
  presId: number,
  docId: number,
  signal: AbortSignal,
): Promise<ArrayBuffer> {
  return requestArrayBuffer(apiPaths.documentStream(presId, docId), { signal });
}
