import { describe, expect, it } from 'vitest';
import {
  HUB_TOKEN_RATE,
  QUESTION_ADDRESS_RATE,
  QUESTION_RATE,
  REGISTRATION_RATE,
  requestRate,
  wideRequestRates,
} from './request-rates.ts';

describe('request rates', () => {
  it('names each rate: hub tokens 30 a minute, questions 10 a minute', () => {
    expect(requestRate('hubToken')).toBe(HUB_TOKEN_RATE);
    expect(requestRate('question')).toBe(QUESTION_RATE);
    expect(HUB_TOKEN_RATE).toEqual({ max: 30, windowMs: 60_000 });
    expect(QUESTION_RATE).toEqual({ max: 10, windowMs: 60_000 });
  });

  it('names the retail registration rate: 30 a minute', () => {
    expect(requestRate('registration')).toBe(REGISTRATION_RATE);
    expect(REGISTRATION_RATE).toEqual({ max: 30, windowMs: 60_000 });
  });

  it('holds questions to one person’s rate per participant and to 20 a minute per address', () => {
    expect(wideRequestRates('question')).toEqual([
      { scope: 'user', rate: QUESTION_RATE },
      { scope: 'address', rate: QUESTION_ADDRESS_RATE },
    ]);
    expect(QUESTION_ADDRESS_RATE).toEqual({ max: 20, windowMs: 60_000 });
    expect(wideRequestRates('hubToken')).toEqual([]);
    expect(wideRequestRates('registration')).toEqual([]);
  });
});
