import { describe, expect, it } from 'vitest';
import { PresentationKind } from '../presentation/kind.ts';
import {
  LiveVideoRole,
  SgmRole,
  effectiveLiveVideoRoles,
  focusChangeScope,
  hasRole,
  isEventCoordinator,
  isLiveVideoAttendeeOnly,
  isSgmHost,
  maySendCallControlUpdates,
  maySendMeetingStatusUpdates,
  coordinatesEvent,
  runsTheCall,
} from './roles.ts';

describe('SPEC §6 live video role bits', () => {
  it('have the SPEC values', () => {
    expect(LiveVideoRole).toEqual({ None: 0, Attendee: 1, Panelist: 2, EventCoordinator: 4 });
    expect(SgmRole).toEqual({ None: 0, Attendee: 1, Host: 2 });
  });
  it('hasRole tests single bits in a combination', () => {
    const panelistCoordinator = LiveVideoRole.Panelist | LiveVideoRole.EventCoordinator;
    expect(hasRole(panelistCoordinator, LiveVideoRole.Panelist)).toBe(true);
    expect(hasRole(panelistCoordinator, LiveVideoRole.EventCoordinator)).toBe(true);
    expect(hasRole(panelistCoordinator, LiveVideoRole.Attendee)).toBe(false);
  });
  it('hasRole(None) means no bit set', () => {
    expect(hasRole(0, LiveVideoRole.None)).toBe(true);
    expect(hasRole(1, LiveVideoRole.None)).toBe(false);
  });
  it('roles apply only when live video or NRS Direct is on', () => {
    expect(effectiveLiveVideoRoles(4, PresentationKind.LiveVideo)).toBe(4);
    expect(effectiveLiveVideoRoles(4, PresentationKind.NrsDirect)).toBe(4);
    expect(effectiveLiveVideoRoles(4, PresentationKind.SlidesOnly)).toBe(LiveVideoRole.None);
  });
  it('a live video attendee holds only the attendee bit', () => {
    expect(isLiveVideoAttendeeOnly(1)).toBe(true);
    expect(isLiveVideoAttendeeOnly(3)).toBe(false);
    expect(isLiveVideoAttendeeOnly(5)).toBe(false);
    expect(isLiveVideoAttendeeOnly(0)).toBe(false);
  });
  it('coordinator and host checks', () => {
    expect(isEventCoordinator(6)).toBe(true);
    expect(isEventCoordinator(3)).toBe(false);
    expect(isSgmHost(SgmRole.Host)).toBe(true);
    expect(isSgmHost(SgmRole.Attendee)).toBe(false);
  });
});

describe('SPEC §6 coordinators and slide controllers change the shared view focus; others change it locally', () => {
  it.each([
    [{ liveVideoRoles: LiveVideoRole.EventCoordinator, controlsSlides: false }, 'shared'],
    [{ liveVideoRoles: LiveVideoRole.Attendee, controlsSlides: true }, 'shared'],
    [{ liveVideoRoles: LiveVideoRole.Panelist, controlsSlides: false }, 'local'],
    [{ liveVideoRoles: LiveVideoRole.Attendee, controlsSlides: false }, 'local'],
  ] as const)('%o → %s', (who, scope) => {
    expect(focusChangeScope(who)).toBe(scope);
  });
});

describe('SPEC §6 only event coordinators and SGM hosts send call-started, broadcast-started and force-end', () => {
  it.each([
    [{ liveVideoRoles: LiveVideoRole.EventCoordinator, sgmRole: SgmRole.None }, true],
    [{ liveVideoRoles: LiveVideoRole.None, sgmRole: SgmRole.Host }, true],
    [
      {
        liveVideoRoles: LiveVideoRole.Panelist | LiveVideoRole.Attendee,
        sgmRole: SgmRole.Attendee,
      },
      false,
    ],
    [{ liveVideoRoles: LiveVideoRole.None, sgmRole: SgmRole.None }, false],
  ] as const)('%o → %s', (who, allowed) => {
    expect(maySendCallControlUpdates(who)).toBe(allowed);
  });
  it('only SGM hosts send meeting-launch-in-progress and leaving-status updates', () => {
    expect(maySendMeetingStatusUpdates({ sgmRole: SgmRole.Host })).toBe(true);
    expect(maySendMeetingStatusUpdates({ sgmRole: SgmRole.Attendee })).toBe(false);
  });
});

describe('SPEC §6 who moderates the event and who runs the call', () => {
  const nobody = { isSiteAdmin: false, liveVideoRoles: 0, isConferencePresenter: false };

  it('event coordinators and site admins moderate; panelists and presenters do not', () => {
    expect(coordinatesEvent({ ...nobody, liveVideoRoles: LiveVideoRole.EventCoordinator })).toBe(
      true,
    );
    expect(coordinatesEvent({ ...nobody, isSiteAdmin: true })).toBe(true);
    expect(coordinatesEvent({ ...nobody, liveVideoRoles: LiveVideoRole.Panelist })).toBe(false);
    const presenter = { ...nobody, isConferencePresenter: true };
    expect(coordinatesEvent(presenter)).toBe(false);
    expect(coordinatesEvent(nobody)).toBe(false);
  });

  it('conference call presenters run the call with them', () => {
    expect(runsTheCall({ ...nobody, isConferencePresenter: true })).toBe(true);
    expect(runsTheCall({ ...nobody, liveVideoRoles: LiveVideoRole.Panelist | 4 })).toBe(true);
    expect(runsTheCall({ ...nobody, isSiteAdmin: true })).toBe(true);
    expect(runsTheCall({ ...nobody, liveVideoRoles: LiveVideoRole.Attendee })).toBe(false);
  });
});
