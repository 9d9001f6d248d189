import { describe, expect, it } from 'vitest';
import { presentationAccess } from '../access/presentation-access.ts';
import { watchableWithoutRegistration } from './registration-required.ts';

describe('watchableWithoutRegistration', () => {
  it('is true only for a retail show that requires no registration', () => {
    expect(watchableWithoutRegistration({ registrationRequired: false })).toBe(true);
    expect(watchableWithoutRegistration({ registrationRequired: true })).toBe(false);
    expect(watchableWithoutRegistration(null)).toBe(false);
    expect(watchableWithoutRegistration(undefined)).toBe(false);
  });
});

describe('presentationAccess for a visitor who did not register', () => {
  const none = { role: null, grant: null, entryCode: null };

  it('opens a retail show that requires no registration, as a retail user', () => {
    expect(
      presentationAccess(6003, false, { ...none, retailShow: { registrationRequired: false } }),
    ).toMatchObject({ presId: 6003, isRetail: true, isPublicParticipant: false, role: null });
  });

  it('opens nothing of a retail show that requires registration, nor of other shows', () => {
    expect(
      presentationAccess(6001, false, { ...none, retailShow: { registrationRequired: true } }),
    ).toBeNull();
    expect(presentationAccess(1001, false, { ...none, retailShow: null })).toBeNull();
    expect(presentationAccess(1001, false, none)).toBeNull();
  });

  it('keeps what a code gives on a show that requires no registration', () => {
    const access = presentationAccess(6003, false, {
      role: null,
      grant: { entryCodeId: 7, isPublic: false },
      entryCode: { id: 7 },
      retailShow: { registrationRequired: false },
    });
    expect(access).toMatchObject({ isRetail: false, entryCode: { id: 7 } });
  });
});
