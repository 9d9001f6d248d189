import { describe, expect, it } from 'vitest';
import {
  allowsAudioQuestions,
  allowsTextQuestions,
  isQnaEnabled,
  type QnaEnabledInput,
} from './enabled.ts';

const conference: QnaEnabledInput = {
  isPreview: false,
  qandAType: 'TextAndAudio',
  preEventQADisabled: false,
  event: { kind: 'conference', ended: false, expired: false, preEvent: false },
};

describe('SPEC §5 Q&A enabled', () => {
  it('is on for a running conference with question types', () => {
    expect(isQnaEnabled(conference)).toBe(true);
  });

  it('is off in preview and when question types are None or absent', () => {
    expect(isQnaEnabled({ ...conference, isPreview: true })).toBe(false);
    expect(isQnaEnabled({ ...conference, qandAType: 'None' })).toBe(false);
    expect(isQnaEnabled({ ...conference, qandAType: null })).toBe(false);
  });

  it('conference: off once ended or expired', () => {
    expect(
      isQnaEnabled({
        ...conference,
        event: { kind: 'conference', ended: true, expired: false, preEvent: false },
      }),
    ).toBe(false);
    expect(
      isQnaEnabled({
        ...conference,
        event: { kind: 'conference', ended: false, expired: true, preEvent: false },
      }),
    ).toBe(false);
  });

  it('conference: before the call only when pre-event questions are not disabled', () => {
    const preEvent = { kind: 'conference', ended: false, expired: false, preEvent: true } as const;
    expect(isQnaEnabled({ ...conference, event: preEvent })).toBe(true);
    expect(isQnaEnabled({ ...conference, event: preEvent, preEventQADisabled: true })).toBe(false);
    // Once live the pre-event switch no longer matters.
    expect(isQnaEnabled({ ...conference, preEventQADisabled: true })).toBe(true);
  });

  it('live video: started, not ended, attendee; before the start unless pre-event Q&A is off', () => {
    const live = { kind: 'liveVideo', started: true, ended: false, isAttendee: true } as const;
    expect(isQnaEnabled({ ...conference, event: live })).toBe(true);
    expect(isQnaEnabled({ ...conference, preEventQADisabled: true, event: live })).toBe(true);
    expect(isQnaEnabled({ ...conference, event: { ...live, started: false } })).toBe(true);
    expect(
      isQnaEnabled({ ...conference, preEventQADisabled: true, event: { ...live, started: false } }),
    ).toBe(false);
    expect(
      isQnaEnabled({ ...conference, event: { ...live, started: false, isAttendee: false } }),
    ).toBe(false);
    expect(isQnaEnabled({ ...conference, event: { ...live, ended: true } })).toBe(false);
    expect(isQnaEnabled({ ...conference, event: { ...live, isAttendee: false } })).toBe(false);
  });

  it('simulated-live: loaded, not ended', () => {
    const simu = { kind: 'simuLive', loaded: true, ended: false } as const;
    expect(isQnaEnabled({ ...conference, event: simu })).toBe(true);
    expect(isQnaEnabled({ ...conference, event: { ...simu, loaded: false } })).toBe(false);
    expect(isQnaEnabled({ ...conference, event: { ...simu, ended: true } })).toBe(false);
  });

  it('is off for presentations without a call', () => {
    expect(isQnaEnabled({ ...conference, event: { kind: 'none' } })).toBe(false);
  });
});

describe('SPEC §9 Q&A types', () => {
  it.each([
    ['None', false, false],
    ['TextOnly', true, false],
    ['AudioOnly', false, true],
    ['TextAndAudio', true, true],
  ] as const)('%s: text %s, audio %s', (type, text, audio) => {
    expect(allowsTextQuestions(type)).toBe(text);
    expect(allowsAudioQuestions(type)).toBe(audio);
  });
});
