// Where each SPEC §3 document type opens (SPEC §7 Documents): PDFs in the document viewer page
// (SPEC §2, query appId 1 and encoded params), Office files as a download from documentstream,
// links at their own address, videos in the viewer's player on the document video page (which
// asks the server where the video plays from, SPEC §7 getVideoUrl). A retail show's files come
// from the retail documents call.
import {
  DocumentExtType,
  DocumentViewerParamsSchema,
  VIEWER_BASE_PATH,
  apiPaths,
  documentViewerHref,
  retailPaths,
  type PresentationDocument,
} from '@podium/domain';
import { serviceUrl } from '../../shared/http/client.ts';

export type DocumentAction = 'view' | 'download' | 'open' | 'play';

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
    case DocumentExtType.Video:
      return {
        action: 'play',
        href: documentVideoHref(presId, doc.DocumentId, retail),
        newTab: true,
        download: null,
      };
    case DocumentExtType.Link:
      // A link without a web address has nowhere safe to go (javascript: and the like are never
      // followed); it is listed without an action.
      return doc.LinkUrl && isWebAddress(doc.LinkUrl)
        ? { action: 'open', href: doc.LinkUrl, newTab: true, download: null }
        : null;
  }
}

/**
 * The document video page of the viewer (its own tab): a retail show's says so, with its link
 * code, since the new tab shares none of this one's memory.
 */
export function documentVideoHref(
  presId: number,
  docId: number,
  retail: RetailDocuments | null,
): string {
  const query = new URLSearchParams();
  if (retail) {
    query.set('retail', 'true');
    if (retail.linkCode) query.set('linkCode', retail.linkCode);
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return `${VIEWER_BASE_PATH}${presId}/documentvideo/${docId}/${search}`;
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
