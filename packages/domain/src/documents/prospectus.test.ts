// SPEC §3 Security.ProspectusButton: the first PDF of the event is its prospectus.
import { describe, expect, it } from 'vitest';
import { prospectusDocument } from './prospectus.ts';

const link = { DocumentId: 1, DocumentExtType: 5 };
const word = { DocumentId: 2, DocumentExtType: 2 };
const pdf = { DocumentId: 3, DocumentExtType: 1 };
const laterPdf = { DocumentId: 4, DocumentExtType: 1 };

describe('prospectusDocument', () => {
  it('is the first PDF when the flag is on', () => {
    expect(prospectusDocument([link, word, pdf, laterPdf], true)).toBe(pdf);
  });

  it('is null when the flag is off', () => {
    expect(prospectusDocument([pdf], false)).toBeNull();
  });

  it('is null when no document is a PDF', () => {
    expect(prospectusDocument([link, word], true)).toBeNull();
    expect(prospectusDocument([], true)).toBeNull();
  });
});
