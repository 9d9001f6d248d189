// SPEC §2: the document viewer page reads appId (1) and encoded params.
import { describe, expect, it } from 'vitest';
import {
  base64UrlDecode,
  base64UrlEncode,
  decodeDocumentViewerParams,
  documentViewerHref,
  encodeDocumentViewerParams,
} from './viewer-params.ts';

const params = { presId: 1004, docId: 1, name: 'Prospectus 2025', blockText: false };

describe('base64url codec (SPEC §2 encoded params)', () => {
  it('matches RFC 4648 base64url for ASCII, without padding', () => {
    expect(base64UrlEncode('')).toBe('');
    expect(base64UrlEncode('f')).toBe('Zg');
    expect(base64UrlEncode('fo')).toBe('Zm8');
    expect(base64UrlEncode('foo')).toBe('Zm9v');
    expect(base64UrlEncode('foob')).toBe('Zm9vYg');
    // bytes 0xfb 0xff use the url-safe characters instead of + and /
    expect(base64UrlEncode('\u00fb\u00ff')).toBe('w7vDvw');
    expect(base64UrlEncode('??>')).toBe('Pz8-');
    expect(base64UrlEncode('???')).toBe('Pz8_');
  });

  it('round-trips multi-byte UTF-8 (Japanese and Chinese document names)', () => {
    for (const text of ['目論見書.pdf', '招股说明书', 'Ünïcödé 😀']) {
      expect(base64UrlDecode(base64UrlEncode(text))).toBe(text);
    }
  });

  it('accepts standard base64 with padding', () => {
    expect(base64UrlDecode('Pz8+')).toBe('??>');
    expect(base64UrlDecode('Zm8=')).toBe('fo');
  });

  it('rejects characters outside the alphabet, impossible lengths and malformed UTF-8', () => {
    expect(base64UrlDecode('Zm9v!')).toBeNull();
    expect(base64UrlDecode('Zm9vY')).toBeNull();
    expect(base64UrlDecode('_w')).toBeNull();
  });
});

describe('document viewer params (SPEC §2)', () => {
  it('round-trips the params object', () => {
    expect(decodeDocumentViewerParams(encodeDocumentViewerParams(params))).toEqual(params);
  });

  it('returns null for missing, non-JSON or invalid params', () => {
    expect(decodeDocumentViewerParams(null)).toBeNull();
    expect(decodeDocumentViewerParams('')).toBeNull();
    expect(decodeDocumentViewerParams(base64UrlEncode('not json'))).toBeNull();
    expect(
      decodeDocumentViewerParams(base64UrlEncode(JSON.stringify({ ...params, docId: 'x' }))),
    ).toBeNull();
    expect(
      decodeDocumentViewerParams(base64UrlEncode(JSON.stringify({ ...params, name: '  ' }))),
    ).toBeNull();
    expect(
      decodeDocumentViewerParams(base64UrlEncode(JSON.stringify({ ...params, presId: -1 }))),
    ).toBeNull();
  });

  it('builds the SPEC §2 page link with appId 1', () => {
    const href = documentViewerHref(params);
    expect(href.startsWith('/mynrs/show/pdfTron11/index.html?appId=1&params=')).toBe(true);
    const encoded = decodeURIComponent(href.split('&params=')[1] ?? '');
    expect(decodeDocumentViewerParams(encoded)).toEqual(params);
  });
});
