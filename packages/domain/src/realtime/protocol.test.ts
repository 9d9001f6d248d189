import { describe, expect, it } from 'vitest';
import {
  HUB_PATH,
  HubAuthSchema,
  isRetainedTopicKind,
  isSupportedProtocolVersion,
  PROTOCOL_VERSION,
  SubscribeAckSchema,
  SUBSCRIBE_MAX_TOPICS,
  SubscribeManyAckSchema,
  SubscribeManyMessageSchema,
  SubscribeMessageSchema,
  UpdatePresControlMessageSchema,
  UpdateUserPresDataMessageSchema,
} from './protocol.ts';
import { UpdateSource } from './update-source.ts';

describe('SPEC §7 hub protocol', () => {
  it('lives at /usereventgateway/secure/hub', () => {
    expect(HUB_PATH).toBe('/usereventgateway/secure/hub');
  });

  it('retains the call slide only: its latest message is the whole state (SPEC §4 reconnect)', () => {
    expect(isRetainedTopicKind('callSlide')).toBe(true);
    // Event topics are never replayed: an old question update or access message is not state.
    for (const kind of ['userQuestion', 'userAccess', 'callAccess', 'callNotification'] as const)
      expect(isRetainedTopicKind(kind)).toBe(false);
  });

  it('update sources have the SPEC §7 numbers', () => {
    expect(UpdateSource).toEqual({
      CallStarted: 1,
      CallEnded: 2,
      SlideUpdated: 3,
      ActivePresenterUpdated: 4,
      VideoFocusUpdated: 5,
      BroadcastStarted: 6,
      ForceEnd: 10,
      MeetingLaunchInProgress: 16,
    });
  });

  it('the handshake carries the token and protocol version; only this version is supported', () => {
    expect(
      HubAuthSchema.safeParse({ TokenId: 'abc', ProtocolVersion: PROTOCOL_VERSION }).success,
    ).toBe(true);
    expect(HubAuthSchema.safeParse({ TokenId: '', ProtocolVersion: 1 }).success).toBe(false);
    expect(isSupportedProtocolVersion(PROTOCOL_VERSION)).toBe(true);
    expect(isSupportedProtocolVersion(PROTOCOL_VERSION + 1)).toBe(false);
  });

  it('a token is 1 to 200 characters of printable ASCII, without spaces', () => {
    const accepted = (TokenId: string) =>
      HubAuthSchema.safeParse({ TokenId, ProtocolVersion: PROTOCOL_VERSION }).success;
    expect(['!', '~', 'warm-up.Ab_9.3', 'x'.repeat(200)].map(accepted)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['x'.repeat(201), 'a\u0000b', 'a b', 'a\u007fb', 'a\nb', 'jeton-é'].map(accepted),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('subscribeMany takes 1 to SUBSCRIBE_MAX_TOPICS known topics, parsed to their descriptors', () => {
    expect(
      SubscribeManyMessageSchema.parse({
        topics: ['conferencecall.1.status', 'slide.ABCDEF01-0000-0000-0000-000000000000.addUpdate'],
      }),
    ).toEqual({
      topics: [
        { kind: 'callStatus', conferenceId: 1 },
        { kind: 'slidesUpdate', rowGuid: 'abcdef01-0000-0000-0000-000000000000' },
      ],
    });
    const status = 'conferencecall.1.status';
    for (const refused of [
      { topics: [] },
      { topics: Array.from({ length: SUBSCRIBE_MAX_TOPICS + 1 }, () => status) },
      { topics: [status, 'conferencecall.1.secret'] },
      { topics: [status], extra: true },
      { topics: status },
      { topic: status },
    ])
      expect(SubscribeManyMessageSchema.safeParse(refused).success, JSON.stringify(refused)).toBe(
        false,
      );
    expect(
      SubscribeManyMessageSchema.safeParse({
        topics: Array.from({ length: SUBSCRIBE_MAX_TOPICS }, () => status),
      }).success,
    ).toBe(true);
    expect(
      SubscribeManyAckSchema.parse({
        ok: true,
        results: [
          { ok: true, topic: status },
          { ok: false, error: 'notEntitled' },
        ],
      }).ok,
    ).toBe(true);
  });

  it('subscribe takes exactly a known topic', () => {
    expect(SubscribeMessageSchema.safeParse({ topic: 'conferencecall.1.status' }).success).toBe(
      true,
    );
    expect(SubscribeMessageSchema.safeParse({ topic: 'conferencecall.1.secret' }).success).toBe(
      false,
    );
    expect(
      SubscribeMessageSchema.safeParse({ topic: 'conferencecall.1.status', extra: true }).success,
    ).toBe(false);
  });

  it('acks are either ok with the topic or a known error', () => {
    expect(SubscribeAckSchema.safeParse({ ok: true, topic: 'x' }).success).toBe(true);
    expect(SubscribeAckSchema.safeParse({ ok: false, error: 'notEntitled' }).success).toBe(true);
    expect(SubscribeAckSchema.safeParse({ ok: false, error: 'other' }).success).toBe(false);
  });

  describe('UpdatePresControl (SPEC §7 prescontrol: source, PresId, optional MeetingId/ShowLink, one changed field)', () => {
    it.each([
      { Source: 1, PresId: 2001, StartTime: '2030-01-01T10:00:00Z' },
      { Source: 1, PresId: 2001 },
      { Source: 2, PresId: 2001 },
      { Source: 3, PresId: 2001, SlideIndex: 4 },
      { Source: 4, PresId: 2001, ActivePresenterCoreUserId: 12 },
      { Source: 5, PresId: 3001, FocusedView: 100 },
      { Source: 6, PresId: 3001, HasBroadcastStarted: true },
      { Source: 10, PresId: 3001 },
      { Source: 16, PresId: 4001, MeetingId: 5, ShowLink: 'abc', IsMeetingLaunchInProgress: true },
    ])('accepts %o', (message) => {
      expect(UpdatePresControlMessageSchema.safeParse(message).success).toBe(true);
    });

    it.each([
      { Source: 7, PresId: 2001 }, // no such source
      { Source: 3, PresId: 2001 }, // slide update without the index
      { Source: 3, PresId: 2001, SlideIndex: -1 },
      { Source: 5, PresId: 3001, FocusedView: 40 }, // not a SPEC §4 focus value
      { Source: 4, PresId: 2001, ActivePresenterCoreUserId: 12, ActivePresenterName: 'Spoofed' },
      { Source: 2, PresId: 2001, SlideIndex: 3 }, // a field the source does not change
      { Source: 2, PresId: 0 },
    ])('refuses %o', (message) => {
      expect(UpdatePresControlMessageSchema.safeParse(message).success).toBe(false);
    });
  });

  it('UpdateUserPresData carries the resume position but not the user id (taken from the connection)', () => {
    expect(
      UpdateUserPresDataMessageSchema.safeParse({
        PresId: 1002,
        ResumeMediaData: { TimeStampSeconds: 61.5 },
      }).success,
    ).toBe(true);
    expect(
      UpdateUserPresDataMessageSchema.safeParse({
        UserId: 9,
        PresId: 1002,
        ResumeMediaData: { TimeStampSeconds: 1 },
      }).success,
    ).toBe(false);
    expect(
      UpdateUserPresDataMessageSchema.safeParse({
        PresId: 1002,
        ResumeMediaData: { TimeStampSeconds: -1 },
      }).success,
    ).toBe(false);
  });
});
