// A browser-like API client over app.inject: keeps the session cookie, sends the IanaTimeZone
// header, and the anti-forgery token once it has one (as the viewer's HTTP client does).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  ANTI_FORGERY_HEADER,
  IANA_TIMEZONE_HEADER,
  SERVICE_BASE_PATH,
  SESSION_COOKIE,
} from '@podium/domain';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class TestClient {
  cookie: string | null = null;
  token: string | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly timeZone = 'America/New_York',
    /** Headers every request carries (an address behind a proxy, say). */
    private readonly defaults: Record<string, string> = {},
  ) {}

  /** Relative paths go under the service route, absolute ones are used as they are. */
  async request(
    method: Method,
    path: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const url = path.startsWith('/') ? path : `${SERVICE_BASE_PATH}/${path}`;
    const all: Record<string, string> = {
      [IANA_TIMEZONE_HEADER]: this.timeZone,
      ...this.defaults,
      ...headers,
    };
    if (this.cookie) all.cookie = `${SESSION_COOKIE}=${this.cookie}`;
    if (this.token && method !== 'GET' && method !== 'HEAD') all[ANTI_FORGERY_HEADER] = this.token;
    const options: InjectOptions = { method, url, headers: all };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    const response = await this.app.inject(options);
    const set = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (set) this.cookie = set.value === '' ? null : set.value;
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }

  head(path: string, headers?: Record<string, string>) {
    return this.request('HEAD', path, undefined, headers);
  }

  post(path: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, payload ?? {}, headers);
  }

  put(path: string, payload?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', path, payload ?? {}, headers);
  }

  /** Loads the user for presId and keeps its anti-forgery token (SPEC §7). */
  async loadUser(presId: number): Promise<LightMyRequestResponse> {
    const response = await this.get(`account/GetLoggedInUserForPresentation?presId=${presId}`);
    if (response.statusCode === 200)
      this.token = response.json<{ AntiForgeryToken: string }>().AntiForgeryToken;
    return response;
  }
}

export async function signedIn(
  app: FastifyInstance,
  email: string,
  presId = 1001,
): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await client.post('account/signin', { email, password: 'podium' });
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  await client.loadUser(presId);
  return client;
}

export async function entered(
  app: FastifyInstance,
  code: string,
  presId: number,
): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await client.post('entrycode/processEntrycode', { EntryCode: code });
  if (response.statusCode !== 200)
    throw new Error(`entry failed: ${response.statusCode} ${response.body}`);
  await client.loadUser(presId);
  return client;
}

/** Accepts the disclaimer and enters the viewer, returning the visit's LogId. */
export async function enterViewer(client: TestClient, presId: number): Promise<number> {
  const accepted = await client.post(`presentation/${presId}/disclaimer/accept`);
  if (accepted.statusCode !== 204 && accepted.statusCode !== 404)
    throw new Error(`accept failed: ${accepted.body}`);
  const route = (await client.get(`presentation/${presId}/route`)).json<{
    Route: string;
    LogId: number | null;
  }>();
  if (route.Route !== 'viewer' || route.LogId === null)
    throw new Error(`not in the viewer: ${JSON.stringify(route)}`);
  return route.LogId;
}
