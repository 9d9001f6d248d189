import { describe, expect, it } from 'vitest';
import { LiveVideoRole } from '../roles/roles.ts';
import {
  callCutOff,
  isRegistrationRevoked,
  presentationCutOff,
  cutOffViewerOf,
  standingOf,
  type CallStanding,
  type CutOffViewer,
} from './cutoff.ts';
import { runsTheCall } from '../roles/roles.ts';

const attendee: CutOffViewer = {
  isSiteAdmin: false,
  liveVideoRoles: LiveVideoRole.Attendee,
  isConferencePresenter: false,
  isPublicParticipant: false,
};
const publicViewer: CutOffViewer = { ...attendee, liveVideoRoles: 0, isPublicParticipant: true };

const registered = { accessRevoked: false, isPublic: false };
const revoked = { accessRevoked: true, isPublic: false };
const publicRegistration = { accessRevoked: false, isPublic: true };

const live: CallStanding = {
  publicPortionEnded: false,
  registration: registered,
  isListedPresenter: false,
};
const publicEnded: CallStanding = { ...live, publicPortionEnded: true };

describe('SPEC §6 revoked participants are disconnected', () => {
  it('cuts off a participant whose registration was revoked', () => {
    expect(callCutOff(attendee, { ...live, registration: revoked })).toBe('accessRevoked');
  });

  it('leaves a registered participant and one not registered yet on the call', () => {
    expect(callCutOff(attendee, live)).toBeNull();
    expect(callCutOff(attendee, { ...live, registration: null })).toBeNull();
  });
});

describe('SPEC §4/§6 public participants lose access when public access is revoked', () => {
  it('cuts off a public participant once the public portion ended, registered or not', () => {
    expect(callCutOff(publicViewer, { ...publicEnded, registration: publicRegistration })).toBe(
      'publicEnded',
    );
    expect(callCutOff(publicViewer, { ...publicEnded, registration: null })).toBe('publicEnded');
  });

  it('counts a public registration as public whatever the entry was', () => {
    expect(callCutOff(attendee, { ...publicEnded, registration: publicRegistration })).toBe(
      'publicEnded',
    );
  });

  it('leaves public participants on the call before the end, and registered ones after it', () => {
    expect(callCutOff(publicViewer, { ...live, registration: publicRegistration })).toBeNull();
    expect(callCutOff(attendee, publicEnded)).toBeNull();
  });

  it('gives a revoked public participant past the end the public-ended reason', () => {
    const both = { accessRevoked: true, isPublic: true };
    expect(callCutOff(publicViewer, { ...publicEnded, registration: both })).toBe('publicEnded');
    expect(callCutOff(publicViewer, { ...live, registration: both })).toBe('accessRevoked');
  });
});

describe('SPEC §6 those who run the call are never cut off', () => {
  const cutOffEverywhere: CallStanding = {
    publicPortionEnded: true,
    registration: { accessRevoked: true, isPublic: true },
    isListedPresenter: false,
  };

  it.each<[string, Partial<CutOffViewer>]>([
    ['an event coordinator', { liveVideoRoles: LiveVideoRole.EventCoordinator }],
    [
      'an event coordinator who is also a panelist',
      { liveVideoRoles: LiveVideoRole.Panelist | LiveVideoRole.EventCoordinator },
    ],
    ['a conference call presenter', { isConferencePresenter: true }],
    ['a site admin', { isSiteAdmin: true }],
  ])('%s, by role, even entered with a public code', (_name, grants) => {
    const viewer = { ...publicViewer, ...grants };
    expect(runsTheCall(viewer)).toBe(true);
    expect(callCutOff(viewer, cutOffEverywhere)).toBeNull();
  });

  it('a user on the call presenter list', () => {
    expect(callCutOff(publicViewer, { ...cutOffEverywhere, isListedPresenter: true })).toBeNull();
  });

  it('a panelist is not one of them', () => {
    const panelist = { ...attendee, liveVideoRoles: LiveVideoRole.Panelist };
    expect(runsTheCall(panelist)).toBe(false);
    expect(callCutOff(panelist, cutOffEverywhere)).toBe('publicEnded');
  });
});

describe('SPEC §6 a presentation cut off by any of its calls', () => {
  it('answers the first call that cuts the viewer off, and null for none', () => {
    const revokedStanding = { ...live, registration: revoked };
    expect(presentationCutOff(attendee, [])).toBeNull();
    expect(presentationCutOff(attendee, [live, revokedStanding])).toBe('accessRevoked');
    expect(presentationCutOff(publicViewer, [publicEnded, revokedStanding])).toBe('publicEnded');
    expect(presentationCutOff(attendee, [live, live])).toBeNull();
  });
});

describe('SPEC §3/§4 Participant.AccessRevoked', () => {
  it('is the revocation, or a public registration past the public end', () => {
    expect(isRegistrationRevoked(registered, false)).toBe(false);
    expect(isRegistrationRevoked(registered, true)).toBe(false);
    expect(isRegistrationRevoked(revoked, false)).toBe(true);
    expect(isRegistrationRevoked(publicRegistration, false)).toBe(false);
    expect(isRegistrationRevoked(publicRegistration, true)).toBe(true);
  });
});

describe('SPEC §6 the viewer and standing the cut-off rule reads', () => {
  it('takes the viewer from their access: roles, and public entry', () => {
    expect(
      cutOffViewerOf({
        isSiteAdmin: false,
        isPublicParticipant: true,
        role: null,
      }),
    ).toEqual(publicViewer);
    expect(
      cutOffViewerOf({
        isSiteAdmin: false,
        isPublicParticipant: false,
        role: { liveVideoRole: LiveVideoRole.EventCoordinator, isConferencePresenter: true },
      }),
    ).toEqual({
      isSiteAdmin: false,
      liveVideoRoles: LiveVideoRole.EventCoordinator,
      isConferencePresenter: true,
      isPublicParticipant: false,
    });
  });

  it('counts the public portion ended once the call carries a public call end time (SPEC §4)', () => {
    expect(standingOf({ publicCallEndTimeUtc: null }, null, false).publicPortionEnded).toBe(false);
    expect(standingOf({ publicCallEndTimeUtc: new Date(0) }, revoked, true)).toEqual({
      publicPortionEnded: true,
      registration: revoked,
      isListedPresenter: true,
    });
  });
});
