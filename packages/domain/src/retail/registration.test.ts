// SPEC §2 registration and SPEC §5 (user form validation left open): Podium's registration rules.
import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_NAME_MAX,
  RegistrationBodySchema,
  registrationProblems,
  type RegistrationInput,
} from './registration.ts';

const valid: RegistrationInput = {
  FirstName: 'Robin',
  LastName: 'Retail',
  Email: 'robin@example.com',
  Company: '',
  CountryCode: 'US',
};

describe('registrationProblems (SPEC §5)', () => {
  it('accepts a complete registration; the company is optional', () => {
    expect(registrationProblems(valid)).toEqual({});
    expect(registrationProblems({ ...valid, Company: 'Acme' })).toEqual({});
  });

  it('names every missing required field at once', () => {
    expect(
      registrationProblems({
        FirstName: ' ',
        LastName: '',
        Email: '',
        Company: '',
        CountryCode: '',
      }),
    ).toEqual({
      FirstName: 'required',
      LastName: 'required',
      Email: 'required',
      CountryCode: 'required',
    });
  });

  it.each([
    'robin',
    'robin@',
    '@example.com',
    'robin@example',
    'ro bin@example.com',
    'a@b@c.de',
    'robin@example.',
  ])('refuses the email %j', (Email) => {
    expect(registrationProblems({ ...valid, Email })).toEqual({ Email: 'invalidEmail' });
  });

  it('refuses names past the limit and unknown countries', () => {
    expect(
      registrationProblems({
        ...valid,
        FirstName: 'x'.repeat(REGISTRATION_NAME_MAX + 1),
        CountryCode: 'XX',
      }),
    ).toEqual({ FirstName: 'tooLong', CountryCode: 'unknownCountry' });
    expect(registrationProblems({ ...valid, LastName: 'x'.repeat(REGISTRATION_NAME_MAX) })).toEqual(
      {},
    );
  });
});

describe('RegistrationBodySchema', () => {
  it('normalizes what it accepts', () => {
    const parsed = RegistrationBodySchema.parse({
      ...valid,
      FirstName: '  Robin ',
      Email: ' Robin@Example.COM ',
      LinkCode: 'RETAIL-6001',
    });
    expect(parsed).toMatchObject({
      FirstName: 'Robin',
      Email: 'robin@example.com',
      Company: '',
      LinkCode: 'RETAIL-6001',
    });
  });

  it('names the field of each problem, and refuses a malformed link code', () => {
    const result = RegistrationBodySchema.safeParse({ ...valid, Email: 'nope' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['Email', 'is not a valid email address'],
    ]);
    expect(RegistrationBodySchema.safeParse({ ...valid, LinkCode: 'a b' }).success).toBe(false);
    expect(RegistrationBodySchema.safeParse({ ...valid, FirstName: 3 }).success).toBe(false);
  });
});
