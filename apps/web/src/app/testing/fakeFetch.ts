// A fetch double for component tests (never for browser tests): answers by method and path
// under the service route, and records every request so tests can assert what was sent.
import { vi } from 'vitest';
import { SERVICE_BASE_PATH } from '@podium/domain';

export interface RecordedRequest {
  method: string;
  /** Path relative to the service route when under it, else the absolute path. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON (e.g. a stylesheet). */
  text?: string;
  /** Headers of the answer beyond its Content-Type (e.g. Date). */
  headers?: Record<string, string>;
}

type Handler = FakeReply | ((request: RecordedRequest) => FakeReply);

function relative(pathname: string): string {
  return pathname.startsWith(`${SERVICE_BASE_PATH}/`)
    ? pathname.slice(SERVICE_BASE_PATH.length + 1)
    : pathname;
}

/** Installs the double; `handlers` keys are "METHOD path". Unknown requests answer 404. */
export function installFakeFetch(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: relative(url.pathname),
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const handler = handlers[`${request.method} ${request.path}`];
    const reply =
      typeof handler === 'function'
        ? handler(request)
        : (handler ?? { status: 404, body: notFound });
    const status = reply.status ?? 200;
    if (reply.text !== undefined)
      return new Response(reply.text, { status, headers: reply.headers ?? {} });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** Requests to one "METHOD path". */
    to: (key: string) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}

const notFound = { statusCode: 404, error: 'Not Found', message: 'Not found.' };

export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: 'Error', message };
}
