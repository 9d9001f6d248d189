// Conference call calls of SPEC §7 on demo 2001/2002: status, participants and sessions (SPEC §2
// entry), dial-in, access codes, the calendar file, and the call's live and replay audio over
// HLS (the mix of its speakers; nobody speaks here, call-audio.test.ts has speakers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccessCodeResponseSchema,
  CallStatusResponseSchema,
  conferencePaths,
  DialInNumbersResponseSchema,
  GlobalPhoneDirectoryResponseSchema,
  ParticipantSchema,
  ParticipantSessionSchema,
  ParticipantsResponseSchema,
  SERVICE_BASE_PATH,
  StreamUrlResponseSchema,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { TestClient } from './helpers/client.ts';
import { SIGNED_MEDIA_REFUSED, SIGNED_MEDIA_WINDOW_MS } from '../src/http/media-signing.ts';
import {
  CALL_ONLY_CONF,
  CALL_ONLY_PRES,
  CONF,
  enteredTo,
  paths,
  PRES,
  register,
  signedInTo,
} from './helpers/conference.ts';

let t: TestApp;
let attendee: TestClient;
let coordinator: TestClient;
let publicGuest: TestClient;
let attendeeParticipantId: number;

const servicePath = (url: string) => url.slice(`${SERVICE_BASE_PATH}/`.length);

beforeAll(async () => {
  t = await startTestApp();
  attendee = await signedInTo(t.app, 'attendee@podium.test');
  coordinator = await signedInTo(t.app, 'coordinator@podium.test');
  publicGuest = await enteredTo(t.app, 'PUBLIC-2001');
});
afterAll(async () => {
  await t?.close();
});

describe('GET status (SPEC §3 call status, §4 pre-event)', () => {
  it('answers the pre-event status: no Status yet, the start time 10 minutes after loading', async () => {
    const response = await attendee.get(paths.status);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const status = CallStatusResponseSchema.parse(response.json());
    expect(status).toMatchObject({
      Status: null,
      StreamingState: 'NotStarted',
      PublicCallEndTimeUtc: null,
      IsDeleted: false,
      QuestionEditAllowed: true,
    });
    const startsIn = Date.parse(status.StartTimeUtc) - Date.now();
    expect(startsIn).toBeGreaterThan(5 * 60_000);
    expect(startsIn).toBeLessThanOrEqual(10 * 60_000);
  });

  it('401 without a session, 403 without access to the presentation', async () => {
    expect((await new TestClient(t.app).get(paths.status)).statusCode).toBe(401);
    const other = await enteredTo(t.app, 'DEMO-1001', 1001);
    expect((await other.get(paths.status)).statusCode).toBe(403);
  });

  it('404 for an unknown call or a call of another presentation; 400 for malformed ids', async () => {
    expect((await attendee.get(conferencePaths.status(PRES, 424242))).statusCode).toBe(404);
    expect((await attendee.get(conferencePaths.status(PRES, CALL_ONLY_CONF))).statusCode).toBe(404);
    expect((await attendee.get(conferencePaths.status(424242, CONF))).statusCode).toBe(404);
    const bad = await attendee.get(`presentations/${PRES}/conferencecalls/abc/status`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('"confId"');
  });
});

describe('participants (SPEC §2 entry: registered participant, or register)', () => {
  it('finds no registration first, registers once, then finds it', async () => {
    const query = `${paths.participants}?emailAddress=attendee@podium.test&registered=true`;
    expect(ParticipantsResponseSchema.parse((await attendee.get(query)).json())).toEqual([]);
    const response = await attendee.post(paths.participants, {
      conferenceId: CONF,
      emailAddress: 'attendee@podium.test',
    });
    expect(response.statusCode).toBe(200);
    const participant = ParticipantSchema.parse(response.json());
    expect(participant).toMatchObject({
      IsPublicParticipant: false,
      AccessRevoked: false,
      RegistrationType: 'Standard',
    });
    attendeeParticipantId = participant.Id;
    expect(await register(attendee, PRES, CONF, 'attendee@podium.test')).toBe(participant.Id);
    expect(ParticipantsResponseSchema.parse((await attendee.get(query)).json())).toEqual([
      participant,
    ]);
  });

  it('registers a public participant as listen-only (SPEC §6)', async () => {
    const response = await publicGuest.post(paths.participants, {
      conferenceId: CONF,
      emailAddress: 'investor@example.com',
    });
    expect(ParticipantSchema.parse(response.json())).toMatchObject({
      IsPublicParticipant: true,
      RegistrationType: 'ListenOnly',
    });
  });

  it('refuses another person’s address (403), a mismatched conferenceId and a bad address (400)', async () => {
    expect(
      (await attendee.post(paths.participants, { conferenceId: CONF, emailAddress: 'x@y.test' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await attendee.get(
          `${paths.participants}?emailAddress=panelist@podium.test&registered=true`,
        )
      ).statusCode,
    ).toBe(403);
    const mismatch = await attendee.post(paths.participants, {
      conferenceId: CALL_ONLY_CONF,
      emailAddress: '',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toContain('conferenceId');
    const badEmail = await attendee.post(paths.participants, {
      conferenceId: CONF,
      emailAddress: 'not an address',
    });
    expect(badEmail.statusCode).toBe(400);
  });
});

describe('a guest registering under an email', () => {
  it('refuses the email of an account (403, any case) and keeps an address nobody signs in with', async () => {
    const guest = await enteredTo(t.app, 'DEMO-2001');
    for (const emailAddress of ['coordinator@podium.test', ' Coordinator@Podium.TEST ']) {
      const refused = await guest.post(paths.participants, { conferenceId: CONF, emailAddress });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'This email address belongs to an account: sign in with it to register under it.',
      );
    }
    const registered = await guest.post(paths.participants, {
      conferenceId: CONF,
      emailAddress: 'analyst@fund.example',
    });
    expect(registered.statusCode).toBe(200);
    expect(ParticipantSchema.parse(registered.json()).IsPublicParticipant).toBe(false);
  });
});

describe('participant sessions and events (SPEC §3, still-streaming every 28 s)', () => {
  it('an unregistered entrant has no sessions (403)', async () => {
    const guest = await enteredTo(t.app, 'DEMO-2001');
    const response = await guest.post(paths.sessions, {
      ConferenceId: CONF,
      ParticipantType: 'Live',
    });
    expect(response.statusCode).toBe(403);
  });

  it('opens a session, records events, closes it; a closed one stays closed', async () => {
    const created = await attendee.post(paths.sessions, {
      ConferenceId: CONF,
      ParticipantType: 'Live',
    });
    expect(created.statusCode).toBe(200);
    const session = ParticipantSessionSchema.parse(created.json());
    expect(session).toMatchObject({
      ConferenceId: CONF,
      ParticipantId: attendeeParticipantId,
      IsActive: true,
      JoinTimeUtc: null,
    });
    const events = conferencePaths.participantEvents(PRES, CONF, attendeeParticipantId);
    for (const EventType of ['Play', 'IsStillStreaming']) {
      const ok = await attendee.post(events, { ParticipantId: attendeeParticipantId, EventType });
      expect(ok.statusCode).toBe(204);
    }
    expect(
      (await attendee.post(events, { ParticipantId: attendeeParticipantId + 1, EventType: 'Play' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await attendee.post(events, { ParticipantId: attendeeParticipantId, EventType: 'Dance' }))
        .statusCode,
    ).toBe(400);
    const otherEvents = conferencePaths.participantEvents(PRES, CONF, attendeeParticipantId + 1);
    expect(
      (
        await attendee.post(otherEvents, {
          ParticipantId: attendeeParticipantId + 1,
          EventType: 'Play',
        })
      ).statusCode,
    ).toBe(404);

    const sessionPath = conferencePaths.participantSession(PRES, CONF, session.Id);
    const joined = await attendee.put(sessionPath, {
      ...session,
      JoinTimeUtc: '2030-01-01T10:00:00.000Z',
    });
    expect(ParticipantSessionSchema.parse(joined.json()).JoinTimeUtc).toBe(
      '2030-01-01T10:00:00.000Z',
    );
    const closed = await attendee.put(sessionPath, { IsActive: false });
    expect(ParticipantSessionSchema.parse(closed.json()).IsActive).toBe(false);
    expect((await attendee.put(sessionPath, { IsActive: true })).statusCode).toBe(409);
    expect((await attendee.put(sessionPath, {})).statusCode).toBe(400);
    expect(
      (await attendee.post(events, { ParticipantId: attendeeParticipantId, EventType: 'Play' }))
        .statusCode,
    ).toBe(409);
    expect((await coordinator.put(sessionPath, { IsActive: false })).statusCode).toBe(403); // not registered: not their session either
    expect(
      (
        await attendee.put(conferencePaths.participantSession(PRES, CONF, 999_999), {
          IsActive: false,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('dial-in, access codes and the phone directory (SPEC §7, §9)', () => {
  it('lists a US toll-free and a US local number with the access code', async () => {
    const response = await attendee.get(conferencePaths.dialInNumbers(PRES, CONF));
    const body = DialInNumbersResponseSchema.parse(response.json());
    expect(body.PhoneNumbers.map((n) => [n.CountryCode, n.NumberType])).toEqual([
      ['US', 'TollFree'],
      ['US', 'Local'],
    ]);
    expect(body.PhoneNumbers[0]?.IsPrimary).toBe(true);
    expect(body.AccessCode).toBe('7001 2001');
    expect(
      (await attendee.get(`${conferencePaths.dialInNumbers(PRES, CONF)}?confId=${CONF}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await attendee.get(`${conferencePaths.dialInNumbers(PRES, CONF)}?confId=${CALL_ONLY_CONF}`))
        .statusCode,
    ).toBe(400);
  });

  it('answers the live and the replay access code; a call without replay has none', async () => {
    expect(
      AccessCodeResponseSchema.parse(
        (await attendee.get(conferencePaths.accessCode(PRES, CONF))).json(),
      ),
    ).toEqual({ AccessCode: '7001 2001' });
    expect(
      (await attendee.get(conferencePaths.accessCode(PRES, CONF, true))).json().AccessCode,
    ).toBe('7001 9001');
    expect(
      (await attendee.get(`${conferencePaths.accessCode(PRES, CONF)}?replay=maybe`)).statusCode,
    ).toBe(400);
    const callOnly = await signedInTo(t.app, 'attendee@podium.test', CALL_ONLY_PRES);
    expect(
      (await callOnly.get(conferencePaths.accessCode(CALL_ONLY_PRES, CALL_ONLY_CONF, true)))
        .statusCode,
    ).toBe(404);
  });

  it('the global directory needs a session and lists the US numbers first', async () => {
    expect(
      (await new TestClient(t.app).get(conferencePaths.globalPhoneDirectory())).statusCode,
    ).toBe(401);
    const directory = GlobalPhoneDirectoryResponseSchema.parse(
      (await attendee.get(conferencePaths.globalPhoneDirectory())).json(),
    );
    expect(directory.slice(0, 2).map((n) => n.NumberType)).toEqual(['TollFree', 'Local']);
    expect(new Set(directory.map((n) => n.CountryCode))).toEqual(new Set(['US', 'GB']));
  });
});

describe('icsfile (RFC 5545)', () => {
  it('is a valid iCalendar file with CRLF lines, folded at 75 octets, at the call’s start', async () => {
    const status = CallStatusResponseSchema.parse((await attendee.get(paths.status)).json());
    const response = await attendee.get(conferencePaths.icsFile(PRES, CONF));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="podium-${PRES}-call-${CONF}.ics"`,
    );
    const text = response.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // no bare CR or LF
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, '').split('\r\n');
    const start = status.StartTimeUtc.replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
    expect(unfolded).toContain(`DTSTART:${start}`);
    expect(unfolded.some((l) => /^UID:[0-9a-f-]{36}@podium$/.test(l))).toBe(true);
    expect(unfolded.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true);
    expect(unfolded).toContain('STATUS:CONFIRMED');
    const description = unfolded.find((l) => l.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain('+1 (800) 555-0199');
    expect(description).toContain('Access code: 7001 2001');
    expect(description).toContain('\\n'); // line breaks escaped, not raw
    expect(unfolded.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });
});

/** A segment line of a call audio playlist: the segment under its signed path. */
const SIGNED_SEGMENT_LINE = /^s\/(\d{10}-[A-Za-z0-9_-]{43})\/(r\d{13})-seg_\d{6}\.ts$/m;

describe("live audio over HLS from the call's mix (SPEC §7 livestream)", () => {
  let playlistPath: string;

  it('has no stream more than 10 minutes before the start (SPEC §8 text)', async () => {
    // The demo call starts 10 minutes after the demo loaded: a minute before that, it is too early.
    const { StartTimeUtc } = (await attendee.get(paths.status)).json() as { StartTimeUtc: string };
    t.advanceClock(Date.parse(StartTimeUtc) - 11 * 60_000 - Date.now());
    try {
      const response = await attendee.get(paths.liveStream);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'Stream Not Started: Streaming will be available approximately 10 minutes before the call starts.',
      );
      expect((await attendee.get(conferencePaths.liveAudioPlaylist(PRES, CONF))).statusCode).toBe(
        409,
      );
    } finally {
      t.resetClock();
    }
  });

  it('from 10 minutes before the start, before LIVE, the stream is on', async () => {
    const response = await attendee.get(paths.liveStream);
    expect(response.statusCode).toBe(200);
    const { Url } = StreamUrlResponseSchema.parse(response.json());
    const playlist = await attendee.get(servicePath(Url));
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toMatch(SIGNED_SEGMENT_LINE);
  });

  it('gives participants the live playlist URL once the call is LIVE', async () => {
    expect((await coordinator.post(paths.transition, { Transition: 'live' })).statusCode).toBe(200);
    const response = await attendee.get(paths.liveStream);
    expect(response.statusCode).toBe(200);
    const { Url } = StreamUrlResponseSchema.parse(response.json());
    expect(Url).toBe(`${SERVICE_BASE_PATH}/${conferencePaths.liveAudioPlaylist(PRES, CONF)}`);
    playlistPath = servicePath(Url);
    const unregistered = await enteredTo(t.app, 'DEMO-2001');
    expect((await unregistered.get(paths.liveStream)).statusCode).toBe(403);
    expect((await unregistered.get(playlistPath)).statusCode).toBe(403);
  });

  it("serves a live sliding window over the call's mix: no ENDLIST, dated segments", async () => {
    const first = await attendee.get(playlistPath);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    // The playlist is the listener's own: no shared cache may keep it.
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.body.startsWith('#EXTM3U\n')).toBe(true);
    expect(first.body).not.toContain('#EXT-X-ENDLIST');
    expect(first.body).toMatch(/^#EXT-X-PROGRAM-DATE-TIME:/m);
    expect(first.body).toMatch(SIGNED_SEGMENT_LINE);
  });

  it('names its segments under signed paths anyone may fetch until they expire', async () => {
    const base = playlistPath.replace(/live\.m3u8$/, '');
    const listed = SIGNED_SEGMENT_LINE.exec((await attendee.get(playlistPath)).body);
    const [line = '', token = '', run = ''] = listed ?? [];
    // Two listeners in the same window are handed the same path: a shared cache keeps one copy.
    expect((await publicGuest.get(playlistPath)).body).toContain(`s/${token}/`);
    // Anyone holding the path may fetch it, with no session: the right was checked with the
    // playlist. Shared caches may keep it until the path expires.
    const anyone = new TestClient(t.app);
    const segment = await anyone.get(`${base}${line}`);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    const maxAge = Number(
      /^public, max-age=(\d+), immutable$/.exec(String(segment.headers['cache-control']))?.[1],
    );
    expect(maxAge).toBeGreaterThanOrEqual(SIGNED_MEDIA_WINDOW_MS / 1000 - 1);
    expect(maxAge).toBeLessThanOrEqual((2 * SIGNED_MEDIA_WINDOW_MS) / 1000);
    // An MPEG-TS packet starts with its sync byte.
    expect(segment.rawPayload[0]).toBe(0x47);
    expect((await anyone.get(`${base}s/${token}/${run}-seg_999999.ts`)).statusCode).toBe(404);
    expect((await anyone.get(`${base}s/${token}/..%2Fsecret.ts`)).statusCode).toBe(400);
    expect((await anyone.get(`${base}s/${token}/segment-001.m4s`)).statusCode).toBe(400);
    // A tampered signature, one of another call, and an expired one: 403.
    const file = line.split('/').at(-1) ?? '';
    const [seconds = '', mac = ''] = token.split('-');
    const flipped = `${seconds}-${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    const later = `${Number(seconds) + 60}-${mac}`;
    for (const bad of [flipped, later, 'not-a-token'])
      expect((await anyone.get(`${base}s/${bad}/${file}`)).statusCode, bad).toBe(403);
    const otherCall = `${SERVICE_BASE_PATH}/${conferencePaths.liveAudioPlaylist(PRES, CONF + 1)}`;
    expect(
      (await anyone.get(`${servicePath(otherCall).replace(/live\.m3u8$/, '')}${line}`)).statusCode,
    ).toBe(403);
    t.advanceClock(2 * SIGNED_MEDIA_WINDOW_MS + 1_000);
    try {
      const expired = await anyone.get(`${base}${line}`);
      expect(expired.statusCode).toBe(403);
      expect(expired.json().message).toBe(SIGNED_MEDIA_REFUSED);
    } finally {
      t.resetClock();
    }
  });

  it('after the call: the replay is published as a complete playlist; the live stream is over', async () => {
    expect((await attendee.get(conferencePaths.replayAudio(PRES, CONF))).statusCode).toBe(409);
    expect((await coordinator.post(paths.transition, { Transition: 'end' })).statusCode).toBe(200);
    const ended = await attendee.get(paths.liveStream);
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toBe('The event has ended. Thank you for joining.');
    const replay = StreamUrlResponseSchema.parse(
      (await attendee.get(conferencePaths.replayAudio(PRES, CONF))).json(),
    );
    const playlist = (await attendee.get(servicePath(replay.Url))).body;
    expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(playlist.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(playlist.match(new RegExp(SIGNED_SEGMENT_LINE, 'gm'))?.length).toBeGreaterThan(0);
    expect((await coordinator.post(paths.transition, { Transition: 'expire' })).statusCode).toBe(
      200,
    );
    const expired = await attendee.get(conferencePaths.replayAudio(PRES, CONF));
    expect(expired.statusCode).toBe(409);
    expect(expired.json().message).toBe('Replay for this call is no longer available.');
  });

  it('a call without a replay has no replay audio (404)', async () => {
    const callOnly = await signedInTo(t.app, 'attendee@podium.test', CALL_ONLY_PRES);
    await register(callOnly, CALL_ONLY_PRES, CALL_ONLY_CONF);
    expect(
      (await callOnly.get(conferencePaths.replayAudio(CALL_ONLY_PRES, CALL_ONLY_CONF))).statusCode,
    ).toBe(404);
  });
});
