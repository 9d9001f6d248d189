import { describe, expect, it } from 'vitest';
import { LogEventBodySchema, LogEventType } from '../api/schemas.ts';
import {
  LOG_EVENT_TYPE_MAX,
  LOG_EVENT_TYPE_MIN,
  LogEventTypes,
  isLogEventType,
  logEventTypeName,
} from './log-event-types.ts';

describe('SPEC §9 log event types', () => {
  it('keeps the numbers SPEC shows', () => {
    expect(LogEventTypes).toMatchObject({
      DocDownload: 0,
      Play: 1,
      Slide: 6,
      Pause: 19,
      Skip: 20,
      End: 21,
      KeepAlive: 34,
    });
  });

  it('is a superset of api/schemas LogEventType with the same names and numbers', () => {
    for (const [name, value] of Object.entries(LogEventType)) {
      expect(LogEventTypes[name as keyof typeof LogEventTypes], name).toBe(value);
    }
  });

  it('numbers 0 to 36 once each, no gaps, no repeats', () => {
    const values = Object.values(LogEventTypes).sort((a, b) => a - b);
    expect(values).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect([LOG_EVENT_TYPE_MIN, LOG_EVENT_TYPE_MAX]).toEqual([0, 36]);
  });

  it('every type passes the logevent body schema and nothing outside the range does', () => {
    const body = (EventType: number) => ({ logId: 1, PresId: 1002, EventType });
    for (const value of Object.values(LogEventTypes))
      expect(LogEventBodySchema.safeParse(body(value)).success).toBe(true);
    expect(LogEventBodySchema.safeParse(body(LOG_EVENT_TYPE_MAX + 1)).success).toBe(false);
  });

  it('names a stored number and recognises only SPEC-range numbers', () => {
    expect(logEventTypeName(20)).toBe('Skip');
    expect(logEventTypeName(22)).toBe('Stop');
    expect(logEventTypeName(37)).toBeNull();
    expect(isLogEventType(34)).toBe(true);
    expect(isLogEventType(-1)).toBe(false);
    expect(isLogEventType(1.5)).toBe(false);
  });
});
