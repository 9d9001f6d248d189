import { describe, expect, it } from 'vitest';
import { makeSlides } from '../presentation/presentation.fixture.ts';
import {
  AudioStateMessageSchema,
  CallStatusMessageSchema,
  CallUpdateMessageSchema,
  PlaybackControlMessageSchema,
  PresenterListMessageSchema,
  PresenterUpdateMessageSchema,
  PublicSlidesUpdateMessageSchema,
  QuestionUpdateMessageSchema,
  SlideMessageSchema,
  SlidesUpdateMessageSchema,
} from './payloads.ts';

const status = {
  Status: 'LIVE',
  StreamingState: 'Streaming',
  UpdatedDateUtc: '2030-01-01T10:00:00.000Z',
  PublicCallEndTimeUtc: null,
};

describe('SPEC §3/§7 topic payloads', () => {
  it('call status carries Status, StreamingState, UpdatedDateUtc, PublicCallEndTimeUtc and optional IsDeleted/StartTimeUtc', () => {
    expect(CallStatusMessageSchema.parse(status)).toEqual(status);
    const full = { ...status, IsDeleted: true, StartTimeUtc: '2030-01-01T11:00:00Z' };
    expect(CallStatusMessageSchema.parse(full)).toEqual(full);
  });

  it.each(['LIVE', 'PRACTICE_SESSION', 'ENDED', 'EXPIRED', 'Published'])(
    'accepts SPEC §4 status %s',
    (s) => {
      expect(CallStatusMessageSchema.safeParse({ ...status, Status: s }).success).toBe(true);
    },
  );

  it('refuses an unknown status, a bad date and a missing field', () => {
    expect(CallStatusMessageSchema.safeParse({ ...status, Status: 'live' }).success).toBe(false);
    expect(
      CallStatusMessageSchema.safeParse({ ...status, UpdatedDateUtc: 'yesterday' }).success,
    ).toBe(false);
    const { PublicCallEndTimeUtc: _omitted, ...missing } = status;
    expect(CallStatusMessageSchema.safeParse(missing).success).toBe(false);
  });

  it('drops fields a newer server adds, so older clients keep working', () => {
    expect(CallStatusMessageSchema.parse({ ...status, Future: 1 })).not.toHaveProperty('Future');
  });

  it('slide index must be a whole number of 0 or more (SPEC §5)', () => {
    expect(SlideMessageSchema.safeParse({ SlideIndex: 0 }).success).toBe(true);
    expect(SlideMessageSchema.safeParse({ SlideIndex: -1 }).success).toBe(false);
    expect(SlideMessageSchema.safeParse({ SlideIndex: 1.5 }).success).toBe(false);
  });

  it('presenter update payload is SPEC §3 SlideIndex, ActivePresenterCoreUserId, ActivePresenterName', () => {
    const m = { SlideIndex: 3, ActivePresenterCoreUserId: 12, ActivePresenterName: 'Pat Panelist' };
    expect(PresenterUpdateMessageSchema.parse(m)).toEqual(m);
    expect(
      PresenterUpdateMessageSchema.safeParse({
        SlideIndex: 0,
        ActivePresenterCoreUserId: null,
        ActivePresenterName: null,
      }).success,
    ).toBe(true);
  });

  it('the full presenter list carries emails; entries need CoreUserId and Name', () => {
    expect(
      PresenterListMessageSchema.safeParse({
        Presenters: [{ CoreUserId: 1, Name: 'A', EmailAddress: 'a@x.test' }],
      }).success,
    ).toBe(true);
    expect(
      PresenterListMessageSchema.safeParse({ Presenters: [{ Name: 'A', EmailAddress: null }] })
        .success,
    ).toBe(false);
  });

  it('slides update message is SPEC §3 {Slides, PrivateSlidesBeginAt}', () => {
    expect(
      SlidesUpdateMessageSchema.safeParse({ Slides: makeSlides(12), PrivateSlidesBeginAt: 7 })
        .success,
    ).toBe(true);
  });

  it('SPEC §6: a public slides update carrying a private slide is refused', () => {
    expect(
      PublicSlidesUpdateMessageSchema.safeParse({ Slides: makeSlides(7), PrivateSlidesBeginAt: 7 })
        .success,
    ).toBe(true);
    expect(
      PublicSlidesUpdateMessageSchema.safeParse({ Slides: makeSlides(8), PrivateSlidesBeginAt: 7 })
        .success,
    ).toBe(false);
    expect(
      PublicSlidesUpdateMessageSchema.safeParse({
        Slides: makeSlides(12),
        PrivateSlidesBeginAt: null,
      }).success,
    ).toBe(true);
  });

  it('audio state is SPEC §3 {AudioState, AllowToTalk}, muted or unmuted (SPEC §4)', () => {
    expect(
      AudioStateMessageSchema.safeParse({ AudioState: 'Muted', AllowToTalk: false }).success,
    ).toBe(true);
    expect(
      AudioStateMessageSchema.safeParse({ AudioState: 'Loud', AllowToTalk: true }).success,
    ).toBe(false);
  });

  it('playback control is {Status, Offset} with SPEC §4 playback states', () => {
    expect(
      PlaybackControlMessageSchema.safeParse({ Status: 'Playing', Offset: 12.5 }).success,
    ).toBe(true);
    expect(PlaybackControlMessageSchema.safeParse({ Status: 'Rewinding', Offset: 0 }).success).toBe(
      false,
    );
    expect(PlaybackControlMessageSchema.safeParse({ Status: 'Paused', Offset: -1 }).success).toBe(
      false,
    );
  });

  it('a call update may name its update source and must use a known one', () => {
    expect(CallUpdateMessageSchema.safeParse({ Source: 4 }).success).toBe(true);
    expect(CallUpdateMessageSchema.safeParse({ Source: 7 }).success).toBe(false);
    expect(CallUpdateMessageSchema.safeParse({ FocusedView: 50 }).success).toBe(true);
    expect(CallUpdateMessageSchema.safeParse({ FocusedView: 40 }).success).toBe(false);
  });

  it('a question update is a SPEC §3 question, optionally deleted', () => {
    const q = {
      Id: 1,
      ConfId: 42,
      AttendeeFirstName: 'Ann',
      AttendeeMiddleInitial: '',
      AttendeeLastName: 'Lee',
      AttendeeCompanyName: 'Fund',
      Question: 'Margins?',
      QuestionType: 'Text',
      BridgeType: null,
      DoNotAnnounceNameAndCompany: false,
      Status: 'Pristine',
    };
    expect(QuestionUpdateMessageSchema.safeParse(q).success).toBe(true);
    expect(QuestionUpdateMessageSchema.safeParse({ ...q, IsDeleted: true }).success).toBe(true);
    expect(QuestionUpdateMessageSchema.safeParse({ ...q, Status: 'Open' }).success).toBe(false);
  });
});
