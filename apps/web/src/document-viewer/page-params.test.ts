// SPEC §2: the page reads query appId (1) and the encoded params.
import { describe, expect, it } from 'vitest';
import { base64UrlEncode, encodeDocumentViewerParams } from '@podium/domain';
import { downloadFileName, readPageParams } from './page-params.ts';

const params = { presId: 1004, docId: 1, name: 'Prospectus', blockText: true };
const encoded = encodeDocumentViewerParams(params);

describe('readPageParams', () => {
  it('decodes the params of a Podium link', () => {
    expect(readPageParams(`?appId=1&params=${encoded}`)).toEqual(params);
  });

  it('accepts a link without appId (it defaults to 1)', () => {
    expect(readPageParams(`?params=${encoded}`)).toEqual(params);
  });

  it('rejects another application id, missing params and damaged params', () => {
    expect(readPageParams(`?appId=2&params=${encoded}`)).toBeNull();
    expect(readPageParams('?appId=1')).toBeNull();
    expect(readPageParams(`?appId=1&params=${encoded.slice(0, -3)}`)).toBeNull();
    expect(readPageParams(`?appId=1&params=${base64UrlEncode('{"presId":1004}')}`)).toBeNull();
  });
});

describe('downloadFileName', () => {
  it('adds .pdf once and replaces characters file systems refuse', () => {
    expect(downloadFileName('Prospectus')).toBe('Prospectus.pdf');
    expect(downloadFileName('Prospectus.PDF')).toBe('Prospectus.PDF');
    expect(downloadFileName('Q3 results: 2025/26')).toBe('Q3 results_ 2025_26.pdf');
    expect(downloadFileName('目論見書')).toBe('目論見書.pdf');
  });
});
