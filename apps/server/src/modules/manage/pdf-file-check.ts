// Whether a file can be a slide deck PDF at all, by its first and last bytes alone: refused at
// once when it is empty, another format or cut short, before any rendering is queued for it.
import { open } from 'node:fs/promises';
import { UnsupportedMediaError, ValidationError } from '@podium/domain';

/** How far from the end a whole PDF's %%EOF marker may sit (trailing blanks and comments). */
const EOF_MARKER_WINDOW_BYTES = 1024;
const PDF_HEADER = '%PDF-';

function checkPdfEnds(size: number, head: Uint8Array, tail: Uint8Array): void {
  if (size === 0) throw new ValidationError('The file is empty.');
  if (Buffer.from(head).toString('latin1') !== PDF_HEADER)
    throw new UnsupportedMediaError('The file is not a PDF.');
  if (!Buffer.from(tail).toString('latin1').includes('%%EOF'))
    throw new ValidationError('The PDF is incomplete: it may have been cut off while uploading.');
}

/** Refuses what is not a complete PDF by its bytes (empty, another format, truncated). */
export function checkPdfBytes(bytes: Uint8Array): void {
  checkPdfEnds(
    bytes.length,
    bytes.subarray(0, PDF_HEADER.length),
    bytes.subarray(Math.max(0, bytes.length - EOF_MARKER_WINDOW_BYTES)),
  );
}

/** The same, reading only the file's first and last bytes. */
export async function checkPdfFile(path: string): Promise<void> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(size, PDF_HEADER.length));
    await file.read(head, 0, head.length, 0);
    const tailLength = Math.min(size, EOF_MARKER_WINDOW_BYTES);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    checkPdfEnds(size, head, tail);
  } finally {
    await file.close();
  }
}
