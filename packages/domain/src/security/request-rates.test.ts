import { describe, expect, it } from 'vitest';
import { HUB_TOKEN_RATE, QUESTION_RATE, requestRate } from './request-rates.ts';

describe('request rates', () => {
  it('names each rate: hub tokens 30 a minute, questions 10 a minute', () => {
    expect(requestRate('hubToken')).toBe(HUB_TOKEN_RATE);
    expect(requestRate('question')).toBe(QUESTION_RATE);
    expect(HUB_TOKEN_RATE).toEqual({ max: 30, windowMs: 60_000 });
    expect(QUESTION_RATE).toEqual({ max: 10, windowMs: 60_000 });
  });
});
