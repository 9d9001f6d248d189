import { describe, expect, it } from 'vitest';
import { MODERATOR_TRANSITIONS, mayModerateQuestion, moderatorActionsFor } from './moderation.ts';
import { QuestionStatus } from './questions.ts';

describe('moderator transitions between the SPEC §4 question statuses', () => {
  it('a new (Pristine) question may be put on air, queued, answered or ignored', () => {
    for (const to of ['Current', 'Next', 'Answered', 'Ignored'] as const)
      expect(mayModerateQuestion('Pristine', to)).toBe(true);
  });

  it('Answered is final; Ignored may only be restored to Pristine', () => {
    for (const to of Object.values(QuestionStatus))
      expect(mayModerateQuestion('Answered', to)).toBe(false);
    expect(mayModerateQuestion('Ignored', 'Pristine')).toBe(true);
    expect(mayModerateQuestion('Ignored', 'Current')).toBe(false);
  });

  it('no status moves to itself', () => {
    for (const s of Object.values(QuestionStatus))
      expect(MODERATOR_TRANSITIONS[s]).not.toContain(s);
  });

  it('a queued or on-air question can step back: Next → Pristine, Current → Next, never Current → Pristine', () => {
    expect(mayModerateQuestion('Next', 'Pristine')).toBe(true);
    expect(mayModerateQuestion('Current', 'Next')).toBe(true);
    expect(mayModerateQuestion('Current', 'Pristine')).toBe(false);
  });

  it('offers the console actions that apply to a status', () => {
    expect(moderatorActionsFor('Pristine')).toEqual([
      'MarkCurrent',
      'MarkNext',
      'MarkAnswered',
      'Ignore',
    ]);
    expect(moderatorActionsFor('Current')).toEqual(['MarkNext', 'MarkAnswered', 'Ignore']);
    expect(moderatorActionsFor('Answered')).toEqual([]);
    expect(moderatorActionsFor('Ignored')).toEqual([]);
  });
});
