import { describe, expect, it } from 'vitest';
import { slidesWindowOf, slidesWindowState, withholdsDeck } from './availability.ts';

const FROM = Date.UTC(2026, 11, 8, 14, 0);
const UNTIL = Date.UTC(2026, 11, 9, 14, 0);
const both = { availableFromMs: FROM, expiresAtMs: UNTIL };
const attendee = { isSiteAdmin: false, hasEventRole: false };

describe('slidesWindowState', () => {
  it('is open when neither bound is set', () => {
    expect(slidesWindowState({ availableFromMs: null, expiresAtMs: null }, FROM)).toBe('open');
  });
  it('is not yet open before the start, open from the start itself', () => {
    expect(slidesWindowState(both, FROM - 1)).toBe('notYet');
    expect(slidesWindowState(both, FROM)).toBe('open');
  });
  it('is open until the end, expired at the end itself and after', () => {
    expect(slidesWindowState(both, UNTIL - 1)).toBe('open');
    expect(slidesWindowState(both, UNTIL)).toBe('expired');
    expect(slidesWindowState(both, UNTIL + 1)).toBe('expired');
  });
  it('takes each bound alone', () => {
    expect(slidesWindowState({ availableFromMs: FROM, expiresAtMs: null }, UNTIL * 2)).toBe('open');
    expect(slidesWindowState({ availableFromMs: null, expiresAtMs: UNTIL }, 0)).toBe('open');
    expect(slidesWindowState({ availableFromMs: null, expiresAtMs: UNTIL }, UNTIL)).toBe('expired');
  });
});

describe('withholdsDeck', () => {
  it('withholds from attendees outside the window only', () => {
    expect(withholdsDeck(both, attendee, FROM - 1)).toBe(true);
    expect(withholdsDeck(both, attendee, FROM)).toBe(false);
    expect(withholdsDeck(both, attendee, UNTIL)).toBe(true);
  });
  it('never withholds from site admins or people with a role on the event', () => {
    expect(withholdsDeck(both, { isSiteAdmin: true, hasEventRole: false }, FROM - 1)).toBe(false);
    expect(withholdsDeck(both, { isSiteAdmin: false, hasEventRole: true }, UNTIL)).toBe(false);
  });
});

describe('slidesWindowOf', () => {
  it('reads the payload pair, an unreadable date as no bound', () => {
    expect(
      slidesWindowOf({
        slidesAvailableDateTime: new Date(FROM).toISOString(),
        slidesExpireDateTime: 'soon',
      }),
    ).toEqual({ availableFromMs: FROM, expiresAtMs: null });
    expect(slidesWindowOf({ slidesAvailableDateTime: null, slidesExpireDateTime: null })).toEqual({
      availableFromMs: null,
      expiresAtMs: null,
    });
  });
});
