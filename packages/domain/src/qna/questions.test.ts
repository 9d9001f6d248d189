import { describe, expect, it } from 'vitest';
import { QUESTION_MAX_CHARS } from '../constants.ts';
import {
  isHandRaised,
  isQuestionTextEditable,
  maySubmitQuestion,
  mayWithdrawQuestion,
  openQuestion,
  QUESTION_MAX_CHARS_MESSAGE_KEY,
  QuestionBodySchema,
  QuestionSchema,
  type QuestionStatus,
} from './questions.ts';

const q = (Id: number, Status: QuestionStatus) => ({ Id, Status });

describe('SPEC §4 the user’s open question', () => {
  it('is the first Pristine, else Current, else Next', () => {
    expect(
      openQuestion([q(1, 'Next'), q(2, 'Current'), q(3, 'Pristine'), q(4, 'Pristine')])?.Id,
    ).toBe(3);
    expect(openQuestion([q(1, 'Next'), q(2, 'Answered'), q(3, 'Current')])?.Id).toBe(3);
    expect(openQuestion([q(1, 'Ignored'), q(2, 'Next'), q(3, 'Next')])?.Id).toBe(2);
  });
  it('is none when every question is answered or ignored', () => {
    expect(openQuestion([q(1, 'Answered'), q(2, 'Ignored')])).toBeNull();
    expect(openQuestion([])).toBeNull();
  });
});

describe('SPEC §4 hand raised', () => {
  it.each([
    ['Pristine', true],
    ['Current', true],
    ['Next', true],
    ['Answered', false],
    ['Ignored', false],
  ] as const)('is %s → %s', (status, raised) => {
    expect(isHandRaised(q(1, status))).toBe(raised);
  });
  it('is down without a question', () => {
    expect(isHandRaised(null)).toBe(false);
  });
});

describe('SPEC §5 submitting and editing', () => {
  it('may submit only if none is open or editing is allowed', () => {
    expect(maySubmitQuestion(null, false)).toBe(true);
    expect(maySubmitQuestion(q(1, 'Pristine'), false)).toBe(false);
    expect(maySubmitQuestion(q(1, 'Pristine'), true)).toBe(true);
  });

  it('SPEC §4: a text question is editable only when edit is allowed; audio never; closed never', () => {
    const text = { QuestionType: 'Text', Status: 'Pristine' } as const;
    expect(isQuestionTextEditable(text, true)).toBe(true);
    expect(isQuestionTextEditable(text, false)).toBe(false);
    expect(isQuestionTextEditable({ ...text, QuestionType: 'Audio' }, true)).toBe(false);
    expect(isQuestionTextEditable({ ...text, Status: 'Answered' }, true)).toBe(false);
  });

  it('open questions can be withdrawn or cancelled; closed ones cannot', () => {
    expect(mayWithdrawQuestion(q(1, 'Current'))).toBe(true);
    expect(mayWithdrawQuestion(q(1, 'Ignored'))).toBe(false);
  });
});

describe('SPEC §5 question body', () => {
  const text = {
    QuestionType: 'Text',
    Question: 'What are the margins?',
    DoNotAnnounceNameAndCompany: true,
  };

  it('accepts a text question up to the limit, trimmed', () => {
    expect(QuestionBodySchema.parse({ ...text, Question: '  Hi  ' })).toEqual({
      ...text,
      Question: 'Hi',
    });
    expect(
      QuestionBodySchema.safeParse({ ...text, Question: 'x'.repeat(QUESTION_MAX_CHARS) }).success,
    ).toBe(true);
  });

  it('refuses one character more with the SPEC message key ("Maximum character count reached.")', () => {
    const result = QuestionBodySchema.safeParse({
      ...text,
      Question: 'x'.repeat(QUESTION_MAX_CHARS + 1),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(QUESTION_MAX_CHARS_MESSAGE_KEY);
  });

  it('refuses an empty text question', () => {
    expect(QuestionBodySchema.safeParse({ ...text, Question: '   ' }).success).toBe(false);
  });

  it('an audio question (raised hand) carries no text', () => {
    expect(
      QuestionBodySchema.safeParse({ QuestionType: 'Audio', DoNotAnnounceNameAndCompany: false })
        .success,
    ).toBe(true);
    expect(
      QuestionBodySchema.safeParse({
        QuestionType: 'Audio',
        DoNotAnnounceNameAndCompany: false,
        Question: 'x',
      }).success,
    ).toBe(false);
  });

  it('refuses fields the server fills itself (name, company, status)', () => {
    expect(QuestionBodySchema.safeParse({ ...text, Status: 'Answered' }).success).toBe(false);
    expect(QuestionBodySchema.safeParse({ ...text, AttendeeFirstName: 'Someone' }).success).toBe(
      false,
    );
  });

  it('the SPEC §3 question entity needs a known type and status', () => {
    const entity = {
      Id: 1,
      ConfId: 42,
      AttendeeFirstName: 'Ann',
      AttendeeMiddleInitial: 'B',
      AttendeeLastName: 'Lee',
      AttendeeCompanyName: 'Fund',
      Question: null,
      QuestionType: 'Audio',
      BridgeType: 'Web',
      DoNotAnnounceNameAndCompany: true,
      Status: 'Next',
    };
    expect(QuestionSchema.safeParse(entity).success).toBe(true);
    expect(QuestionSchema.safeParse({ ...entity, QuestionType: 'Video' }).success).toBe(false);
  });
});
