// Document links (SPEC §7 Documents, SPEC §2 document viewer page, SPEC §3 DocumentExtType).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DOCUMENT_VIEWER_PATH,
  LogEventType,
  decodeDocumentViewerParams,
  type PresentationDocument,
} from '@podium/domain';
import { ViewerPage } from '../../viewer/ViewerPage.tsx';
import {
  makePresentation,
  renderWithPresentation,
  setViewport,
  stubFetch,
  type RecordedCall,
} from '../../viewer/test-utils.tsx';

const documents: PresentationDocument[] = [
  {
    DocumentId: 11,
    DocumentName: 'Preliminary Prospectus',
    DocumentExtType: 1,
    IsStale: false,
    FileName: 'prospectus.pdf',
    LinkUrl: null,
  },
  {
    DocumentId: 12,
    DocumentName: 'Board letter',
    DocumentExtType: 2,
    IsStale: true,
    FileName: 'letter.docx',
    LinkUrl: null,
  },
  {
    DocumentId: 13,
    DocumentName: 'Financial model',
    DocumentExtType: 3,
    IsStale: false,
    FileName: 'model.xlsx',
    LinkUrl: null,
  },
  {
    DocumentId: 14,
    DocumentName: 'Company website',
    DocumentExtType: 5,
    IsStale: false,
    FileName: null,
    LinkUrl: 'https://example.com/ir',
  },
  {
    DocumentId: 15,
    DocumentName: 'Broken link',
    DocumentExtType: 5,
    IsStale: false,
    FileName: null,
    LinkUrl: 'javascript:alert(1)',
  },
];

const documentOnly = (blockText = false) => {
  const p = makePresentation({ PresentationId: 1004, Documents: documents });
  return { ...p, Security: { ...p.Security, BlockSlidesText: blockText } };
};

let calls: RecordedCall[];

beforeEach(() => {
  setViewport(1366, 768);
  calls = stubFetch();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The document-only kind's view is a lazy chunk: its heading shows once it is in. */
const documentsShown = () => screen.findByRole('heading', { level: 2, name: 'Documents' });

describe('documents', () => {
  it('opens a PDF in the document viewer page in a new tab, with appId 1 and encoded params', async () => {
    renderWithPresentation(<ViewerPage />, documentOnly(true));
    await documentsShown();
    const link = screen.getByRole('link', { name: 'Preliminary Prospectus' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).not.toHaveAttribute('download');
    const href = new URL(link.getAttribute('href') ?? '', 'http://podium.test');
    expect(href.pathname).toBe(DOCUMENT_VIEWER_PATH);
    expect(href.searchParams.get('appId')).toBe('1');
    expect(decodeDocumentViewerParams(href.searchParams.get('params'))).toEqual({
      presId: 1004,
      docId: 11,
      name: 'Preliminary Prospectus',
      blockText: true,
    });
    expect(link).toHaveAccessibleDescription(/View Preliminary Prospectus \(opens in a new tab\)/);
  });

  it('downloads Word and Excel files from documentstream', async () => {
    renderWithPresentation(<ViewerPage />, documentOnly());
    await documentsShown();
    const word = screen.getByRole('link', { name: 'Board letter' });
    expect(word).toHaveAttribute(
      'href',
      '/api/v1/nrsservice/user/presentation/1004/documentstream/12?applicationId=1',
    );
    expect(word).toHaveAttribute('download', 'letter.docx');
    expect(word).not.toHaveAttribute('target');
    const excel = screen.getByRole('link', { name: 'Financial model' });
    expect(excel).toHaveAttribute(
      'href',
      '/api/v1/nrsservice/user/presentation/1004/documentstream/13?applicationId=1',
    );
    expect(excel).toHaveAttribute('download', 'model.xlsx');
  });

  it('opens links at their address in a new tab, and never follows a non-web address', async () => {
    renderWithPresentation(<ViewerPage />, documentOnly());
    await documentsShown();
    const link = screen.getByRole('link', { name: 'Company website' });
    expect(link).toHaveAttribute('href', 'https://example.com/ir');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Broken link')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Broken link' })).not.toBeInTheDocument();
  });

  it('labels each file type and marks stale documents', async () => {
    renderWithPresentation(<ViewerPage />, documentOnly());
    await documentsShown();
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.doc-card__type')?.textContent)).toEqual([
      'PDF',
      'Word',
      'Excel',
      'Link',
      'Link',
    ]);
    expect(items[1]).toHaveTextContent('Outdated');
    expect(items[0]).not.toHaveTextContent('Outdated');
  });

  it('logs DocDownload with the document id when one is opened (SPEC §7 logevent)', async () => {
    const user = userEvent.setup();
    renderWithPresentation(<ViewerPage />, documentOnly(), { logId: 5 });
    await documentsShown();
    const word = screen.getByRole('link', { name: 'Board letter' });
    // jsdom would try to navigate; the href is asserted elsewhere, here only the log matters.
    word.addEventListener('click', (event) => event.preventDefault());
    await user.click(word);
    const logs = calls.filter((c) => c.url.endsWith('/logevent'));
    expect(logs.map((c) => c.body)).toEqual([
      { logId: 5, PresId: 1004, EventType: LogEventType.DocDownload, DocumentId: 12 },
    ]);
  });

  it('lists the same documents in the Documents side panel', async () => {
    const user = userEvent.setup();
    renderWithPresentation(<ViewerPage />, documentOnly());
    await documentsShown();
    await user.click(screen.getByRole('button', { name: 'Documents' }));
    const panel = await screen.findByRole('complementary', { name: 'Documents' });
    expect(
      await within(panel).findByRole('link', { name: 'Preliminary Prospectus' }),
    ).toHaveAttribute(
      'href',
      screen.getAllByRole('link', { name: 'Preliminary Prospectus' })[0]?.getAttribute('href'),
    );
    expect(within(panel).getAllByRole('link')).toHaveLength(4);
  });

  it('says so when there are no documents', async () => {
    renderWithPresentation(<ViewerPage />, makePresentation({ PresentationId: 1004 }));
    await documentsShown();
    expect(screen.getByText('No documents are available for this event.')).toBeInTheDocument();
  });
});
