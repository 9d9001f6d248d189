// One gate for text from outside: a path, query, body or hub message that carries NUL or text
// that is not well-formed Unicode is refused with a 400 naming the part, for every route, before
// any handler or query sees it (the database would refuse it with a 500 much later).
import type { FastifyInstance } from 'fastify';
import {
  findUnsafeText,
  unsafeTextMessage,
  unsafeTextReason,
  ValidationError,
} from '@podium/domain';

/** The raw path, decoded once: malformed escapes and invalid UTF-8 are refused here. */
function pathProblem(rawUrl: string): string | null {
  const path = rawUrl.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'Invalid path: malformed percent-encoding or invalid UTF-8.';
  }
  const reason = unsafeTextReason(decoded);
  return reason === null ? null : unsafeTextMessage('path', { path: '', reason });
}

/** Query values are decoded leniently by the parser, so the raw query is checked as well. */
function queryProblem(rawUrl: string): string | null {
  const at = rawUrl.indexOf('?');
  if (at < 0) return null;
  for (const pair of rawUrl.slice(at + 1).split('&')) {
    const [key = '', value = ''] = pair.split('=', 2);
    for (const part of [key, value]) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(part.replace(/\+/g, ' '));
      } catch {
        return 'Invalid query: malformed percent-encoding or invalid UTF-8.';
      }
      const reason = unsafeTextReason(decoded);
      if (reason !== null) return unsafeTextMessage('query', { path: key, reason });
    }
  }
  return null;
}

/**
 * The refusal of a raw URL, or null. Without a percent sign nothing in it is decoded but `+`
 * (a space in a query), so when the whole URL is safe text each decoded part is too, and the
 * parts need no decoding one by one (the common case, on every request).
 */
export function urlProblem(rawUrl: string): string | null {
  if (!rawUrl.includes('%') && unsafeTextReason(rawUrl) === null) return null;
  return pathProblem(rawUrl) ?? queryProblem(rawUrl);
}

export function setupInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const problem = urlProblem(request.raw.url ?? '/');
    done(problem === null ? undefined : new ValidationError(problem));
  });

  // After the body is parsed and before sessions, validation or handlers read anything.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const [part, value] of [
      ['path', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const finding = findUnsafeText(value);
      if (finding) return done(new ValidationError(unsafeTextMessage(part, finding)));
    }
    done();
  });
}
