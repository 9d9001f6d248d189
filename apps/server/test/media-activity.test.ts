// What an on-demand viewer writes (SPEC §7): the resume position (prescontrol/{presId}/userPresData/
// {userId}, SPEC §3 ResumeMediaData, SPEC §4 resume modal) and the playback log events (SPEC §9);
// and the demo loader adding the media events to a database made before they existed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  ANTI_FORGERY_HEADER,
  LogEventTypes,
  PresentationSchema,
  UserPresDataSchema,
  UserSchema,
} from '@podium/domain';
import { logEvents, presentations, slides } from '../src/db/schema/index.ts';
import { loadMissingDemoEvents } from '../src/demo/demo-loader.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, enterViewer, signedIn, TestClient } from './helpers/client.ts';

let t: TestApp;
let attendee: TestClient;
let attendeeId: number;

beforeAll(async () => {
  t = await startTestApp();
  attendee = await signedIn(t.app, 'attendee@podium.test', 1002);
  attendeeId = UserSchema.parse((await attendee.loadUser(1002)).json()).CoreId;
});
afterAll(async () => {
  await t?.close();
});

const resumePath = (presId: number, userId: number) =>
  `prescontrol/${presId}/userPresData/${userId}`;

describe('resume position (prescontrol/{presId}/userPresData/{userId})', () => {
  it('stores the position with PUT (POST as alias) and GET returns the latest', async () => {
    const path = resumePath(1002, attendeeId);
    expect(UserPresDataSchema.parse((await attendee.get(path)).json()).ResumeMediaData).toBeNull();
    const saved = await attendee.put(path, { TimeStampSeconds: 42.5 });
    expect(saved.statusCode).toBe(200);
    expect(UserPresDataSchema.parse(saved.json())).toEqual({
      UserId: attendeeId,
      PresId: 1002,
      ResumeMediaData: { TimeStampSeconds: 42.5 },
    });
    expect((await attendee.get(path)).json().ResumeMediaData).toEqual({ TimeStampSeconds: 42.5 });
    expect((await attendee.put(path, { TimeStampSeconds: 61 })).statusCode).toBe(200);
    expect((await attendee.get(path)).json().ResumeMediaData).toEqual({ TimeStampSeconds: 61 });
    expect((await attendee.post(path, { TimeStampSeconds: 0 })).statusCode).toBe(200);
    expect((await attendee.get(path)).json().ResumeMediaData).toEqual({ TimeStampSeconds: 0 });
  });

  it('keeps positions per presentation and per user', async () => {
    await attendee.put(resumePath(1002, attendeeId), { TimeStampSeconds: 30 });
    await attendee.put(resumePath(1006, attendeeId), { TimeStampSeconds: 12 });
    const guest = await entered(t.app, 'DEMO-1002', 1002);
    const guestId = UserSchema.parse((await guest.loadUser(1002)).json()).CoreId;
    expect((await guest.put(resumePath(1002, guestId), { TimeStampSeconds: 5 })).statusCode).toBe(
      200,
    );
    expect((await attendee.get(resumePath(1002, attendeeId))).json().ResumeMediaData).toEqual({
      TimeStampSeconds: 30,
    });
    expect((await attendee.get(resumePath(1006, attendeeId))).json().ResumeMediaData).toEqual({
      TimeStampSeconds: 12,
    });
    expect((await guest.get(resumePath(1002, guestId))).json().ResumeMediaData).toEqual({
      TimeStampSeconds: 5,
    });
  });

  it("answers 403 for another user's position, even for a site admin, and without the anti-forgery token", async () => {
    const admin = await signedIn(t.app, 'admin@podium.test', 1002);
    const forOther = await admin.put(resumePath(1002, attendeeId), { TimeStampSeconds: 1 });
    expect(forOther.statusCode).toBe(403);
    const stranger = await entered(t.app, 'DEMO-1002', 1002);
    expect(
      (await stranger.put(resumePath(1002, attendeeId), { TimeStampSeconds: 1 })).statusCode,
    ).toBe(403);
    expect((await stranger.get(resumePath(1002, attendeeId))).statusCode).toBe(403);
    // The attendee's own session, without its token: once with none, once with a wrong one.
    const sameSession = new TestClient(t.app);
    sameSession.cookie = attendee.cookie;
    const attempts: Record<string, string>[] = [{}, { [ANTI_FORGERY_HEADER]: 'wrong' }];
    for (const headers of attempts) {
      const response = await sameSession.put(
        resumePath(1002, attendeeId),
        { TimeStampSeconds: 1 },
        headers,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Missing or invalid anti-forgery token.');
    }
    expect((await attendee.get(resumePath(1002, attendeeId))).json().ResumeMediaData).not.toEqual({
      TimeStampSeconds: 1,
    });
  });

  it('answers 401 without a session, 403 without access, 404 for an unknown presentation', async () => {
    const anonymous = new TestClient(t.app);
    expect(
      (await anonymous.put(resumePath(1002, attendeeId), { TimeStampSeconds: 1 })).statusCode,
    ).toBe(401);
    const other = await entered(t.app, 'DEMO-1005', 1005);
    const otherId = UserSchema.parse((await other.loadUser(1005)).json()).CoreId;
    expect((await other.put(resumePath(1002, otherId), { TimeStampSeconds: 1 })).statusCode).toBe(
      403,
    );
    expect(
      (await attendee.put(resumePath(424242, attendeeId), { TimeStampSeconds: 1 })).statusCode,
    ).toBe(404);
  });

  it('answers 400 for a bad body or path', async () => {
    const path = resumePath(1002, attendeeId);
    for (const body of [
      {},
      { TimeStampSeconds: -1 },
      { TimeStampSeconds: '10' },
      { TimeStampSeconds: 1e9 },
    ]) {
      const response = await attendee.put(path, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain('"TimeStampSeconds"');
    }
    expect(
      (await attendee.put('prescontrol/1002/userPresData/me', { TimeStampSeconds: 1 })).statusCode,
    ).toBe(400);
  });
});

describe('playback log events (SPEC §9)', () => {
  const mediaEvents = [
    ['Play', LogEventTypes.Play, 0],
    ['Pause', LogEventTypes.Pause, 12.25],
    ['Skip', LogEventTypes.Skip, 40],
    ['KeepAlive', LogEventTypes.KeepAlive, 55.5],
    ['Stop', LogEventTypes.Stop, 60],
    ['End', LogEventTypes.End, 79],
  ] as const;

  it('stores Play, Pause, Skip, KeepAlive, Stop and End with the media time', async () => {
    const logId = await enterViewer(attendee, 1002);
    const ids: number[] = [];
    for (const [name, type, seconds] of mediaEvents) {
      const response = await attendee.post('logevent', {
        logId,
        PresId: 1002,
        EventType: type,
        MediaTimeSeconds: seconds,
      });
      expect(response.statusCode, name).toBe(201);
      ids.push(response.json<{ Id: number }>().Id);
    }
    const stored = await t.app.db
      .select({ eventType: logEvents.eventType, mediaTimeSeconds: logEvents.mediaTimeSeconds })
      .from(logEvents)
      .where(and(eq(logEvents.visitId, logId), inArray(logEvents.id, ids)))
      .orderBy(logEvents.id);
    expect(stored).toEqual(
      mediaEvents.map(([, eventType, mediaTimeSeconds]) => ({ eventType, mediaTimeSeconds })),
    );
  });

  it('stores Slide events of a media event with their media time', async () => {
    const logId = await enterViewer(attendee, 1003);
    const response = await attendee.post('logevent', {
      logId,
      PresId: 1003,
      EventType: LogEventTypes.Slide,
      SlideIndex: 4,
      MediaTimeSeconds: 40.1,
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(logEvents)
      .where(eq(logEvents.id, response.json<{ Id: number }>().Id));
    expect(row).toMatchObject({ eventType: 6, slideIndex: 4, mediaTimeSeconds: 40.1 });
  });

  it('answers 400 for a playback event without a valid media time', async () => {
    const logId = await enterViewer(attendee, 1002);
    const missing = await attendee.post('logevent', {
      logId,
      PresId: 1002,
      EventType: LogEventTypes.Play,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('"MediaTimeSeconds"');
    const negative = await attendee.post('logevent', {
      logId,
      PresId: 1002,
      EventType: LogEventTypes.Pause,
      MediaTimeSeconds: -3,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toContain('"MediaTimeSeconds"');
  });
});

describe('demo loader on a database from an earlier version', () => {
  const mediaIds = [1002, 1003, 1005, 1006];

  it('loads the demo events that are missing, once, and leaves the others as they are', async () => {
    const [before] = await t.app.db.select().from(presentations).where(eq(presentations.id, 1001));
    expect(await loadMissingDemoEvents(t.app.db, t.app.storage, new Date())).toEqual([]);

    // A database made before the media events existed has 1001 and 1004 only.
    await t.app.db.delete(presentations).where(inArray(presentations.id, mediaIds));
    expect(await loadMissingDemoEvents(t.app.db, t.app.storage, new Date())).toEqual(mediaIds);
    expect(await loadMissingDemoEvents(t.app.db, t.app.storage, new Date())).toEqual([]);

    const [after] = await t.app.db.select().from(presentations).where(eq(presentations.id, 1001));
    expect(after?.rowguid).toBe(before?.rowguid);
    const slides1002 = await t.app.db.select().from(slides).where(eq(slides.presId, 1002));
    expect(slides1002).toHaveLength(8);

    const client = await signedIn(t.app, 'attendee@podium.test', 1002);
    const p = PresentationSchema.parse((await client.get('presentation?presid=1002')).json());
    expect(p.Video?.Resolutions).toHaveLength(2);
    const video = await client.get(`presentation/1002/media/video-180p.mp4`, {
      range: 'bytes=0-7',
    });
    expect(video.statusCode).toBe(206);
    expect((await entered(t.app, 'DEMO-1006', 1006)).token).not.toBeNull();
  });
});
