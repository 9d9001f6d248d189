// SPEC §6 access to a presentation, decided from the role, the session's grant and its code.
import { describe, expect, it } from 'vitest';
import { presentationAccess, type AccessFacts } from './presentation-access.ts';

interface EntryCode {
  readonly id: number;
  readonly type: string;
}

const role = { liveVideoRole: 4, isConferencePresenter: false };
const code = (type: string): EntryCode => ({ id: 11, type });
const grant = (isPublic: boolean, entryCodeId: number | null = 11) => ({ isPublic, entryCodeId });
const none: AccessFacts<typeof role, ReturnType<typeof grant>, EntryCode> = {
  role: null,
  grant: null,
  entryCode: null,
};

describe('presentationAccess (SPEC §6)', () => {
  it('refuses a session with no role, no code and no site admin flag', () => {
    expect(presentationAccess(2001, false, none)).toBeNull();
    // A disclaimer accepted without a code grants nothing by itself.
    expect(presentationAccess(2001, false, { ...none, grant: grant(false, null) })).toBeNull();
  });

  it('lets site admins and users with a role in, as registered participants', () => {
    expect(presentationAccess(2001, true, none)).toMatchObject({
      isSiteAdmin: true,
      isPublicParticipant: false,
      entryCode: null,
    });
    expect(
      presentationAccess(2001, false, { role, grant: grant(true), entryCode: code('public') }),
    ).toMatchObject({ role, isPublicParticipant: false });
  });

  it('makes a session that entered a public code, and holds no role, a public participant', () => {
    const access = presentationAccess(2001, false, {
      role: null,
      grant: grant(true),
      entryCode: code('public'),
    });
    expect(access).toMatchObject({ isPublicParticipant: true, entryCode: { id: 11 } });
    expect(
      presentationAccess(2001, false, { role: null, grant: grant(false), entryCode: code('x') }),
    ).toMatchObject({ isPublicParticipant: false });
  });

  it('names no entry code when the grant names none', () => {
    expect(
      presentationAccess(2001, true, {
        role: null,
        grant: grant(false, null),
        entryCode: code('x'),
      })?.entryCode,
    ).toBeNull();
  });
});

describe('presentationAccess for retail registrations (SPEC §2, §3)', () => {
  const registered = { isPublic: false, entryCodeId: null, retailRegistrationId: 5 };

  it('lets a session that registered for a retail show in, as a retail user', () => {
    expect(presentationAccess(6001, false, { ...none, grant: registered })).toMatchObject({
      isRetail: true,
      isPublicParticipant: false,
      role: null,
    });
  });

  it('is no retail user with a role, a code or the site admin flag', () => {
    expect(presentationAccess(6001, false, { ...none, role, grant: registered })?.isRetail).toBe(
      false,
    );
    expect(presentationAccess(6001, true, { ...none, grant: registered })?.isRetail).toBe(false);
    expect(
      presentationAccess(6001, false, {
        ...none,
        grant: { ...registered, entryCodeId: 11 },
        entryCode: code('registered'),
      })?.isRetail,
    ).toBe(false);
  });
});
