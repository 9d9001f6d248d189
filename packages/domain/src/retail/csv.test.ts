// The coordinators' registrations export (SPEC §2 registration; RFC 4180, formula-safe).
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';
import { REGISTRATION_CSV_HEADER, registrationsCsv } from './api.ts';

describe('csvCell', () => {
  it('leaves plain text alone and quotes commas, quotes and line breaks', () => {
    expect(csvCell('Robin')).toBe('Robin');
    expect(csvCell('Acme, Inc.')).toBe('"Acme, Inc."');
    expect(csvCell('The "Best" Co')).toBe('"The ""Best"" Co"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=1+1', '+SUM(A1)', '-2', '@cmd', '\tx'])('defuses the formula %j', (value) => {
    expect(csvCell(value)).toBe(`'${value}`);
  });

  it('defuses before quoting', () => {
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });
});

describe('registrationsCsv', () => {
  it('writes the header, then one CRLF-ended row per registration', () => {
    expect(toCsv([['a', 'b']])).toBe('a,b\r\n');
    const csv = registrationsCsv([
      {
        Id: 1,
        FirstName: 'Robin',
        LastName: '=Retail',
        Email: 'robin@example.com',
        Company: 'Acme, Inc.',
        CountryCode: 'US',
        RegisteredUtc: '2026-11-25T12:00:00.000Z',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      REGISTRATION_CSV_HEADER.join(','),
      `Robin,'=Retail,robin@example.com,"Acme, Inc.",US,2026-11-25T12:00:00.000Z`,
      '',
    ]);
  });
});
