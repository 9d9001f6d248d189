// Values at the edges of what the API takes, for the hostile-input sweep and the tests of each
// refusal: date-times outside the years 1900–9999 in UTC (each once a 500 from the database or
// stored as another date), and file names and hub tokens carrying control characters.

/** ISO 8601 date-times with a zone whose instant in UTC lies outside the years 1900–9999. */
export const EDGE_DATE_TIMES = [
  '0000-01-01T00:00:00Z',
  '0000-01-01T00:00:00+14:00',
  '0001-06-15T00:00:00Z',
  '0099-06-15T00:00:00Z',
  '1899-12-31T23:59:59Z',
  '9999-12-31T23:59:59-14:00',
] as const;

/** Wall times of an event's start, with their zone, outside the years 1900–9999. */
export const EDGE_WALL_TIMES = [
  ['0001-06-15T10:00', 'Europe/London'],
  ['0099-06-15T10:00', 'UTC'],
  ['9999-12-31T23:00', 'America/New_York'],
] as const;

/** File names of uploads: control characters (NUL first), a path, a very long name. */
export const EDGE_FILE_NAMES = [
  'clip\u0000.mp4',
  'clip\n.mp4',
  'clip\u007f.mp4',
  'clip\u009b.mp4',
  '../../etc/passwd.mp4',
  `${'x'.repeat(4000)}.mp4`,
];

/** Hub tokens that name no token: control characters, a lone surrogate, too long. */
export const EDGE_HUB_TOKENS = ['a\u0000b', '\u0000', 'a\u007fb', 'a\ud800b', 'x'.repeat(201)];

/** The headers that create a tus upload of `length` bytes named `fileName`. */
export function uploadCreationHeaders(fileName: string, length = 16): Record<string, string> {
  return {
    'Tus-Resumable': '1.0.0',
    'Upload-Length': String(length),
    'Upload-Metadata': `filename ${Buffer.from(fileName).toString('base64')}`,
  };
}

/**
 * Whole JSON bodies of the calls that take a date-time, each with one date field at each edge
 * value: a participant session's JoinTimeUtc, an entry code's window, a slide transition (of a
 * slide of `presId`), the console's start time and an event's start.
 */
export function edgeDateBodies(
  presId: number,
  slideGuid: string,
): Array<{ body: string; contentType: string }> {
  const code = { Code: 'EDGE-CODE', Type: 'public' };
  const bodies: Array<Record<string, unknown>> = [
    ...EDGE_DATE_TIMES.flatMap((date) => [
      { JoinTimeUtc: date },
      { ...code, PasswordStartDateUTC: date },
      { ...code, PasswordEndDateUTC: date },
      { PresId: presId, SlideGuid: slideGuid, TransitionDateUtc: date },
      { StartTimeUtc: date },
    ]),
    ...EDGE_WALL_TIMES.map(([StartTime, Timezone]) => ({
      Title: 'Edge',
      Kind: 'VideoOnly',
      StartTime,
      Timezone,
    })),
  ];
  return bodies.map((body) => ({ body: JSON.stringify(body), contentType: 'application/json' }));
}
