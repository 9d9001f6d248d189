// Every route of the API, walked from the registered route table, against a corpus of hostile
// values as an anonymous visitor, an attendee and a coordinator: no answer is a 5xx, and the
// server still answers normally afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { IANA_TIMEZONE_HEADER, SESSION_COOKIE } from '@podium/domain';
import { entered, signedIn, TestClient } from './helpers/client.ts';
import { paths, register } from './helpers/conference.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/** The demo conference call of 2001, so bodies reach the services rather than a 404. */
const CONF_ID_2001 = 7001;

/** Path parameter values, already percent-encoded as they would travel on the wire. */
const HOSTILE_SEGMENTS = [
  '%00',
  'a%00b',
  '%C0%AF',
  '%FF',
  '%ED%A0%80',
  '99999999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e400',
  'NaN',
  '%F0%9F%98%80',
  'x'.repeat(5000),
  '..%2F..%2Fetc%2Fpasswd',
  '2001',
];

const QUERY_KEYS = [
  'presId',
  'presid',
  'confId',
  'showId',
  'logId',
  'link',
  'sps',
  'showUrl',
  'questionType',
  'emailAddress',
  'registered',
  'containerGuid',
  'utcString',
  'ianaTimezone',
  'dateFormat',
  'utcDateFormat',
  'applicationId',
  'appId',
  'linkcode',
  'linkCode',
  'replay',
  'includeMedia',
  'conferenceCallId',
  'isRetail',
  'getVideoUrl',
];

const HOSTILE_QUERY_VALUES = ['%00', '%C0', '%ED%A0%80', '-1', '1e400', 'x'.repeat(20000)];

const LONG = 'x'.repeat(1024 * 1024);
const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';

/** Field names the API's bodies use, each filled with the same hostile value. */
const BODY_FIELDS = [
  'email',
  'password',
  'EntryCode',
  'Question',
  'QuestionType',
  'DoNotAnnounceNameAndCompany',
  'emailAddress',
  'conferenceId',
  'ConferenceId',
  'ParticipantType',
  'ParticipantId',
  'EventType',
  'IsActive',
  'JoinTimeUtc',
  'BridgeParticipantId',
  'AllowToTalk',
  'audioState',
  'SlideIndex',
  'ActivePresenterCoreUserId',
  'ActivePresenterName',
  'PresId',
  'SlideGuid',
  'TransitionDateUtc',
  'Source',
  'source',
  'StartTime',
  'FocusedView',
  'Message',
  'message',
  'logId',
  'LogId',
  'EventType',
  'Detail',
  'detail',
  'TimeStampSeconds',
  'Status',
  'ConnectionId',
  'text',
];

function bodyWith(value: unknown): Record<string, unknown> {
  return Object.fromEntries(BODY_FIELDS.map((field) => [field, value]));
}

type Payload = { body: string; contentType: string };

/**
 * Valid bodies of the API's mutating calls (several schemas are strict, so each is whole); every
 * string field of each is replaced in turn by a hostile value, so it reaches the service behind
 * the schema. Every template is sent to every route: a route ignores those it does not take.
 */
const TEMPLATES: Array<Record<string, unknown>> = [
  { email: 'attendee@podium.test', password: 'podium' },
  { EntryCode: 'DEMO-2001' },
  { QuestionType: 'Text', Question: 'What is the guidance?', DoNotAnnounceNameAndCompany: false },
  { NotificationMessage: 'Welcome' },
  {
    AllowToTalk: true,
    BridgeParticipantId: 'bridge-1',
    audioState: 'Connected',
    coreUserId: 1,
    emailAddress: 'attendee@podium.test',
  },
  { logId: 1, PresId: 2001, EventType: 6, SlideIndex: 1, Detail: 'detail' },
  { conferenceId: CONF_ID_2001, emailAddress: 'attendee@podium.test' },
  { SlideIndex: 1, ActivePresenterCoreUserId: 2, ActivePresenterName: 'Presenter' },
  { ConnectionId: 'connection-1' },
];

const perField: Payload[] = TEMPLATES.flatMap((template) =>
  Object.entries(template)
    .filter(([, value]) => typeof value === 'string')
    .flatMap(([field]) =>
      [NUL, SURROGATE].map((bad) => ({
        body: JSON.stringify({ ...template, [field]: bad }),
        contentType: 'application/json',
      })),
    ),
);

const HOSTILE_BODIES: Payload[] = [
  { body: JSON.stringify(bodyWith(NUL)), contentType: 'application/json' },
  { body: JSON.stringify(bodyWith(SURROGATE)), contentType: 'application/json' },
  { body: `{"Question":"\\ud800","EntryCode":"\\udfff"}`, contentType: 'application/json' },
  { body: JSON.stringify(bodyWith(['a', 'b'])), contentType: 'application/json' },
  { body: JSON.stringify(bodyWith({ nested: true })), contentType: 'application/json' },
  { body: JSON.stringify(bodyWith(1e308)), contentType: 'application/json' },
  { body: JSON.stringify(bodyWith(-1)), contentType: 'application/json' },
  { body: JSON.stringify(bodyWith(1.5)), contentType: 'application/json' },
  { body: JSON.stringify(bodyWith(null)), contentType: 'application/json' },
  { body: JSON.stringify({ Question: LONG, EntryCode: LONG }), contentType: 'application/json' },
  { body: '[]', contentType: 'application/json' },
  { body: 'null', contentType: 'application/json' },
  { body: '"text"', contentType: 'application/json' },
  { body: '{"a":', contentType: 'application/json' },
  {
    body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]).toString(
      'latin1',
    ),
    contentType: 'application/json',
  },
  { body: 'Question=hi', contentType: 'application/x-www-form-urlencoded' },
  { body: 'hello', contentType: 'text/plain' },
  { body: '{}', contentType: 'application/xml' },
  ...perField,
];

const HOSTILE_COOKIES = [
  `${SESSION_COOKIE}=%00`,
  `${SESSION_COOKIE}=a%00b`,
  `${SESSION_COOKIE}=%C0%AF`,
  `${SESSION_COOKIE}=${'x'.repeat(4000)}`,
  `${SESSION_COOKIE}="unterminated`,
  `${SESSION_COOKIE}=%ED%A0%80`,
];

interface Failure {
  readonly who: string;
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly note: string;
}

/** The route pattern with every `:param` (and `*`) replaced by one value. */
function fill(pattern: string, value: string): string {
  return pattern.replace(/:[A-Za-z0-9_]+/g, value).replace(/\*/g, value);
}

function sensible(pattern: string): string {
  return pattern
    .replace(/:presId/g, '2001')
    .replace(/:confId/g, String(CONF_ID_2001))
    .replace(/:[A-Za-z0-9_]+/g, '1')
    .replace(/\*/g, 'x');
}

let t: TestApp;
let people: Array<{ who: string; client: TestClient }>;

beforeAll(async () => {
  t = await startTestApp();
  people = [
    { who: 'anonymous', client: new TestClient(t.app) },
    { who: 'attendee', client: await entered(t.app, 'DEMO-2001', 2001) },
    { who: 'coordinator', client: await signedIn(t.app, 'coordinator@podium.test', 2001) },
  ];
  // A registered participant, so question and session bodies reach the services.
  await register(people[1]!.client);
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
  if (client.token) headers['x-anti-forgery-token'] = client.token;
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
  });

  it('answers no hostile path, query, body or cookie with a 5xx', async () => {
    const failures: Failure[] = [];
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    const record = (who: string, method: string, url: string, status: number, note: string) => {
      if (status >= 500) failures.push({ who, method, url: url.slice(0, 160), status, note });
    };
    for (const { who, client } of people) {
      for (const route of routes) {
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
          for (const payload of HOSTILE_BODIES) {
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

  it('still answers normally after the sweep', async () => {
    const attendee = people[1]!.client;
    const response = await attendee.get('presentation?presid=2001&includeMedia=true');
    expect(response.statusCode).toBe(200);
  });
});
