import { describe, expect, it } from 'vitest';
import { RESUME_SAVE_INTERVAL_S } from './media-constants.ts';
import {
  ResumeModal,
  resumeModalState,
  resumeOffsetSeconds,
  resumeTimestampToSave,
  type ResumeModalInput,
} from './resume.ts';

const input = (over: Partial<ResumeModalInput> = {}): ResumeModalInput => ({
  hasMedia: true,
  storedTimestampSeconds: null,
  storedVideoDataSeconds: null,
  mediaDurationSeconds: 79,
  ...over,
});

describe('SPEC §4 resume modal', () => {
  it('uses the SPEC values 0, 1, 2 and 4', () => {
    expect(ResumeModal).toEqual({
      None: 0,
      ResumeOffered: 1,
      ResumeFromStoredVideoData: 2,
      NoAudioOrVideo: 4,
    });
  });

  it('4 when there is no audio or video, whatever is stored', () => {
    expect(resumeModalState(input({ hasMedia: false, storedTimestampSeconds: 30 }))).toBe(4);
  });

  it('1 when the server timestamp is above 0, and it wins over browser data', () => {
    const both = input({ storedTimestampSeconds: 30, storedVideoDataSeconds: 50 });
    expect(resumeModalState(both)).toBe(1);
    expect(resumeOffsetSeconds(both)).toBe(30);
  });

  it('2 when only this browser stored a position', () => {
    const local = input({ storedTimestampSeconds: 0, storedVideoDataSeconds: 50 });
    expect(resumeModalState(local)).toBe(2);
    expect(resumeOffsetSeconds(local)).toBe(50);
  });

  it('0 when nothing above 0 is stored: timestamp exactly 0 offers nothing', () => {
    expect(resumeModalState(input())).toBe(0);
    expect(resumeModalState(input({ storedTimestampSeconds: 0, storedVideoDataSeconds: 0 }))).toBe(
      0,
    );
    expect(resumeOffsetSeconds(input({ storedTimestampSeconds: 0 }))).toBe(0);
  });

  it('does not offer a position at or past the known end; offers any while the duration is unknown', () => {
    expect(resumeModalState(input({ storedTimestampSeconds: 79 }))).toBe(0);
    expect(
      resumeModalState(input({ storedTimestampSeconds: 79, storedVideoDataSeconds: 20 })),
    ).toBe(2);
    expect(
      resumeModalState(input({ storedTimestampSeconds: 500, mediaDurationSeconds: null })),
    ).toBe(1);
    expect(resumeModalState(input({ storedTimestampSeconds: Number.NaN }))).toBe(0);
  });
});

describe('saving the resume position (interval not shown in SPEC)', () => {
  it('during playback saves once the position moved the interval from the last save', () => {
    const save = (positionSeconds: number, lastSavedSeconds: number | null) =>
      resumeTimestampToSave({ trigger: 'timeupdate', positionSeconds, lastSavedSeconds });
    expect(save(RESUME_SAVE_INTERVAL_S - 0.1, null)).toBeNull();
    expect(save(RESUME_SAVE_INTERVAL_S, null)).toBe(RESUME_SAVE_INTERVAL_S);
    expect(save(40, 30)).toBeNull();
    expect(save(45, 30)).toBe(45);
  });

  it('a seek back counts as movement', () => {
    expect(
      resumeTimestampToSave({ trigger: 'timeupdate', positionSeconds: 5, lastSavedSeconds: 60 }),
    ).toBe(5);
  });

  it('on pause, stop and leave saves any changed position', () => {
    for (const trigger of ['pause', 'stop', 'leave'] as const) {
      expect(resumeTimestampToSave({ trigger, positionSeconds: 31.5, lastSavedSeconds: 30 })).toBe(
        31.5,
      );
      expect(
        resumeTimestampToSave({ trigger, positionSeconds: 30, lastSavedSeconds: 30 }),
      ).toBeNull();
    }
  });

  it('at the end resets the saved position to 0 so the next visit starts fresh', () => {
    expect(
      resumeTimestampToSave({ trigger: 'ended', positionSeconds: 79, lastSavedSeconds: 75 }),
    ).toBe(0);
    expect(
      resumeTimestampToSave({ trigger: 'ended', positionSeconds: 79, lastSavedSeconds: 0 }),
    ).toBeNull();
  });

  it('never saves a position the player reported as NaN or negative', () => {
    expect(
      resumeTimestampToSave({
        trigger: 'pause',
        positionSeconds: Number.NaN,
        lastSavedSeconds: 10,
      }),
    ).toBeNull();
    expect(
      resumeTimestampToSave({ trigger: 'leave', positionSeconds: -1, lastSavedSeconds: 10 }),
    ).toBeNull();
  });
});
