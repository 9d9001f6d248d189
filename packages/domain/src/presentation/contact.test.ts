import { describe, expect, it } from 'vitest';
import { contactParts, isSupportEmail, isSupportPhone, telHref } from './contact.ts';

describe('SPEC §2 support contact links', () => {
  it('links an e-mail address inside a sentence', () => {
    expect(contactParts('Investor Relations: ir@northwind.example')).toEqual([
      { kind: 'text', text: 'Investor Relations: ' },
      { kind: 'email', text: 'ir@northwind.example', href: 'mailto:ir@northwind.example' },
    ]);
  });

  it('links phone numbers and keeps the text between', () => {
    expect(contactParts('Call +1 (212) 555-0100 or a@b.co')).toEqual([
      { kind: 'text', text: 'Call ' },
      { kind: 'phone', text: '+1 (212) 555-0100', href: 'tel:+12125550100' },
      { kind: 'text', text: ' or ' },
      { kind: 'email', text: 'a@b.co', href: 'mailto:a@b.co' },
    ]);
  });

  it('leaves short numbers and plain names as text', () => {
    expect(contactParts('Room 42, Jane Doe')).toEqual([
      { kind: 'text', text: 'Room 42, Jane Doe' },
    ]);
    expect(telHref('800 555 0142')).toBe('tel:8005550142');
  });
});

describe('a configured support desk (SPEC §2 tech support contact)', () => {
  it('takes one address or one number, nothing around it', () => {
    expect(isSupportEmail('help@desk.example')).toBe(true);
    expect(isSupportEmail(' help@desk.example ')).toBe(true);
    expect(isSupportEmail('write to help@desk.example')).toBe(false);
    expect(isSupportEmail('not-an-address')).toBe(false);
    expect(isSupportPhone('+1 (800) 555-0199')).toBe(true);
    expect(isSupportPhone('+44 20 7946 0000')).toBe(true);
    expect(isSupportPhone('555-01')).toBe(false);
    expect(isSupportPhone('call 800 555 0199')).toBe(false);
  });
});
