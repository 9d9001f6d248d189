// The one HTTP client of the viewer (SPEC §7): base /api/v1/nrsservice with credentials, the
// IanaTimeZone header on every request, the anti-forgery header from the user response on every
// mutating request, and SPEC §8's 401 rule (session-expired flag, then the timeout screen).
import type { z } from 'zod';
import { ANTI_FORGERY_HEADER, IANA_TIMEZONE_HEADER, SERVICE_BASE_PATH } from '@podium/domain';
import { requestTimeZone } from '../time-zone.ts';
import { reportRequestFailure, reportRequestSuccess } from '../connection/connection.store.ts';

/** Answers that mean the server (or the proxy before it) could not be reached (SPEC §8). */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The JSON error body (ErrorBody), for the fields a feature acts on; null when none. */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

let antiForgeryToken: string | null = null;
/** Set from GetLoggedInUserForPresentation's AntiForgeryToken (SPEC §7). */
export function setAntiForgeryToken(token: string | null): void {
  antiForgeryToken = token;
}

/** For transfers made outside this client (resumable uploads), which send the same header. */
export function getAntiForgeryToken(): string | null {
  return antiForgeryToken;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
/** The app shell subscribes once to route every 401 to the timeout screen (SPEC §8). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

export const SESSION_EXPIRED_FLAG = 'podium.sessionExpired';

/** Resolve a SPEC §7 path: relative paths go under the service route; absolute ones pass. */
export function serviceUrl(path: string): string {
  return path.startsWith('/') ? path : `${SERVICE_BASE_PATH}/${path}`;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Bytes sent as they are (application/octet-stream) instead of a JSON body. */
  binary?: Blob;
  /** The Content-Type of `binary`; application/octet-stream when absent. */
  binaryType?: string;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (saving the media position on leave, SPEC §4). */
  keepalive?: boolean;
  /**
   * Issued ahead of the answer that decides whether it is needed (the first screen's calls,
   * started beside the route call): a 401 only fails the request, it does not end the session;
   * the call made when the answer is needed reports it.
   */
  speculative?: boolean;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  let url = serviceUrl(path);
  if (options.query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query)) {
      if (value !== undefined) params.set(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  // A request that must outlive the page leaves in this task, with the zone asked here if needed.
  const zone = requestTimeZone(options.keepalive === true);
  const headers: Record<string, string> = {
    [IANA_TIMEZONE_HEADER]: typeof zone === 'string' ? zone : await zone,
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.binary !== undefined)
    headers['Content-Type'] = options.binaryType ?? 'application/octet-stream';
  if (method !== 'GET' && antiForgeryToken) headers[ANTI_FORGERY_HEADER] = antiForgeryToken;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers,
      body:
        options.binary ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    // A request the caller cancelled says nothing about the connection.
    if (!(error instanceof DOMException && error.name === 'AbortError')) reportRequestFailure();
    throw error;
  }
  if (UNREACHABLE_STATUSES.has(response.status)) reportRequestFailure();
  else reportRequestSuccess();
  if (response.status === 401 && options.speculative !== true) {
    sessionStorage.setItem(SESSION_EXPIRED_FLAG, '1');
    for (const listener of unauthorizedListeners) listener();
  }
  if (!response.ok) {
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      // a body that is not JSON keeps the status text
    }
    const text =
      typeof body === 'object' && body !== null && 'message' in body ? body.message : null;
    throw new HttpError(
      response.status,
      typeof text === 'string' ? text : response.statusText,
      body,
    );
  }
  return response;
}

/** A zod schema, or a loader of one kept out of the first script (it loads during the request). */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

const schemaOf = <S extends z.ZodType>(schema: SchemaSource<S>): S | Promise<S> =>
  typeof schema === 'function' ? schema() : schema;

/** JSON request whose response is validated with the shared zod schema. */
export async function requestJson<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const [response, resolved] = await Promise.all([send(path, options), schemaOf(schema)]);
  return resolved.parse(await response.json());
}

/**
 * An answer the page already holds (the first screen's answers in the viewer's HTML), validated
 * with the same schema as the call's answer.
 */
/**
 * An answer the page holds (the first screen's answers, domain first-screen.ts). The server
 * validated it with its call's shared schema and placed it as the schema reads it, so it is taken
 * as it is: the first screen does not wait for the schemas' chunk.
 */
export function heldAnswer<T>(body: unknown): T {
  return body as T;
}

/** Request whose response body is not needed (204 or ignored JSON). */
export async function requestVoid(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

/** Request whose answer's headers are read (the KeepAlive Date header, SPEC §7). */
export async function requestHeaders(path: string, options: RequestOptions = {}): Promise<Headers> {
  const response = await send(path, options);
  return response.headers;
}

/** Request returning text (branding stylesheet). */
export async function requestText(path: string, options: RequestOptions = {}): Promise<string> {
  const response = await send(path, options);
  return response.text();
}

/** Request returning raw bytes (the document viewer's PDF stream, SPEC §7 documentstream). */
export async function requestArrayBuffer(
  path: string,
  options: RequestOptions = {},
): Promise<ArrayBuffer> {
  const response = await send(path, options);
  return response.arrayBuffer();
}
