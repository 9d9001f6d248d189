// SPEC §8: a 401 on the document stream means the session expired; other failures pass on.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../shared/http/client.ts';
import { errorKind } from './use-document.ts';

describe('errorKind', () => {
  it('maps HTTP statuses to the page error states', () => {
    expect(errorKind(new HttpError(401, 'Unauthorized'))).toBe('sessionExpired');
    expect(errorKind(new HttpError(403, 'Forbidden'))).toBe('forbidden');
    expect(errorKind(new HttpError(404, 'Not Found'))).toBe('notFound');
    expect(errorKind(new HttpError(500, 'Server Error'))).toBe('failed');
    expect(errorKind(new TypeError('Failed to fetch'))).toBe('failed');
  });
});
