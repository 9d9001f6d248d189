// Reads the SPEC §2 query of the document viewer page: appId (1) and the encoded params.
import {
  decodeDocumentViewerParams,
  DOCUMENT_VIEWER_APP_ID,
  type DocumentViewerParams,
} from '@podium/domain';

/** Null when the link is not one Podium built: wrong appId or params that do not decode. */
export function readPageParams(search: string): DocumentViewerParams | null {
  const query = new URLSearchParams(search);
  const appId = query.get('appId');
  if (appId !== null && appId !== String(DOCUMENT_VIEWER_APP_ID)) return null;
  return decodeDocumentViewerParams(query.get('params'));
}

/** The file name offered by the download button: the document name, with .pdf ensured. */
export function downloadFileName(name: string): string {
  // Characters Windows and macOS refuse in file names (and control characters) become underscores.
  const safe = Array.from(name, (char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .trim();
  return /\.pdf$/i.test(safe) ? safe : `${safe}.pdf`;
}
