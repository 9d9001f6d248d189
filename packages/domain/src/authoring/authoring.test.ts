import { describe, expect, it } from 'vitest';
import { derivePresentationKind, PresentationKind } from '../presentation/kind.ts';
import { DATE_RANGE_FORM_MESSAGE } from '../api/date-time.ts';
import { AUTHORING_KINDS, authoringKind } from './kinds.ts';
import {
  EntryCodeCreateBodySchema,
  EventSettingsBodySchema,
  fieldMessages,
  settingsStartUtc,
} from './event-schema.ts';
import { managedEventState } from './api.ts';
import { isValidTimeZone, utcToZonedWallTime, zonedWallTimeToUtc } from './time-zone.ts';
import { documentExtTypeOf, DocumentLinkBodySchema } from './documents.ts';
import { markSlideChange, SlideTimesBodySchema } from './slide-sync.ts';
import {
  isMediaUploadDone,
  isMp4FileName,
  mediaUploadProgress,
  plannedResolutions,
} from './media.ts';

describe('SPEC §1 kinds offered in the manage area', () => {
  it('lists every kind once', () => {
    const kinds = AUTHORING_KINDS.map((k) => k.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect([...kinds].sort()).toEqual(Object.values(PresentationKind).sort());
  });
  it('the on-demand kinds are made of the parts the viewer derives them from', () => {
    const video = { ContainerGuid: 'c' } as never;
    const base = {
      IsNrsDirect: false,
      HasSmallGroupMeetingsVideoAndSlide: false,
      ShowType: null,
      HasSimuLiveVideo: false,
      LiveVideoData: null,
      HasConferenceCall: false,
      MeetingData: null,
      HasSlides: false,
      Slides: [],
      Audio: null,
      Video: null,
    };
    for (const kind of [
      PresentationKind.SlidesOnly,
      PresentationKind.DocumentOnly,
      PresentationKind.VideoOnly,
      PresentationKind.MediaWithSlides,
    ]) {
      const { parts } = authoringKind(kind);
      const derived = derivePresentationKind({
        ...base,
        HasSlides: parts.slides,
        Video: parts.media === null ? null : video,
      });
      expect(derived).toBe(kind);
    }
  });
});

describe('start time in the event time zone', () => {
  it('knows IANA zones and refuses the rest', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('../etc')).toBe(false);
  });
  it('converts a wall time to UTC, both sides of daylight saving', () => {
    expect(zonedWallTimeToUtc('2026-01-15T09:30', 'America/New_York')).toBe(
      '2026-01-15T14:30:00.000Z',
    );
    expect(zonedWallTimeToUtc('2026-07-15T09:30', 'America/New_York')).toBe(
      '2026-07-15T13:30:00.000Z',
    );
    expect(zonedWallTimeToUtc('2026-07-15T09:30', 'Asia/Tokyo')).toBe('2026-07-15T00:30:00.000Z');
  });
  it('a skipped wall time moves on by the gap; a repeated one takes the earlier instant', () => {
    expect(zonedWallTimeToUtc('2026-03-08T02:30', 'America/New_York')).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zonedWallTimeToUtc('2026-11-01T01:30', 'America/New_York')).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
  it('refuses days that do not exist and round-trips', () => {
    expect(zonedWallTimeToUtc('2026-02-30T09:00', 'UTC')).toBeNull();
    expect(utcToZonedWallTime('2026-07-15T13:30:00.000Z', 'America/New_York')).toBe(
      '2026-07-15T09:30',
    );
  });
});

describe('event settings form', () => {
  const valid = {
    Title: 'Harbor Freight IPO',
    Kind: 'SlidesOnly',
    StartTime: '2026-12-01T10:00',
    Timezone: 'Europe/London',
  };
  it('accepts a minimal event and fills the defaults', () => {
    const parsed = EventSettingsBodySchema.parse(valid);
    expect(parsed.QandAType).toBe('None');
    expect(parsed.PrivateSlidesBeginAt).toBeNull();
    expect(settingsStartUtc(parsed)).toBe('2026-12-01T10:00:00.000Z');
  });
  it('names each bad field with its message', () => {
    const result = EventSettingsBodySchema.safeParse({
      Title: '  ',
      Kind: 'Podcast',
      StartTime: 'soon',
      Timezone: 'Nowhere/Land',
      PrimaryColor: 'blue',
      AskForPublicPrivate: true,
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    const messages = fieldMessages(result.error);
    expect(messages).toMatchObject({
      Title: 'Enter a title.',
      Kind: 'Choose the kind of event.',
      StartTime: 'Enter the start date and time.',
      Timezone: 'Choose a time zone from the list.',
      PrimaryColor: 'Enter a colour as # and six hex digits, e.g. #1a5fb4.',
    });
  });
  it('public/private needs the slide where private slides begin; the SEC warning needs text', () => {
    const result = EventSettingsBodySchema.safeParse({
      ...valid,
      AskForPublicPrivate: true,
      Security: { ShowSECWarn: true },
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldMessages(result.error)).toEqual({
      'Security.ShowSECWarnText': 'Enter the SEC warning text, or turn the warning off.',
      PrivateSlidesBeginAt: 'Enter the slide where the private slides begin.',
    });
  });
  it('a day that does not exist is a start time message', () => {
    const result = EventSettingsBodySchema.safeParse({ ...valid, StartTime: '2026-02-30T10:00' });
    expect(result.success || fieldMessages(result.error)).toEqual({
      StartTime: 'That date and time does not exist.',
    });
  });
  it('takes a start from 1900 to 9999, the wall year and the instant in UTC alike', () => {
    const startIn = (StartTime: string, Timezone: string) => {
      const result = EventSettingsBodySchema.safeParse({ ...valid, StartTime, Timezone });
      return result.success ? settingsStartUtc(result.data) : result.error.issues;
    };
    const refused = [
      { path: ['StartTime'], message: DATE_RANGE_FORM_MESSAGE, code: 'custom' },
    ] as const;
    expect(startIn('1900-01-01T00:00', 'UTC')).toBe('1900-01-01T00:00:00.000Z');
    expect(startIn('9999-12-31T23:59', 'UTC')).toBe('9999-12-31T23:59:00.000Z');
    expect(startIn('9999-12-31T18:59', 'America/New_York')).toBe('9999-12-31T23:59:00.000Z');
    // Before its year is checked, a year below 100 would be read as 19xx (0001 as 1901).
    expect(startIn('0001-06-15T10:00', 'Europe/London')).toMatchObject(refused);
    expect(startIn('1899-12-31T23:59', 'UTC')).toMatchObject(refused);
    // Within the years on the wall, outside them in UTC.
    expect(startIn('1900-01-01T00:30', 'Asia/Tokyo')).toMatchObject(refused);
    expect(startIn('9999-12-31T19:00', 'America/New_York')).toMatchObject(refused);
  });
  it('gives text of another shape and an unknown zone their own message only', () => {
    const soon = EventSettingsBodySchema.safeParse({ ...valid, StartTime: 'soon' });
    expect(soon.error?.issues.map((i) => i.message)).toEqual(['Enter the start date and time.']);
    const nowhere = EventSettingsBodySchema.safeParse({
      ...valid,
      StartTime: '0001-06-15T10:00',
      Timezone: 'Nowhere/Land',
    });
    expect(nowhere.error?.issues.map((i) => i.message)).toEqual([
      'Choose a time zone from the list.',
    ]);
  });
});

describe('entry codes (SPEC §3 PasswordType and validity window)', () => {
  it('upper-cases the code and checks the window', () => {
    expect(EntryCodeCreateBodySchema.parse({ Code: 'road-show', Type: 'review' }).Code).toBe(
      'ROAD-SHOW',
    );
    expect(
      fieldMessages(EntryCodeCreateBodySchema.safeParse({ Code: 'ROAD', Type: 'vip' }).error!),
    ).toEqual({ Type: 'Choose registered, public or review.' });
    const result = EntryCodeCreateBodySchema.safeParse({
      Code: 'ROAD',
      Type: 'public',
      PasswordStartDateUTC: '2026-12-02T00:00:00Z',
      PasswordEndDateUTC: '2026-12-01T00:00:00Z',
    });
    expect(result.success || fieldMessages(result.error)).toEqual({
      PasswordEndDateUTC: 'The code must end after it starts.',
    });
  });
  it('takes a window from 1900 to 9999 in UTC, with a form message for each end', () => {
    const window = (PasswordStartDateUTC: string | null, PasswordEndDateUTC: string | null) => {
      const result = EntryCodeCreateBodySchema.safeParse({
        Code: 'ROAD',
        Type: 'public',
        PasswordStartDateUTC,
        PasswordEndDateUTC,
      });
      return result.success ? 'accepted' : fieldMessages(result.error);
    };
    expect(window('1900-01-01T00:00:00Z', '9999-12-31T23:59:59Z')).toBe('accepted');
    expect(window('0000-01-01T00:00:00Z', '0000-01-01T00:00:00+14:00')).toEqual({
      PasswordStartDateUTC: DATE_RANGE_FORM_MESSAGE,
      PasswordEndDateUTC: DATE_RANGE_FORM_MESSAGE,
    });
    expect(window(null, '9999-12-31T23:59:59-14:00')).toEqual({
      PasswordEndDateUTC: DATE_RANGE_FORM_MESSAGE,
    });
    expect(window('soon', null)).toEqual({ PasswordStartDateUTC: 'Enter a date and time.' });
  });
});

describe('the state an event shows in the list', () => {
  const now = Date.parse('2026-11-25T10:00:00Z');
  it('needs content until its kind has slides, then follows the start time', () => {
    const event = { kind: PresentationKind.SlidesOnly, startUtc: '2026-11-26T10:00:00Z' };
    expect(managedEventState({ ...event, slideCount: 0 }, now)).toBe('NeedsContent');
    expect(managedEventState({ ...event, slideCount: 3 }, now)).toBe('Scheduled');
    expect(
      managedEventState({ ...event, slideCount: 3, startUtc: '2026-11-24T10:00:00Z' }, now),
    ).toBe('Started');
    expect(
      managedEventState(
        { kind: PresentationKind.DocumentOnly, slideCount: 0, startUtc: event.startUtc },
        now,
      ),
    ).toBe('Scheduled');
  });
});

describe('SPEC §3 media uploads', () => {
  it('accepts only .mp4 file names', () => {
    expect(isMp4FileName('Roadshow.MP4')).toBe(true);
    expect(isMp4FileName('roadshow.mov')).toBe(false);
    expect(isMp4FileName('mp4')).toBe(false);
  });
  it('SPEC §4: done when every resolution is ready', () => {
    expect(isMediaUploadDone([])).toBe(false);
    expect(isMediaUploadDone([{ Status: 'Ready' }, { Status: 'Processing' }])).toBe(false);
    expect(isMediaUploadDone([{ Status: 'Ready' }, { Status: 'Ready' }])).toBe(true);
    expect(
      mediaUploadProgress([
        { Height: 720, Width: 1280, Status: 'Ready', Progress: 100 },
        { Height: 360, Width: 640, Status: 'Processing', Progress: 50 },
      ]),
    ).toBe(75);
  });
  it('plans the ladder heights the source reaches, widths even and to its aspect ratio', () => {
    expect(plannedResolutions(1920, 1080)).toEqual([
      { Height: 720, Width: 1280 },
      { Height: 360, Width: 640 },
    ]);
    expect(plannedResolutions(320, 240)).toEqual([{ Height: 240, Width: 320 }]);
    expect(plannedResolutions(854, 480)).toEqual([{ Height: 360, Width: 640 }]);
  });
});

describe('the slide sync tool', () => {
  it('records the next slide at each mark, from 0, never backwards or past the last slide', () => {
    let times = markSlideChange([], 2.345, 3);
    expect(times).toEqual([0, 2.35]);
    expect(markSlideChange(times, 1, 3)).toEqual([0, 2.35]);
    times = markSlideChange(times, 5, 3);
    expect(times).toEqual([0, 2.35, 5]);
    expect(markSlideChange(times, 7, 3)).toEqual([0, 2.35, 5]);
  });
  it('saves only times that start at 0 and increase', () => {
    expect(SlideTimesBodySchema.safeParse({ Times: [0, 2, 5] }).success).toBe(true);
    expect(SlideTimesBodySchema.safeParse({ Times: [1, 2] }).success).toBe(false);
    expect(SlideTimesBodySchema.safeParse({ Times: [0, 3, 3] }).success).toBe(false);
  });
});

describe('SPEC §3 document types', () => {
  it('knows PDF, Word, Excel and PowerPoint files by their extension', () => {
    expect(['a.PDF', 'b.docx', 'c.xls', 'd.pptx', 'e.txt', 'f'].map(documentExtTypeOf)).toEqual([
      1,
      2,
      3,
      4,
      null,
      null,
    ]);
  });
  it('links need a web address', () => {
    expect(
      DocumentLinkBodySchema.safeParse({ Name: 'IR site', Url: 'https://ir.example' }).success,
    ).toBe(true);
    expect(
      DocumentLinkBodySchema.safeParse({ Name: 'IR site', Url: 'javascript:alert(1)' }).success,
    ).toBe(false);
  });
});
