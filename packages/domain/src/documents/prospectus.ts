// SPEC §3 Security.ProspectusButton: the viewer's top bar offers a `Prospectus` button that opens
// the event's prospectus, the first PDF (DocumentExtType 1) in its document list. With the flag
// off, or no PDF among the documents the viewer is given, there is no button.
import { DocumentExtType } from '../presentation/codes.ts';

/** The document the Prospectus button opens, or null when the button is not offered. */
export function prospectusDocument<T extends { readonly DocumentExtType: number }>(
  documents: readonly T[],
  prospectusButton: boolean,
): T | null {
  if (!prospectusButton) return null;
  return documents.find((doc) => doc.DocumentExtType === DocumentExtType.Pdf) ?? null;
}
