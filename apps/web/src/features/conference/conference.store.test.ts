// SPEC §6/§8 selectCutOff: the viewer reads the call's cut-off by the domain's callCutOff, the
// rule the server's guards answer by. A revoked participant reads the access-revoked text, a
// public participant past the public end the public-ended message; event coordinators,
// conference presenters, site admins and listed presenters are never cut off, so the viewer does
// not show them the revoked alert while the server keeps serving them.
import { beforeEach, describe, expect, it } from 'vitest';
import { LiveVideoRole, type User } from '@podium/domain';
import { attendee } from '../viewer/test-utils.tsx';
import {
  applyCallStatus,
  applyPresControl,
  changedPart,
  conferenceViewerOf,
  initialConferenceState,
  resetConference,
  selectCutOff,
  updateConference,
  useConferenceStore,
  type ConferenceState,
} from './conference.store.ts';
import { liveStatus, participant, presControl, question } from './testing/conferenceFixtures.ts';

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

describe('updateConference: only a real change notifies (the call start answers repeat a lot)', () => {
  beforeEach(() => resetConference(null, attendee));

  it('an answer that repeats the store keeps every value and notifies nobody', () => {
    applyCallStatus(liveStatus(), true);
    applyPresControl(presControl({ SlideIndex: 2 }));
    const before = useConferenceStore.getState();
    let notified = 0;
    const stop = useConferenceStore.subscribe(() => (notified += 1));
    // The same status and presenter control again, as the second GET status of a start answers.
    applyCallStatus(liveStatus(), false);
    applyPresControl(presControl({ SlideIndex: 2 }));
    updateConference({ questions: [], notification: null });
    stop();
    expect(notified).toBe(0);
    expect(useConferenceStore.getState()).toBe(before);
  });

  it('a change notifies once with the changed part only; the unchanged parts keep their values', () => {
    applyPresControl(presControl({ SlideIndex: 2 }));
    const before = useConferenceStore.getState();
    const seen: ConferenceState[] = [];
    const stop = useConferenceStore.subscribe((state) => seen.push(state));
    applyPresControl(presControl({ SlideIndex: 3 }));
    stop();
    expect(seen).toHaveLength(1);
    const after = seen[0]!;
    expect(after.slides.presenterIndex).toBe(3);
    expect(after.slides).not.toBe(before.slides);
    expect(after.call).toBe(before.call);
    expect(after.presenters).toBe(before.presenters);
  });

  it('changedPart compares each part one level deep and answers null when nothing differs', () => {
    const state = initialConferenceState();
    expect(changedPart(state, { call: { ...state.call }, questions: [] })).toBeNull();
    expect(changedPart(state, { call: { ...state.call, isLive: true }, questions: [] })).toEqual({
      call: { ...state.call, isLive: true },
    });
    expect(changedPart(state, { notification: 'Welcome' })).toEqual({ notification: 'Welcome' });
    expect(changedPart(state, {})).toBeNull();
    // Lists item by item: the same questions read again are no change, one edited is.
    const asked = { ...state, questions: [question({ Id: 1 }), question({ Id: 2 })] };
    expect(
      changedPart(asked, { questions: [question({ Id: 1 }), question({ Id: 2 })] }),
    ).toBeNull();
    const edited = [question({ Id: 1 }), question({ Id: 2, Question: 'Margins?' })];
    expect(changedPart(asked, { questions: edited })).toEqual({ questions: edited });
  });
});
