// SPEC §3 Security.ProspectusButton: the top bar's Prospectus button opens the first PDF.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DOCUMENT_VIEWER_PATH,
  LogEventType,
  decodeDocumentViewerParams,
  type PresentationDocument,
} from '@podium/domain';
import {
  makePresentation,
  renderWithPresentation,
  stubFetch,
  type RecordedCall,
} from '../../viewer/test-utils.tsx';
import { ProspectusButton } from './ProspectusButton.tsx';

const doc = (DocumentId: number, DocumentName: string, DocumentExtType: 1 | 2 | 5) =>
  ({
    DocumentId,
    DocumentName,
    DocumentExtType,
    IsStale: false,
    FileName: DocumentExtType === 5 ? null : `${DocumentId}.bin`,
    LinkUrl: DocumentExtType === 5 ? 'https://example.com/ir' : null,
  }) satisfies PresentationDocument;

const withDocuments = (documents: PresentationDocument[], flag: boolean) => {
  const p = makePresentation({ PresentationId: 1004, Documents: documents });
  return { ...p, Security: { ...p.Security, ProspectusButton: flag } };
};

let calls: RecordedCall[];

beforeEach(() => {
  calls = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Prospectus button', () => {
  it('opens the first PDF in the document viewer page in a new tab and logs it', async () => {
    const open = vi.fn<typeof window.open>(() => null);
    vi.stubGlobal('open', open);
    const documents = [
      doc(1, 'Term sheet', 2),
      doc(2, 'Preliminary Prospectus', 1),
      doc(3, 'Later PDF', 1),
    ];
    renderWithPresentation(<ProspectusButton />, withDocuments(documents, true));
    const button = screen.getByRole('button', { name: 'Prospectus' });
    expect(button).toHaveAccessibleDescription('Opens Preliminary Prospectus in a new tab');
    await userEvent.click(button);

    expect(open).toHaveBeenCalledTimes(1);
    const [href, target, features] = open.mock.calls[0] ?? [];
    expect(target).toBe('_blank');
    expect(features).toBe('noopener');
    const url = new URL(String(href), 'http://podium.test');
    expect(url.pathname).toBe(DOCUMENT_VIEWER_PATH);
    expect(decodeDocumentViewerParams(url.searchParams.get('params'))).toMatchObject({
      presId: 1004,
      docId: 2,
      name: 'Preliminary Prospectus',
    });
    expect(calls.find((c) => c.url.endsWith('/logevent'))?.body).toMatchObject({
      EventType: LogEventType.DocDownload,
      DocumentId: 2,
    });
  });

  it('is not there with the flag off', () => {
    renderWithPresentation(
      <ProspectusButton />,
      withDocuments([doc(2, 'Preliminary Prospectus', 1)], false),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not there without a PDF', () => {
    renderWithPresentation(
      <ProspectusButton />,
      withDocuments([doc(1, 'Term sheet', 2), doc(4, 'Website', 5)], true),
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
