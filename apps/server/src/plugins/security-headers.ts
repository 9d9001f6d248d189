// Security headers on every answer: a Content Security Policy that allows no inline script and
// nothing from other origins, nosniff, a strict Referrer-Policy, and HSTS when the request came
// over TLS (directly, or through a trusted proxy that says so).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** HSTS lifetime: one year, the common preload minimum. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Style attributes set by the viewer's components, the styles each page carries in its HTML
  // for its first paint, and the branding stylesheet (same origin).
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // Players feed media through MediaSource (blob:), as hls.js does. SPEC §2 openVideo plays an
  // event's media video from wherever the event links it (the issuer's site): any https address.
  // A media element runs no script, so this opens nothing else.
  mediaSrc: ["'self'", 'blob:', 'https:'],
  // pdf.js's worker and the page's time zone worker ('self'); hls.js's worker (blob:).
  workerSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Only Podium's own pages may frame Podium (the document viewer page inside the viewer).
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
} as const;

/**
 * The headers helmet sets with this configuration. None depends on the request (no nonce), so
 * they are recorded once from helmet itself and set on every answer, instead of running
 * helmet's dozen middlewares per request.
 */
export function securityHeaders(): ReadonlyArray<readonly [string, string]> {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  const recorded = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => void recorded.set(name, String(value)),
    // X-Powered-By: Node never sets it.
    removeHeader: (name: string) => void recorded.delete(name),
  };
  let finished = false;
  middleware(
    {} as unknown as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error(String(error));
      finished = true;
    },
  );
  if (!finished) throw new Error('helmet did not finish at once');
  return [...recorded];
}

/**
 * The same headers on the answers that a handler attached to the HTTP server writes outside
 * Fastify (the hub's engine: its long polling and its refusals), for the requests whose URL
 * starts with `pathPrefix`. Heard before every other request listener, so they are set before
 * that handler writes.
 */
export function secureAnswersOutsideFastify(server: Server, pathPrefix: string): void {
  const headers = securityHeaders();
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!request.url?.startsWith(pathPrefix)) return;
    for (const [name, value] of headers) response.setHeader(name, value);
  });
}

export async function setupSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https')
      reply.header(
        'Strict-Transport-Security',
        `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
      );
    done(null, payload);
  });
}
