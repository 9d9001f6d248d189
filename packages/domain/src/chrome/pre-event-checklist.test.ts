import { describe, expect, it } from 'vitest';
import {
  PreEventChecklistItem,
  eventMediaOffered,
  preEventChecklist,
  preEventChecklistOffered,
} from './pre-event-checklist.ts';

describe('SPEC §2 Pre-Event Checklist (Welcome)', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it('is offered only while the known start is ahead', () => {
    expect(preEventChecklistOffered('2026-01-10T12:00:01Z', now)).toBe(true);
    expect(preEventChecklistOffered('2026-01-10T12:00:00Z', now)).toBe(false);
    expect(preEventChecklistOffered('2026-01-09T12:00:00Z', now)).toBe(false);
    expect(preEventChecklistOffered(null, now)).toBe(false);
    expect(preEventChecklistOffered('not a date', now)).toBe(false);
  });
  it('lists what the event has, the browser always', () => {
    const none = {
      hasSound: false,
      hasStream: false,
      hasSlides: false,
      hasDocuments: false,
      hasEventMedia: false,
      hasCall: false,
    };
    expect(preEventChecklist(none)).toEqual([PreEventChecklistItem.Browser]);
    expect(
      preEventChecklist({
        hasSound: true,
        hasStream: true,
        hasSlides: true,
        hasDocuments: true,
        hasEventMedia: true,
        hasCall: true,
      }),
    ).toEqual([
      PreEventChecklistItem.Sound,
      PreEventChecklistItem.Browser,
      PreEventChecklistItem.SystemCheck,
      PreEventChecklistItem.Slides,
      PreEventChecklistItem.Documents,
      PreEventChecklistItem.EventMedia,
      PreEventChecklistItem.DialIn,
    ]);
  });
});

describe('SPEC §3 Event media', () => {
  it('shows when there are links and the EventMediaButton flag is on', () => {
    expect(eventMediaOffered(2, true)).toBe(true);
    expect(eventMediaOffered(0, true)).toBe(false);
    expect(eventMediaOffered(2, false)).toBe(false);
  });
});
