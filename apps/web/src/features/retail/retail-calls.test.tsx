// SPEC §7 retail calls the viewer makes for a retail show: linked shows by the show's link code
// (no entry code), and Office documents from the retail documents call.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentExtType } from '@podium/domain';
import { installFakeFetch } from '../../app/testing/fakeFetch.ts';
import { renderApp, resetAppState } from '../../app/testing/renderApp.tsx';
import { documentLink } from '../documents/documents.links.ts';
import { rememberLinkCode, useEntryStore } from '../entry/entry.store.ts';

beforeEach(resetAppState);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('retail linked shows', () => {
  it('lists them by the link code of a retail show, with no entry code', async () => {
    useEntryStore.setState({
      routes: { 6001: { PresentationId: 6001, Route: 'viewer', LogId: null, IsRetail: true } },
    });
    rememberLinkCode(6001, 'NORTHWIND-RETAIL');
    const server = installFakeFetch({
      'GET retail/show/6001/linkedshows': {
        body: [
          {
            PresentationId: 6002,
            TitleBarWeb: 'Retail Show (中文)',
            ShowLinkType: 2,
            Language: 'zh-cn',
          },
        ],
      },
    });
    renderApp('/6001/linkedshow/');
    expect(await screen.findByRole('link', { name: 'Retail Show (中文)' })).toHaveAttribute(
      'href',
      '/6002/',
    );
    expect(server.requests.map((r) => [r.path, r.query.get('linkCode')])).toEqual([
      ['retail/show/6001/linkedshows', 'NORTHWIND-RETAIL'],
    ]);
  });
});

describe('retail documents', () => {
  const sheet = {
    DocumentId: 7,
    DocumentName: 'Term sheet',
    DocumentExtType: DocumentExtType.Word,
    IsStale: false,
    FileName: 'term-sheet.docx',
    LinkUrl: null,
  };

  it('downloads Office files from the retail documents call, with the link code', () => {
    expect(documentLink(6001, sheet, false, { linkCode: 'NORTHWIND-RETAIL' })?.href).toBe(
      '/api/v1/nrsservice/retail/shows/6001/documents/7?linkcode=NORTHWIND-RETAIL',
    );
    expect(documentLink(6001, sheet, false, { linkCode: null })?.href).toBe(
      '/api/v1/nrsservice/retail/shows/6001/documents/7',
    );
    expect(documentLink(1004, sheet, false)?.href).toBe(
      '/api/v1/nrsservice/user/presentation/1004/documentstream/7?applicationId=1',
    );
  });
});
