// `Documents` in the manage area (SPEC §3 DocumentExtType): PDF, Word, Excel and PowerPoint files
// from a finished upload (known by extension, checked by their first bytes: a renamed file is
// refused and removed), links, and removal. Attendees get them in the Documents panel.
import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import type { Caller } from '../access/caller.ts';
import {
  DOCUMENT_TYPES_MESSAGE,
  DocumentExtType,
  documentExtTypeOf,
  MAX_DOCUMENT_BYTES,
  type ManagedDocument,
  NotFoundError,
  UnsupportedMediaError,
  ValidationError,
} from '@podium/domain';
import type {
  ManageDocumentsRepository,
  ManagedDocumentRow,
} from './manage-documents.repository.ts';
import type { Storage } from '../../storage/storage.ts';
import { contentTypeFor } from '../../storage/content-types.ts';
import type { ManageAccess } from './manage-access.ts';
import type { UploadStaging } from './upload-staging.ts';

interface Dependencies {
  readonly repo: ManageDocumentsRepository;
  readonly access: ManageAccess;
  readonly storage: Storage;
  readonly uploads: UploadStaging;
}

const toManaged = (row: ManagedDocumentRow): ManagedDocument => ({
  DocumentId: row.id,
  Name: row.name,
  DocumentExtType: row.extType,
  FileName: row.fileName,
  LinkUrl: row.linkUrl,
});

/** PDF files start with %PDF-; Office files are ZIP (docx…) or OLE compound (doc…) files. */
async function hasDocumentSignature(path: string, type: DocumentExtType): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await file.read(head, 0, 8, 0);
    if (bytesRead < 4) return false;
    if (type === DocumentExtType.Pdf) return head.subarray(0, 5).toString('latin1') === '%PDF-';
    const zip = head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    const ole = head.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
    return zip || ole;
  } finally {
    await file.close();
  }
}

export function createManageDocumentsService({ repo, access, storage, uploads }: Dependencies) {
  return {
    async list(caller: Caller, presId: number): Promise<ManagedDocument[]> {
      await access.requireEvent(caller, presId);
      return (await repo.list(presId)).map(toManaged);
    },

    async addFile(
      caller: Caller,
      presId: number,
      body: { readonly UploadId: string; readonly Name: string },
    ): Promise<ManagedDocument> {
      const { session } = await access.requireEvent(caller, presId);
      const upload = await uploads.find(body.UploadId, session.userId);
      if (!upload) throw new ValidationError('Upload not found. Upload the file again.');
      try {
        if (!upload.complete) throw new ValidationError('The upload is not complete.');
        const type = documentExtTypeOf(upload.fileName);
        if (type === null || type === DocumentExtType.Link)
          throw new UnsupportedMediaError(DOCUMENT_TYPES_MESSAGE);
        if (upload.size === 0) throw new ValidationError('The file is empty.');
        if (upload.size > MAX_DOCUMENT_BYTES)
          throw new ValidationError('The document is larger than the upload limit.');
        if (!(await hasDocumentSignature(upload.path, type)))
          throw new UnsupportedMediaError(DOCUMENT_TYPES_MESSAGE);
        const fileName = upload.fileName.replace(/[/\\\0]/g, '_').trim() || 'document';
        const storageKey = `${presId}/doc-${randomUUID()}/${fileName}`;
        await storage.putFile('documents', storageKey, upload.path);
        try {
          const row = await repo.add(presId, {
            name: body.Name,
            extType: type,
            fileName,
            storageKey,
            contentType: contentTypeFor(fileName),
          });
          return toManaged(row);
        } catch (error) {
          await storage.remove('documents', storageKey);
          throw error;
        }
      } finally {
        await uploads.remove(body.UploadId);
      }
    },

    async addLink(
      caller: Caller,
      presId: number,
      body: { readonly Name: string; readonly Url: string },
    ): Promise<ManagedDocument> {
      await access.requireEvent(caller, presId);
      return toManaged(
        await repo.add(presId, {
          name: body.Name,
          extType: DocumentExtType.Link,
          linkUrl: body.Url,
        }),
      );
    },

    async remove(caller: Caller, presId: number, docId: number): Promise<void> {
      await access.requireEvent(caller, presId);
      const row = await repo.remove(presId, docId);
      if (!row) throw new NotFoundError('Document not found.');
      if (row.storageKey) await storage.remove('documents', row.storageKey);
    },
  };
}

export type ManageDocumentsService = ReturnType<typeof createManageDocumentsService>;
