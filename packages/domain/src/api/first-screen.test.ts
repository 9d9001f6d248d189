import { describe, expect, it } from 'vitest';
import { firstScreenAnswersText, readFirstScreenAnswers } from './first-screen.ts';

describe('firstScreenAnswersText', () => {
  it('writes JSON that cannot end the script element or open markup', () => {
    const text = firstScreenAnswersText({
      presId: 7,
      presentation: { Title: '</script><script>alert(1)</script> & <!-- \u2028\u2029' },
    });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u0026');
    expect(text).toContain('\\u2028\\u2029');
    // read back, it is the very answer
    expect(readFirstScreenAnswers(text, 7)).toEqual({
      presId: 7,
      presentation: { Title: '</script><script>alert(1)</script> & <!-- \u2028\u2029' },
    });
  });
});

describe('readFirstScreenAnswers', () => {
  it('gives the answers written for this presentation, each only when present', () => {
    const text = firstScreenAnswersText({
      presId: 1002,
      route: { Route: 'viewer' },
      user: { Id: 3 },
    });
    expect(readFirstScreenAnswers(text, 1002)).toEqual({
      presId: 1002,
      route: { Route: 'viewer' },
      user: { Id: 3 },
    });
    const all = firstScreenAnswersText({
      presId: 5,
      route: 1,
      user: 2,
      presentation: 3,
      disclaimer: 4,
    });
    expect(readFirstScreenAnswers(all, 5)).toEqual({
      presId: 5,
      route: 1,
      user: 2,
      presentation: 3,
      disclaimer: 4,
    });
  });

  it('keeps an answer that is JSON null, which a call may give', () => {
    expect(readFirstScreenAnswers('{"presId":5,"route":null}', 5)).toEqual({
      presId: 5,
      route: null,
    });
  });

  it('gives nothing for another presentation, no block, or a block that is not the answers', () => {
    const text = firstScreenAnswersText({ presId: 1002, route: { Route: 'viewer' } });
    expect(readFirstScreenAnswers(text, 1001)).toBeNull();
    expect(readFirstScreenAnswers(null, 1002)).toBeNull();
    expect(readFirstScreenAnswers(undefined, 1002)).toBeNull();
    expect(readFirstScreenAnswers('', 1002)).toBeNull();
    expect(readFirstScreenAnswers('{not json', 1002)).toBeNull();
    expect(readFirstScreenAnswers('[1002]', 1002)).toBeNull();
    expect(readFirstScreenAnswers('null', 1002)).toBeNull();
    expect(readFirstScreenAnswers('"1002"', 1002)).toBeNull();
    expect(readFirstScreenAnswers('{"presId":"1002","route":1}', 1002)).toBeNull();
  });
});
