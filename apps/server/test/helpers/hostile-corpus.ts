// The hostile-input sweep's corpus (hostile-input.test.ts): path segments, query values, bodies
// and cookies that no route may answer with a 5xx, and how route patterns are filled with them.
import { SESSION_COOKIE } from '@podium/domain';

/** The demo conference call of 2001, so bodies reach the services rather than a 404. */
export const CONF_ID_2001 = 7001;

/** Path parameter values, already percent-encoded as they would travel on the wire. */
export const HOSTILE_SEGMENTS = [
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

export const QUERY_KEYS = [
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

export const HOSTILE_QUERY_VALUES = ['%00', '%C0', '%ED%A0%80', '-1', '1e400', 'x'.repeat(20000)];

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

export type Payload = { body: string; contentType: string };

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

export const HOSTILE_BODIES: Payload[] = [
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

export const HOSTILE_COOKIES = [
  `${SESSION_COOKIE}=%00`,
  `${SESSION_COOKIE}=a%00b`,
  `${SESSION_COOKIE}=%C0%AF`,
  `${SESSION_COOKIE}=${'x'.repeat(4000)}`,
  `${SESSION_COOKIE}="unterminated`,
  `${SESSION_COOKIE}=%ED%A0%80`,
];

/** The route pattern with every `:param` (and `*`) replaced by one value. */
export function fill(pattern: string, value: string): string {
  return pattern.replace(/:[A-Za-z0-9_]+/g, value).replace(/\*/g, value);
}

export function sensible(pattern: string): string {
  return pattern
    .replace(/:presId/g, '2001')
    .replace(/:confId/g, String(CONF_ID_2001))
    .replace(/:[A-Za-z0-9_]+/g, '1')
    .replace(/\*/g, 'x');
}
