// Documents in the manage area (SPEC §3 DocumentExtType: pdf 1, word 2, excel 3, powerpoint 4,
// link 5): files of those kinds, known by their name's extension and checked by their first
// bytes on the server, and links.
import { z } from 'zod';
import { DocumentExtType } from '../presentation/entities.ts';

/** Largest document file the upload accepts. */
export const MAX_DOCUMENT_BYTES = 100 * 1024 * 1024;

export const DOCUMENT_TYPES_MESSAGE = 'Upload a PDF, Word, Excel or PowerPoint file.';

const BY_EXTENSION: Readonly<Record<string, DocumentExtType>> = {
  pdf: DocumentExtType.Pdf,
  doc: DocumentExtType.Word,
  docx: DocumentExtType.Word,
  xls: DocumentExtType.Excel,
  xlsx: DocumentExtType.Excel,
  ppt: DocumentExtType.PowerPoint,
  pptx: DocumentExtType.PowerPoint,
};

/** SPEC §3 DocumentExtType of a file name; null for any other kind of file. */
export function documentExtTypeOf(fileName: string): DocumentExtType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension === undefined ? null : (BY_EXTENSION[extension] ?? null);
}

const Name = z
  .string('Enter a name for the document.')
  .trim()
  .min(1, 'Enter a name for the document.')
  .max(200, 'A document name has at most 200 characters.');

/** POST manage/events/{presId}/documents with a finished upload. */
export const DocumentUploadBodySchema = z.object({
  UploadId: z.string().regex(/^[0-9a-f]{32}$/, 'Upload the file first.'),
  Name,
});

/** POST manage/events/{presId}/documents/links. */
export const DocumentLinkBodySchema = z.object({
  Name,
  Url: z
    .string('Enter the address of the link.')
    .trim()
    .max(2000)
    .refine(
      (url) => /^https?:\/\/[^\s]+$/i.test(url),
      'Enter an address that starts with https://.',
    ),
});

export const ManagedDocumentSchema = z.object({
  DocumentId: z.number().int().positive(),
  Name: z.string(),
  DocumentExtType: z.number().int().min(1).max(5),
  FileName: z.string().nullable(),
  LinkUrl: z.string().nullable(),
});
export type ManagedDocument = z.infer<typeof ManagedDocumentSchema>;

export const ManagedDocumentListSchema = z.object({ Documents: z.array(ManagedDocumentSchema) });
