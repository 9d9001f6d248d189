// Where each SPEC §3 document type opens (SPEC §7 Documents): PDFs in the document viewer page
// (SPEC §2, query appId 1 and encoded params), Office files as a download from documentstream,
// links at their own address. A retail show's files come from the retail documents call.
import {
  DocumentExtType,
  DocumentViewerParamsSchema,
  apiPaths,
  documentViewerHref,
  retailPaths,
  type PresentationDocument,
} from '@podium/domain';
import { serviceUrl } from '../../shared/http/client.ts';

export type DocumentAction = 'view' | 'download' | 'open';

export interface DocumentLink {
  readonly action: DocumentAction;
  readonly href: string;
  /** Opens in a new browsing context (viewer page, external link). */
  readonly newTab: boolean;
  /** Suggested file name for `download`; empty string lets the server's Content-Disposition decide. */
  readonly download: string | null;
}

/** A retail show's documents (SPEC §7 retail documents call), with its link code. */
export interface RetailDocuments {
  readonly linkCode: string | null;
}

export function documentLink(
  presId: number,
  doc: PresentationDocument,
  blockText: boolean,
  retail: RetailDocuments | null = null,
): DocumentLink | null {
  switch (doc.DocumentExtType) {
    case DocumentExtType.Pdf: {
      // The viewer page rejects params it cannot validate, so a PDF it could not open is not linked.
      const params = DocumentViewerParamsSchema.safeParse({
        presId,
        docId: doc.DocumentId,
        name: doc.DocumentName,
        blockText,
      });
      if (!params.success) return null;
      return {
        action: 'view',
        href: documentViewerHref(params.data),
        newTab: true,
        download: null,
      };
    }
    case DocumentExtType.Word:
    case DocumentExtType.Excel:
    case DocumentExtType.PowerPoint:
      return {
        action: 'download',
        href: serviceUrl(
          retail
            ? retailPaths.document(presId, doc.DocumentId, retail.linkCode)
            : apiPaths.documentStream(presId, doc.DocumentId),
        ),
        newTab: false,
        download: doc.FileName ?? '',
      };
    case DocumentExtType.Link:
      // A link without a web address has nowhere safe to go (javascript: and the like are never
      // followed); it is listed without an action.
      return doc.LinkUrl && isWebAddress(doc.LinkUrl)
        ? { action: 'open', href: doc.LinkUrl, newTab: true, download: null }
        : null;
  }
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
