// Document streams (SPEC §7 documentstream): files of the presentation the session may see.
// Links (type 5) have no file; the viewer opens their LinkUrl instead. A participant the
// conference call has cut off (SPEC §6) gets none: 403 with the SPEC §8 access-revoked text.
// Before a live video event starts, attendees of an event that hides its documents (SPEC §5
// HideDocumentsBeforeEvent) get none either: 403.
import contentDisposition from 'content-disposition';
import { DocumentExtType, ForbiddenError, NotFoundError, SERVICE_BASE_PATH } from '@podium/domain';
import type { AccessService } from '../access/access.service.ts';
import { createCallCutOffGuard } from '../conference/call-cutoff.ts';
import type {
  DocumentRow,
  PresentationRepository,
} from '../presentation/presentation.repository.ts';
import type { Caller } from '../access/caller.ts';
import type { DocumentsVisibility } from './documents-visibility.ts';

export const DOCUMENTS_BEFORE_EVENT_TEXT = 'The documents are available once the event starts.';

interface Dependencies {
  readonly presentations: PresentationRepository;
  readonly access: AccessService;
  readonly documentsVisible: DocumentsVisibility;
}

export interface StreamableDocument extends DocumentRow {
  readonly storageKey: string;
  readonly fileName: string;
}

export function documentDisposition(doc: StreamableDocument, forceDownload: boolean): string {
  // SPEC §7: PDFs open in the viewer page and videos play in the viewer's player, so they are
  // shown inline; other files download.
  const inline =
    (doc.extType === DocumentExtType.Pdf || doc.extType === DocumentExtType.Video) &&
    !forceDownload;
  return contentDisposition(doc.fileName, { type: inline ? 'inline' : 'attachment' });
}

/**
 * SPEC §7 getVideoUrl=true: the address a video document plays from, `streamPath` (the same
 * document call without getVideoUrl, under the service route); 404 for a document that is not a
 * video.
 */
export function videoUrlOf(doc: StreamableDocument, streamPath: string): { Url: string } {
  if (doc.extType !== DocumentExtType.Video)
    throw new NotFoundError(`Document ${doc.id} is not a video.`);
  return { Url: `${SERVICE_BASE_PATH}/${streamPath}` };
}

export function createDocumentsService({ presentations, access, documentsVisible }: Dependencies) {
  const cutOff = createCallCutOffGuard(presentations, access.memory);
  return {
    async streamable(caller: Caller, presId: number, docId: number): Promise<StreamableDocument> {
      const context = await access.requireAccess(caller, presId);
      await cutOff.requireNotCutOff(context);
      if (!(await documentsVisible(context))) throw new ForbiddenError(DOCUMENTS_BEFORE_EVENT_TEXT);
      const doc = await presentations.findDocument(presId, docId);
      if (!doc || doc.extType === DocumentExtType.Link || !doc.storageKey || !doc.fileName) {
        throw new NotFoundError(`Document ${docId} has no file to stream.`);
      }
      return { ...doc, storageKey: doc.storageKey, fileName: doc.fileName };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
