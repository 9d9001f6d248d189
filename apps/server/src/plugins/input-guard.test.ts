import { describe, expect, it } from 'vitest';
import { urlProblem } from './input-guard.ts';

describe('urlProblem', () => {
  it.each([
    '/api/v1/nrsservice/presentation?presid=2001',
    '/presentation/v2/1001/viewer/?a=b+c&d',
    '/api/x?name=Z%C3%BCrich',
    '/path/%E2%9C%93',
  ])('lets %s through', (url) => expect(urlProblem(url)).toBeNull());

  it.each([
    ['/api/x\u0000y', /^Invalid path: text may not contain NUL/],
    ['/api/x%00y', /^Invalid path: text may not contain NUL/],
    ['/api/x?q=a%00', /^Invalid query field "q": text may not contain NUL/],
    ['/api/x?q=\u0000', /^Invalid query field "q": text may not contain NUL/],
    ['/api/x?q=%ED%A0%80', /^Invalid query: malformed percent-encoding or invalid UTF-8/],
    ['/api/%E0%A4%A', /^Invalid path: malformed percent-encoding/],
    ['/api/x?\ud800=1', /^Invalid (path|query)/],
  ])('refuses %j', (url, message) => expect(urlProblem(url)).toMatch(message));
});
