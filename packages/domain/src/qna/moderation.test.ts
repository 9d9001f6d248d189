import { describe, expect, it } from 'vitest';
import {
  ANSWERED_IN_WRITING_STATUS,
  MODERATOR_TRANSITIONS,
  mayAnswerQuestion,
  mayModerateQuestion,
  moderatorActionsFor,
} from './moderation.ts';
import { AnswerTextSchema, QuestionStatus } from './questions.ts';
import { ANSWER_MAX_CHARS } from '../constants.ts';

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

describe('written answers', () => {
  it('a text question may be answered from Pristine, Next, Current and again once Answered', () => {
    for (const Status of ['Pristine', 'Next', 'Current', 'Answered'] as const)
      expect(mayAnswerQuestion({ QuestionType: 'Text', Status })).toBe(true);
  });

  it('an ignored question is not answered (restore it first)', () => {
    expect(mayAnswerQuestion({ QuestionType: 'Text', Status: 'Ignored' })).toBe(false);
  });

  it('a raised hand (audio question) is never answered in writing, from any status', () => {
    for (const Status of Object.values(QuestionStatus))
      expect(mayAnswerQuestion({ QuestionType: 'Audio', Status })).toBe(false);
  });

  it('answering closes the question as Answered', () => {
    expect(ANSWERED_IN_WRITING_STATUS).toBe('Answered');
  });

  it('an answer is trimmed, not empty, and at most ANSWER_MAX_CHARS long', () => {
    expect(AnswerTextSchema.parse('  Yes, on the website.  ')).toBe('Yes, on the website.');
    expect(AnswerTextSchema.safeParse('   ').success).toBe(false);
    expect(AnswerTextSchema.safeParse('a'.repeat(ANSWER_MAX_CHARS)).success).toBe(true);
    expect(AnswerTextSchema.safeParse('a'.repeat(ANSWER_MAX_CHARS + 1)).success).toBe(false);
  });
});
