// SPEC §6/§8 selectCutOff: the viewer reads the call's cut-off by the domain's callCutOff, the
// rule the server's guards answer by. A revoked participant reads the access-revoked text, a
// public participant past the public end the public-ended message; event coordinators,
// conference presenters, site admins and listed presenters are never cut off, so the viewer does
// not show them the revoked alert while the server keeps serving them.
import { beforeEach, describe, expect, it } from 'vitest';
import { LiveVideoRole, type User } from '@podium/domain';
import { attendee } from '../viewer/test-utils.tsx';
import {
  conferenceViewerOf,
  initialConferenceState,
  resetConference,
  selectCutOff,
  useConferenceStore,
  type ConferenceState,
} from './conference.store.ts';
import { participant } from './testing/conferenceFixtures.ts';

const END = '2026-11-21T15:30:00.000Z';

const coordinator: User = {
  ...attendee,
  CoreId: 4,
  PresPermissions: { PresentationRole: LiveVideoRole.EventCoordinator, SlideNavigation: true },
};
const conferencePresenter: User = { ...attendee, CoreId: 7, IsConferencePresenter: true };
const siteAdmin: User = { ...attendee, CoreId: 1, UserSiteAdmin: true };
const publicVisitor: User = { ...attendee, CoreId: 90, IsPublicParticipant: true };

/** The state of a live call for this user, with a registration and what the server said since. */
function callState(user: User | null, changes: Partial<ConferenceState> = {}): ConferenceState {
  return {
    ...initialConferenceState(null, conferenceViewerOf(user)),
    participant: participant(),
    ...changes,
  };
}

/** The state once the public portion ended, as the status (public call end time) tells it. */
function publicEnded(state: ConferenceState): ConferenceState {
  return {
    ...state,
    call: { ...state.call, publicAccessRevoked: true, publicCallEndTimeUtc: END },
  };
}

describe('selectCutOff (SPEC §6, the domain rule)', () => {
  it('leaves a participant nobody revoked on the call', () => {
    expect(selectCutOff(callState(attendee))).toBeNull();
  });

  it('cuts off a revoked participant with the access-revoked text', () => {
    expect(selectCutOff(callState(attendee, { accessRevoked: true }))).toBe('accessRevoked');
  });

  it('cuts off a refused viewer before their registration arrived', () => {
    // The hub refused the connection (AccessRevoked) before GET participants answered.
    expect(selectCutOff(callState(attendee, { participant: null, accessRevoked: true }))).toBe(
      'accessRevoked',
    );
  });

  it('never cuts off an event coordinator, a conference presenter or a site admin', () => {
    for (const user of [coordinator, conferencePresenter, siteAdmin]) {
      expect({
        user: user.CoreId,
        cutOff: selectCutOff(callState(user, { accessRevoked: true })),
      }).toEqual({ user: user.CoreId, cutOff: null });
    }
  });

  it('never cuts off a listed presenter, by the call presenter list', () => {
    const revoked = callState(attendee, { accessRevoked: true });
    expect(selectCutOff(revoked)).toBe('accessRevoked');
    const listed = { ...revoked, presenters: [{ CoreUserId: attendee.CoreId, Name: 'Ada' }] };
    expect(selectCutOff(listed)).toBeNull();
  });

  it('gives a public participant past the public end the public-ended message', () => {
    const registration = participant({ IsPublicParticipant: true, RegistrationType: 'ListenOnly' });
    const state = callState(publicVisitor, {
      participant: registration,
      accessRevoked: true,
      publicPortionEnded: true,
    });
    expect(selectCutOff(state)).toBe('publicEnded');
    // By the status alone (public call end time), as after a reload.
    expect(
      selectCutOff(
        publicEnded(callState(null, { participant: registration, accessRevoked: true })),
      ),
    ).toBe('publicEnded');
  });

  it('cuts off a public visitor past the public end before any registration, as the server', () => {
    expect(selectCutOff(publicEnded(callState(publicVisitor, { participant: null })))).toBe(
      'publicEnded',
    );
  });

  it('leaves a registered participant on the call when the public portion ends', () => {
    expect(selectCutOff(publicEnded(callState(attendee)))).toBeNull();
  });

  it('leaves an event coordinator who entered with a public code on the call at the public end', () => {
    const publicCoordinator: User = { ...coordinator, IsPublicParticipant: true };
    const state = callState(publicCoordinator, {
      participant: participant({ IsPublicParticipant: true }),
      accessRevoked: true,
      publicPortionEnded: true,
    });
    expect(selectCutOff(publicEnded(state))).toBeNull();
  });

  it('takes a viewer whose user did not load for a plain participant', () => {
    expect(selectCutOff(callState(null, { accessRevoked: true }))).toBe('accessRevoked');
  });
});

describe('resetConference', () => {
  beforeEach(() => resetConference(null));

  it("starts a session with its user's standing and nothing revoked", () => {
    useConferenceStore.setState({ accessRevoked: true });
    resetConference(null, coordinator);
    const state = useConferenceStore.getState();
    expect(state.accessRevoked).toBe(false);
    expect(state.viewer).toEqual({
      coreUserId: 4,
      isSiteAdmin: false,
      liveVideoRoles: LiveVideoRole.EventCoordinator,
      isConferencePresenter: false,
      isPublicParticipant: false,
    });
    useConferenceStore.setState({ accessRevoked: true, participant: participant() });
    expect(selectCutOff(useConferenceStore.getState())).toBeNull();
  });
});
