import { describe, expect, it } from 'vitest';
import { LiveVideoRole, SgmRole } from '../roles/roles.ts';
import {
  decideSubscription,
  mayPublishUpdate,
  maySubscribe,
  type HubSubject,
  type PublishSubject,
} from './entitlement.ts';
import { hubTopics } from './topics.ts';
import { UpdateSource } from './update-source.ts';

const ROW = '0f8fad5b-d9cb-469f-a165-70867728950e';
const OTHER = '11111111-2222-3333-4444-555555555555';
const MEDIA = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';

const attendee: HubSubject = {
  coreUserId: 7,
  presId: 2001,
  rowGuid: ROW.toUpperCase(),
  passwordId: 9,
  conferenceIds: [42],
  mediaGuids: [MEDIA],
  isPublicParticipant: false,
  isConferencePresenter: false,
  liveVideoRoles: LiveVideoRole.None,
  isSiteAdmin: false,
  accessRevoked: false,
};
const publicAttendee: HubSubject = { ...attendee, isPublicParticipant: true };
const presenter: HubSubject = { ...attendee, coreUserId: 12, isConferencePresenter: true };
const coordinator: HubSubject = {
  ...attendee,
  coreUserId: 13,
  liveVideoRoles: LiveVideoRole.EventCoordinator,
};
const siteAdmin: HubSubject = { ...attendee, coreUserId: 14, isSiteAdmin: true };

describe('SPEC §6/§7 topic entitlement', () => {
  it.each([
    hubTopics.callStatus(42),
    hubTopics.callAccess(42),
    hubTopics.callSlide(42),
    hubTopics.callPresenter(42),
    hubTopics.presenterControl(42),
    hubTopics.attendeePresenterList(42),
    hubTopics.callUpdate(42),
    hubTopics.callNotification(42),
    hubTopics.meetingParticipants(42),
    hubTopics.playback(42),
  ])(
    'conference topic %o is open to every participant of that conference, public or not',
    (topic) => {
      expect(maySubscribe(attendee, topic)).toBe(true);
      expect(maySubscribe(publicAttendee, topic)).toBe(true);
      expect(decideSubscription(attendee, { ...topic, conferenceId: 43 })).toEqual({
        allowed: false,
        reason: 'notParticipant',
      });
    },
  );

  it.each([
    ['question', hubTopics.userQuestion],
    ['access', hubTopics.userAccess],
    ['audio state', hubTopics.audioState],
  ] as const)(
    "a user's own %s topic is theirs alone, even for coordinators and admins",
    (_name, build) => {
      expect(maySubscribe(attendee, build(42, 7))).toBe(true);
      expect(decideSubscription(attendee, build(42, 8))).toEqual({
        allowed: false,
        reason: 'notOwnTopic',
      });
      expect(maySubscribe(coordinator, build(42, 7))).toBe(false);
      expect(maySubscribe(siteAdmin, build(42, 7))).toBe(false);
      expect(maySubscribe(attendee, build(43, 7))).toBe(false);
    },
  );

  it('SPEC §6: the full presenter list is for presenters, coordinators and site admins only', () => {
    const topic = hubTopics.presenterList(42);
    expect(decideSubscription(attendee, topic)).toEqual({ allowed: false, reason: 'notPresenter' });
    expect(maySubscribe(publicAttendee, topic)).toBe(false);
    expect(maySubscribe(presenter, topic)).toBe(true);
    expect(maySubscribe(coordinator, topic)).toBe(true);
    expect(maySubscribe(siteAdmin, topic)).toBe(true);
    expect(maySubscribe({ ...presenter, conferenceIds: [] }, topic)).toBe(false);
  });

  it("the console's topic is for event coordinators and site admins only", () => {
    const topic = hubTopics.consoleUpdate(42);
    expect(decideSubscription(attendee, topic)).toEqual({
      allowed: false,
      reason: 'notCoordinator',
    });
    expect(maySubscribe(publicAttendee, topic)).toBe(false);
    expect(maySubscribe(presenter, topic)).toBe(false);
    expect(maySubscribe(coordinator, topic)).toBe(true);
    expect(maySubscribe(siteAdmin, topic)).toBe(true);
    expect(maySubscribe(coordinator, 'conferencecall.42.console')).toBe(true);
    expect(maySubscribe({ ...coordinator, conferenceIds: [] }, topic)).toBe(false);
  });

  it('SPEC §6: all slides never go to public participants, who get the public slides topic', () => {
    expect(maySubscribe(attendee, hubTopics.slidesUpdate(ROW))).toBe(true);
    expect(decideSubscription(publicAttendee, hubTopics.slidesUpdate(ROW))).toEqual({
      allowed: false,
      reason: 'privateSlides',
    });
    expect(maySubscribe(publicAttendee, hubTopics.publicSlidesUpdate(ROW))).toBe(true);
    expect(maySubscribe(attendee, hubTopics.publicSlidesUpdate(ROW))).toBe(true);
  });

  it("slide, entry-code and media topics belong to the token's presentation", () => {
    expect(decideSubscription(attendee, hubTopics.slidesUpdate(OTHER))).toEqual({
      allowed: false,
      reason: 'otherPresentation',
    });
    expect(maySubscribe(publicAttendee, hubTopics.publicSlidesUpdate(OTHER))).toBe(false);
    expect(maySubscribe(attendee, hubTopics.entryCodeUpdate(9))).toBe(true);
    expect(decideSubscription(attendee, hubTopics.entryCodeUpdate(10))).toEqual({
      allowed: false,
      reason: 'otherEntryCode',
    });
    expect(maySubscribe({ ...attendee, passwordId: null }, hubTopics.entryCodeUpdate(9))).toBe(
      false,
    );
    expect(maySubscribe(attendee, hubTopics.mediaUpdate(MEDIA.toUpperCase()))).toBe(true);
    expect(decideSubscription(attendee, hubTopics.mediaUpdate(OTHER))).toEqual({
      allowed: false,
      reason: 'otherMedia',
    });
  });

  it('SPEC §6: a revoked participant may subscribe to nothing', () => {
    const revoked = { ...attendee, accessRevoked: true };
    expect(decideSubscription(revoked, hubTopics.callStatus(42))).toEqual({
      allowed: false,
      reason: 'accessRevoked',
    });
    expect(maySubscribe(revoked, hubTopics.userAccess(42, 7))).toBe(false);
    expect(maySubscribe(revoked, hubTopics.publicSlidesUpdate(ROW))).toBe(false);
  });

  it('takes topic strings too, refusing malformed ones', () => {
    expect(maySubscribe(attendee, 'conferencecall.42.status')).toBe(true);
    expect(decideSubscription(attendee, 'conferencecall.42.everything')).toEqual({
      allowed: false,
      reason: 'malformedTopic',
    });
  });
});

describe('SPEC §6 who may publish which update source', () => {
  const nobody: PublishSubject = {
    liveVideoRoles: LiveVideoRole.Attendee,
    sgmRole: SgmRole.Attendee,
    controlsSlides: false,
    mayTakePresenterControl: false,
  };
  const eventCoordinator = { ...nobody, liveVideoRoles: LiveVideoRole.EventCoordinator };
  const sgmHost = { ...nobody, sgmRole: SgmRole.Host };
  const panelist = { ...nobody, liveVideoRoles: LiveVideoRole.Panelist };
  const controller = { ...nobody, controlsSlides: true };
  const mayTake = { ...nobody, mayTakePresenterControl: true };

  it.each([
    UpdateSource.CallStarted,
    UpdateSource.CallEnded,
    UpdateSource.BroadcastStarted,
    UpdateSource.ForceEnd,
  ])('source %i: only event coordinators and SGM hosts', (source) => {
    expect(mayPublishUpdate(eventCoordinator, source)).toBe(true);
    expect(mayPublishUpdate(sgmHost, source)).toBe(true);
    expect(mayPublishUpdate(panelist, source)).toBe(false);
    expect(mayPublishUpdate(controller, source)).toBe(false);
    expect(mayPublishUpdate(nobody, source)).toBe(false);
  });

  it('meeting launch in progress: only SGM hosts', () => {
    expect(mayPublishUpdate(sgmHost, UpdateSource.MeetingLaunchInProgress)).toBe(true);
    expect(mayPublishUpdate(eventCoordinator, UpdateSource.MeetingLaunchInProgress)).toBe(false);
  });

  it('SPEC §4 slide updates: only those who control slides', () => {
    expect(mayPublishUpdate(controller, UpdateSource.SlideUpdated)).toBe(true);
    expect(mayPublishUpdate(eventCoordinator, UpdateSource.SlideUpdated)).toBe(false);
    expect(mayPublishUpdate(mayTake, UpdateSource.SlideUpdated)).toBe(false);
  });

  it('active presenter: whoever may take control, and coordinators', () => {
    expect(mayPublishUpdate(mayTake, UpdateSource.ActivePresenterUpdated)).toBe(true);
    expect(mayPublishUpdate(eventCoordinator, UpdateSource.ActivePresenterUpdated)).toBe(true);
    expect(mayPublishUpdate(controller, UpdateSource.ActivePresenterUpdated)).toBe(false);
  });

  it('SPEC §6 shared video focus: coordinators and slide controllers', () => {
    expect(mayPublishUpdate(eventCoordinator, UpdateSource.VideoFocusUpdated)).toBe(true);
    expect(mayPublishUpdate(controller, UpdateSource.VideoFocusUpdated)).toBe(true);
    expect(mayPublishUpdate(panelist, UpdateSource.VideoFocusUpdated)).toBe(false);
  });
});
