// Every route of the API, walked from the registered route table, against a corpus of hostile
// values as an anonymous visitor, an attendee and a coordinator: no answer is a 5xx, and the
// server still answers normally afterwards. Edge values (helpers/edge-values.ts) as well: dates
// outside the years 1900–9999 in every date field, and upload file names and hub tokens with
// control characters.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HTTPMethods, InjectOptions } from 'fastify';
import {
  ANTI_FORGERY_HEADER,
  apiPaths,
  HubConnectError,
  IANA_TIMEZONE_HEADER,
  managePaths,
  PresentationSchema,
  PROTOCOL_VERSION,
  SERVICE_BASE_PATH,
  SESSION_COOKIE,
} from '@podium/domain';
import { entered, signedIn, TestClient } from './helpers/client.ts';
import { CONF, paths, register } from './helpers/conference.ts';
import {
  edgeDateBodies,
  EDGE_FILE_NAMES,
  EDGE_HUB_TOKENS,
  uploadCreationHeaders,
} from './helpers/edge-values.ts';
import { listen, refusal } from './helpers/realtime.ts';
import {
  fill,
  HOSTILE_BODIES,
  HOSTILE_COOKIES,
  HOSTILE_QUERY_VALUES,
  HOSTILE_SEGMENTS,
  QUERY_KEYS,
  sensible,
  type Payload,
} from './helpers/hostile-corpus.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

interface Failure {
  readonly who: string;
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly note: string;
}

let t: TestApp;
let people: Array<{ who: string; client: TestClient }>;
/** People who take no part in the sweep (which ends the others' sessions at its end). */
let bystanders: Array<{ who: string; client: TestClient }>;
/** Bodies with edge date-times, made once a slide of the demo is known. */
let dateBodies: Payload[] = [];

/**
 * The calls that end the caller's access to the event (leaving it) or the session itself (an
 * entry code replaces it), walked last, in this order: each person keeps the session and the
 * access they started with for every other route.
 */
const SESSION_ENDING = [
  'presentation/:presId/leave',
  apiPaths.signOut(),
  apiPaths.signIn(),
  apiPaths.processEntryCode(),
].map((path) => `${SERVICE_BASE_PATH}/${path}`);
const walkOrder = (url: string) => SESSION_ENDING.indexOf(url);

beforeAll(async () => {
  t = await startTestApp();
  people = [
    { who: 'anonymous', client: new TestClient(t.app) },
    { who: 'attendee', client: await entered(t.app, 'DEMO-2001', 2001) },
    { who: 'coordinator', client: await signedIn(t.app, 'coordinator@podium.test', 2001) },
  ];
  // A registered participant with an open session (id 1, as `sensible` fills :sessionId), so
  // question and session bodies reach the services.
  await register(people[1]!.client);
  await people[1]!.client.post(paths.sessions, { ConferenceId: CONF, ParticipantType: 'Live' });
  const deck = await people[2]!.client.get('presentation?presid=2001');
  dateBodies = edgeDateBodies(2001, PresentationSchema.parse(deck.json()).Slides[0]?.Guid ?? '');
  bystanders = [
    { who: 'anonymous', client: new TestClient(t.app) },
    { who: 'attendee', client: await entered(t.app, 'DEMO-2001', 2001) },
    { who: 'coordinator', client: await signedIn(t.app, 'coordinator@podium.test', 2001) },
  ];
});

afterAll(async () => {
  await t?.close();
});

async function send(
  client: TestClient,
  method: HTTPMethods,
  url: string,
  payload?: Payload,
  cookie?: string,
): Promise<number> {
  const headers: Record<string, string> = { [IANA_TIMEZONE_HEADER]: 'America/New_York' };
  const sessionCookie = client.cookie ? `${SESSION_COOKIE}=${client.cookie}` : null;
  const cookies = [cookie ?? sessionCookie].filter((c): c is string => c !== null);
  if (cookies.length > 0) headers.cookie = cookies.join('; ');
  if (client.token) headers[ANTI_FORGERY_HEADER] = client.token;
  const options: InjectOptions = { method: method as InjectOptions['method'], url, headers };
  if (payload) {
    headers['content-type'] = payload.contentType;
    options.payload = payload.body;
  }
  const response = await t.app.inject(options);
  return response.statusCode;
}

describe('hostile input against every route', () => {
  it('walks a route table that holds the whole API', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(40);
    for (const url of SESSION_ENDING) expect(api.map((r) => r.url)).toContain(url);
  });

  it('answers no hostile path, query, body or cookie with a 5xx', async () => {
    const failures: Failure[] = [];
    const routes = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .sort((a, b) => walkOrder(a.url) - walkOrder(b.url));
    const record = (who: string, method: string, url: string, status: number, note: string) => {
      if (status >= 500) failures.push({ who, method, url: url.slice(0, 160), status, note });
    };
    for (const { who, client } of people) {
      for (const route of routes) {
        // Every other route was walked with the person's session (and its anti-forgery token).
        if (route.url === SESSION_ENDING[0] && who !== 'anonymous')
          expect((await client.loadUser(2001)).statusCode, `${who} still in`).toBe(200);
        const hasBody = route.method === 'POST' || route.method === 'PUT';
        if (route.url.includes(':') || route.url.includes('*')) {
          for (const segment of HOSTILE_SEGMENTS) {
            const url = fill(route.url, segment);
            record(who, route.method, url, await send(client, route.method, url), 'path');
          }
        }
        const base = sensible(route.url);
        for (const value of HOSTILE_QUERY_VALUES) {
          const query = QUERY_KEYS.map((key) => `${key}=${value}`).join('&');
          const url = `${base}?${query}`;
          record(who, route.method, url, await send(client, route.method, url), 'query');
        }
        const arrays = QUERY_KEYS.map((key) => `${key}=1&${key}=2`).join('&');
        record(
          who,
          route.method,
          `${base}?${arrays}`,
          await send(client, route.method, `${base}?${arrays}`),
          'query arrays',
        );
        if (hasBody) {
          for (const payload of [...HOSTILE_BODIES, ...dateBodies]) {
            const status = await send(client, route.method, base, payload);
            record(who, route.method, base, status, `body ${payload.body.slice(0, 60)}`);
          }
        }
        if (who === 'anonymous') {
          for (const cookie of HOSTILE_COOKIES) {
            record(
              who,
              route.method,
              base,
              await send(
                client,
                route.method,
                base,
                hasBody ? HOSTILE_BODIES[0] : undefined,
                cookie,
              ),
              `cookie ${cookie.slice(0, 30)}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('refuses the named hostile places with a 400 and a message', async () => {
    const attendee = people[1]!.client;
    const anonymous = new TestClient(t.app);
    const answers = [
      await anonymous.post('entrycode/processEntrycode', { EntryCode: 'DEMO-\u0000' }),
      await attendee.post(paths.questions, {
        QuestionType: 'Text',
        Question: 'Guidance\u0000?',
        DoNotAnnounceNameAndCompany: false,
      }),
      await attendee.post(paths.questions, {
        QuestionType: 'Text',
        Question: 'Guidance \ud800?',
        DoNotAnnounceNameAndCompany: false,
      }),
      await attendee.get('presentations/2001/linkedpresentations/a%00b'),
      await attendee.get('presentation?presid=2001&sps=%00'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toMatch(/NUL|Unicode|UTF-8/);
    }
    // A session cookie that cannot name a session is no session: the caller is anonymous.
    const badCookie = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nrsservice/presentation?presid=2001',
      headers: { cookie: `${SESSION_COOKIE}=a%00b` },
    });
    expect(badCookie.statusCode).toBe(401);
  });

  it('answers no upload named with hostile text with a 5xx; refuses control characters', async () => {
    for (const { who, client } of bystanders) {
      for (const name of EDGE_FILE_NAMES) {
        const headers = uploadCreationHeaders(name);
        const created = await client.request('POST', managePaths.uploads(), undefined, headers);
        expect(created.statusCode, `${who} ${JSON.stringify(name.slice(0, 20))}`).toBeLessThan(500);
        if (who === 'coordinator' && /\p{Cc}/u.test(name)) expect(created.statusCode).toBe(400);
      }
    }
  });

  it('refuses hub tokens of hostile text as invalid, with nothing logged', async () => {
    const baseUrl = await listen(t.app);
    const errors = vi.spyOn(t.app.log, 'error');
    for (const TokenId of EDGE_HUB_TOKENS)
      expect(await refusal(baseUrl, { TokenId, ProtocolVersion: PROTOCOL_VERSION })).toBe(
        HubConnectError.InvalidToken,
      );
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('still answers normally after the sweep', async () => {
    const response = await bystanders[1]!.client.get('presentation?presid=2001&includeMedia=true');
    expect(response.statusCode).toBe(200);
  });
});
