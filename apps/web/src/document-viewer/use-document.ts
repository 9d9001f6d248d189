// Loads the document of the page: fetch the PDF stream (SPEC §7), keep a Blob for the download
// button, then open it with pdf.js. Maps failures to the page's error states (SPEC §8: 401 means
// the session expired).
import { useEffect, useState } from 'react';
import type { DocumentViewerParams } from '@podium/domain';
import { HttpError } from '../shared/http/client.ts';
import { fetchDocumentBytes } from './document.api.ts';
import { openPdf, type PdfDocument } from './pdf.ts';

export type DocumentError = 'sessionExpired' | 'forbidden' | 'notFound' | 'failed';

export type DocumentState =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: DocumentError }
  | { readonly status: 'ready'; readonly doc: PdfDocument; readonly downloadUrl: string };

export function errorKind(error: unknown): DocumentError {
  if (error instanceof HttpError) {
    if (error.status === 401) return 'sessionExpired';
    if (error.status === 403) return 'forbidden';
    if (error.status === 404) return 'notFound';
  }
  return 'failed';
}

/** attempt: bump it to retry after a failure. */
export function useDocument(params: DocumentViewerParams, attempt: number): DocumentState {
  const [state, setState] = useState<DocumentState>({ status: 'loading' });
  const { presId, docId } = params;

  useEffect(() => {
    const controller = new AbortController();
    let doc: PdfDocument | null = null;
    let downloadUrl: string | null = null;
    setState({ status: 'loading' });

    (async () => {
      const bytes = await fetchDocumentBytes(presId, docId, controller.signal);
      // Copied into a Blob before pdf.js takes (transfers) the buffer to its worker.
      downloadUrl = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
      const opened = await openPdf(bytes);
      if (controller.signal.aborted) {
        void opened.destroy();
        return;
      }
      doc = opened;
      setState({ status: 'ready', doc: opened, downloadUrl });
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) setState({ status: 'error', error: errorKind(error) });
    });

    return () => {
      controller.abort();
      void doc?.destroy();
      if (downloadUrl) URL.revokeObjectURL(downloadUrl);
    };
  }, [presId, docId, attempt]);

  return state;
}
