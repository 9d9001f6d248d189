// What the document components need: the presentation's documents with their links, and the
// activity log call made when one is opened (SPEC §7 logevent, DocDownload).
import { useCallback, useMemo } from 'react';
import { LogEventType, type PresentationDocument } from '@podium/domain';
import { usePresentation } from '../presentation/presentation.context.ts';
import { logActivity } from '../viewer/activity-log.ts';
import { documentLink, type DocumentLink } from './documents.links.ts';

export interface DocumentEntry {
  readonly document: PresentationDocument;
  readonly link: DocumentLink | null;
}

export function useDocuments(): {
  entries: DocumentEntry[];
  onOpen: (doc: PresentationDocument) => void;
} {
  const { presId, presentation, logId, isRetail = false, linkCode = null } = usePresentation();
  const blockText = presentation.Security.BlockSlidesText;
  const entries = useMemo(
    () =>
      presentation.Documents.map((document) => ({
        document,
        link: documentLink(presId, document, blockText, isRetail ? { linkCode } : null),
      })),
    [presId, presentation.Documents, blockText, isRetail, linkCode],
  );
  const onOpen = useCallback(
    (doc: PresentationDocument) =>
      logActivity(presId, logId, {
        EventType: LogEventType.DocDownload,
        DocumentId: doc.DocumentId,
      }),
    [presId, logId],
  );
  return { entries, onOpen };
}
