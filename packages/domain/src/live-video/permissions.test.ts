import { describe, expect, it } from 'vitest';
import { focusChangeScope, isEventCoordinator, LiveVideoRole } from '../roles/roles.ts';
import { mayPublishUpdate } from '../realtime/entitlement.ts';
import { UpdateSource } from '../realtime/update-source.ts';
import {
  LIVE_VIDEO_EVENT_SOURCES,
  liveVideoDocumentsVisible,
  mayPresentLiveVideo,
  mayPublishLiveVideoUpdate,
} from './permissions.ts';

const { Attendee, Panelist, EventCoordinator } = LiveVideoRole;

describe('SPEC §6 live video update sources by role bits', () => {
  it('sources 1, 2, 6, 10 only from event coordinators', () => {
    for (const source of [1, 2, 6, 10] as const) {
      expect(
        mayPublishLiveVideoUpdate(
          { liveVideoRoles: EventCoordinator, controlsSlides: false },
          source,
        ),
      ).toBe(true);
      expect(
        mayPublishLiveVideoUpdate(
          { liveVideoRoles: Panelist | EventCoordinator, controlsSlides: false },
          source,
        ),
      ).toBe(true);
      for (const roles of [0, Attendee, Panelist, Attendee | Panelist])
        expect(
          mayPublishLiveVideoUpdate({ liveVideoRoles: roles, controlsSlides: true }, source),
        ).toBe(false);
    }
  });
  it('the shared view (5) from coordinators and slide controllers', () => {
    const five = UpdateSource.VideoFocusUpdated;
    expect(
      mayPublishLiveVideoUpdate({ liveVideoRoles: EventCoordinator, controlsSlides: false }, five),
    ).toBe(true);
    expect(
      mayPublishLiveVideoUpdate({ liveVideoRoles: Panelist, controlsSlides: true }, five),
    ).toBe(true);
    expect(
      mayPublishLiveVideoUpdate({ liveVideoRoles: Panelist, controlsSlides: false }, five),
    ).toBe(false);
    expect(
      mayPublishLiveVideoUpdate({ liveVideoRoles: Attendee, controlsSlides: false }, five),
    ).toBe(false);
  });
  it('slides from slide controllers; presenter from panelists and coordinators; no meeting launch', () => {
    expect(mayPublishLiveVideoUpdate({ liveVideoRoles: Attendee, controlsSlides: true }, 3)).toBe(
      true,
    );
    expect(mayPublishLiveVideoUpdate({ liveVideoRoles: Panelist, controlsSlides: false }, 3)).toBe(
      false,
    );
    expect(mayPublishLiveVideoUpdate({ liveVideoRoles: Panelist, controlsSlides: false }, 4)).toBe(
      true,
    );
    expect(mayPublishLiveVideoUpdate({ liveVideoRoles: Attendee, controlsSlides: false }, 4)).toBe(
      false,
    );
    expect(
      mayPublishLiveVideoUpdate({ liveVideoRoles: EventCoordinator, controlsSlides: true }, 16),
    ).toBe(false);
  });
  it('lists the five event sources', () => {
    expect([...LIVE_VIDEO_EVENT_SOURCES]).toEqual([1, 2, 5, 6, 10]);
  });
  it('panelists and coordinators present; attendees and none do not', () => {
    expect(mayPresentLiveVideo(Panelist)).toBe(true);
    expect(mayPresentLiveVideo(EventCoordinator)).toBe(true);
    expect(mayPresentLiveVideo(Attendee | Panelist)).toBe(true);
    expect(mayPresentLiveVideo(Attendee)).toBe(false);
    expect(mayPresentLiveVideo(0)).toBe(false);
  });
});

describe('SPEC §5 live video documents', () => {
  const docs = { documentCount: 2, hideDocumentsBeforeEvent: true, hasStarted: false };
  it('hide-before-event hides them from attendees before the start', () => {
    expect(liveVideoDocumentsVisible({ ...docs, liveVideoRoles: Attendee })).toBe(false);
    expect(liveVideoDocumentsVisible({ ...docs, liveVideoRoles: Attendee, hasStarted: true })).toBe(
      true,
    );
    expect(liveVideoDocumentsVisible({ ...docs, liveVideoRoles: Panelist })).toBe(true);
  });
  it('without the flag, or without documents', () => {
    expect(
      liveVideoDocumentsVisible({
        ...docs,
        hideDocumentsBeforeEvent: false,
        liveVideoRoles: Attendee,
      }),
    ).toBe(true);
    expect(liveVideoDocumentsVisible({ ...docs, documentCount: 0, liveVideoRoles: Panelist })).toBe(
      false,
    );
  });
});

describe('SPEC §6 shared view: the server and the viewer follow one rule (focusChangeScope)', () => {
  const { None } = LiveVideoRole;
  const everyone = [
    None,
    Attendee,
    Panelist,
    EventCoordinator,
    Attendee | Panelist,
    Panelist | EventCoordinator,
  ];
  it.each(
    everyone.flatMap((roles) => [true, false].map((controlsSlides) => ({ roles, controlsSlides }))),
  )('roles $roles, controls slides $controlsSlides', ({ roles, controlsSlides }) => {
    const who = { liveVideoRoles: roles, controlsSlides };
    const shared = focusChangeScope(who) === 'shared';
    expect(shared).toBe(isEventCoordinator(roles) || controlsSlides);
    expect(mayPublishLiveVideoUpdate(who, UpdateSource.VideoFocusUpdated)).toBe(shared);
    expect(
      mayPublishUpdate(
        { ...who, sgmRole: 0, mayTakePresenterControl: false },
        UpdateSource.VideoFocusUpdated,
      ),
    ).toBe(shared);
  });
});
