import { describe, expect, it } from 'vitest';
import {
  AttendeeDetailsBodySchema,
  attendeeDetailsProblems,
  needsAttendeeDetails,
} from './attendee-details.ts';

const valid = { FirstName: 'Ada', LastName: 'Lovelace', Company: 'Engines', Email: 'ada@x.test' };

describe('attendee details', () => {
  it('accepts a full set, and a missing company', () => {
    expect(attendeeDetailsProblems(valid)).toEqual({});
    expect(attendeeDetailsProblems({ ...valid, Company: '' })).toEqual({});
  });

  it('names every wrong field, in form order', () => {
    const problems = attendeeDetailsProblems({
      FirstName: ' ',
      LastName: 'x'.repeat(101),
      Company: 'y'.repeat(201),
      Email: 'not-an-email',
    });
    expect(Object.entries(problems)).toEqual([
      ['FirstName', 'required'],
      ['LastName', 'tooLong'],
      ['Company', 'tooLong'],
      ['Email', 'invalidEmail'],
    ]);
  });

  it('the body schema trims, lower-cases the email and refuses per field', () => {
    const parsed = AttendeeDetailsBodySchema.parse({
      PresentationId: 2001,
      ...valid,
      FirstName: '  Ada ',
      Email: ' Ada@X.Test ',
    });
    expect(parsed).toEqual({ PresentationId: 2001, ...valid, Email: 'ada@x.test' });
    const refused = AttendeeDetailsBodySchema.safeParse({
      PresentationId: 2001,
      ...valid,
      Email: '',
    });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['Email', 'is required'],
    ]);
    expect(
      AttendeeDetailsBodySchema.safeParse({ ...valid, PresentationId: 1, Extra: 1 }).success,
    ).toBe(false);
  });

  it('asks guests of a small group meeting, once, whatever its Q&A', () => {
    const guest = {
      qandAType: null,
      smallGroupMeeting: true,
      isGuest: true,
      detailsGiven: false,
    } as const;
    expect(needsAttendeeDetails(guest)).toBe(true);
    expect(needsAttendeeDetails({ ...guest, qandAType: 'None' })).toBe(true);
    expect(needsAttendeeDetails({ ...guest, detailsGiven: true })).toBe(false);
    expect(needsAttendeeDetails({ ...guest, isGuest: false })).toBe(false);
    expect(needsAttendeeDetails({ ...guest, smallGroupMeeting: false })).toBe(false);
  });

  it('asks guests of events with Q&A on a call, once', () => {
    const guest = {
      qandAType: 'TextAndAudio',
      smallGroupMeeting: false,
      isGuest: true,
      detailsGiven: false,
    } as const;
    expect(needsAttendeeDetails(guest)).toBe(true);
    expect(needsAttendeeDetails({ ...guest, detailsGiven: true })).toBe(false);
    expect(needsAttendeeDetails({ ...guest, isGuest: false })).toBe(false);
    expect(needsAttendeeDetails({ ...guest, qandAType: 'None' })).toBe(false);
    expect(needsAttendeeDetails({ ...guest, qandAType: null })).toBe(false);
  });
});
