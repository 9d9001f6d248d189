// Document streams, activity logging, slide transitions and user presentation data (SPEC §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LogEventType,
  PresentationSchema,
  SlideTransitionsResponseSchema,
  UserPresDataSchema,
  UserSchema,
  type Presentation,
} from '@podium/domain';
import { logEvents, userPresData } from '../src/db/schema/index.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, enterViewer, signedIn, TestClient } from './helpers/client.ts';

let t: TestApp;
let docs: Presentation;
let slides: Presentation;
let docsClient: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  docsClient = await entered(t.app, 'DEMO-1004', 1004);
  docs = PresentationSchema.parse((await docsClient.get('presentation?presid=1004')).json());
  const admin = await signedIn(t.app, 'admin@podium.test');
  slides = PresentationSchema.parse((await admin.get('presentation?presid=1001')).json());
});
afterAll(async () => {
  await t?.close();
});

const byType = (type: number) => {
  const doc = docs.Documents.find((d) => d.DocumentExtType === type);
  if (!doc) throw new Error(`no document of type ${type}`);
  return doc;
};
const streamPath = (docId: number) =>
  `user/presentation/1004/documentstream/${docId}?applicationId=1`;

describe('the document list', () => {
  it('gives each file its size, the very length the stream sends; links have none', async () => {
    for (const type of [1, 2, 3]) {
      const doc = byType(type);
      const response = await docsClient.get(streamPath(doc.DocumentId));
      expect(doc.FileSize).toBeGreaterThan(0);
      expect(doc.FileSize).toBe(Number(response.headers['content-length']));
    }
    expect(byType(5).FileSize).toBeNull();
  });
});

describe('documentstream', () => {
  it('streams the PDF inline with its type and length', async () => {
    const response = await docsClient.get(streamPath(byType(1).DocumentId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="prospectus\.pdf"/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('sends Word and Excel files as attachments, and the PDF too when download=true', async () => {
    const word = await docsClient.get(streamPath(byType(2).DocumentId));
    expect(word.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(word.headers['content-disposition']).toMatch(/^attachment; filename="term-sheet\.docx"/);
    expect(word.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    const excel = await docsClient.get(streamPath(byType(3).DocumentId));
    expect(excel.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(excel.headers['content-disposition']).toMatch(/^attachment;/);
    const pdf = await docsClient.get(`${streamPath(byType(1).DocumentId)}&download=true`);
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('answers 404 for a link document, an unknown document and a document of another presentation', async () => {
    expect((await docsClient.get(streamPath(byType(5).DocumentId))).statusCode).toBe(404);
    expect((await docsClient.get(streamPath(987654))).statusCode).toBe(404);
    const admin = await signedIn(t.app, 'admin@podium.test');
    expect(
      (await admin.get(`user/presentation/1001/documentstream/${byType(1).DocumentId}`)).statusCode,
    ).toBe(404);
  });

  it('answers 401 without a session, 403 without access, 400 for a malformed id', async () => {
    const id = byType(1).DocumentId;
    expect((await new TestClient(t.app).get(streamPath(id))).statusCode).toBe(401);
    const other = await entered(t.app, 'DEMO-1005', 1005);
    expect((await other.get(streamPath(id))).statusCode).toBe(403);
    expect(
      (await docsClient.get('user/presentation/1004/documentstream/x1')).json().message,
    ).toContain('"docId"');
  });
});

describe('logevent', () => {
  it('stores Slide and DocDownload events against the visit', async () => {
    const logId = await enterViewer(docsClient, 1004);
    const docId = byType(1).DocumentId;
    const download = await docsClient.post('logevent', {
      logId,
      PresId: 1004,
      EventType: LogEventType.DocDownload,
      DocumentId: docId,
    });
    expect(download.statusCode).toBe(201);
    const viewer = await entered(t.app, 'DEMO-1001', 1001);
    const slideLogId = await enterViewer(viewer, 1001);
    const slide = await viewer.post('logevent', {
      logId: slideLogId,
      PresId: 1001,
      EventType: LogEventType.Slide,
      SlideIndex: 3,
    });
    expect(slide.statusCode).toBe(201);

    const stored = await t.app.db
      .select()
      .from(logEvents)
      .where(eq(logEvents.id, slide.json<{ Id: number }>().Id));
    expect(stored[0]).toMatchObject({ visitId: slideLogId, eventType: 6, slideIndex: 3 });
    const storedDownload = await t.app.db
      .select()
      .from(logEvents)
      .where(eq(logEvents.id, download.json<{ Id: number }>().Id));
    expect(storedDownload[0]).toMatchObject({ visitId: logId, eventType: 0, documentId: docId });
  });

  it("answers 403 for another session's logId and 400 for a mismatched or incomplete event", async () => {
    const logId = await enterViewer(docsClient, 1004);
    const stranger = await entered(t.app, 'DEMO-1004', 1004);
    const foreign = await stranger.post('logevent', {
      logId,
      PresId: 1004,
      EventType: LogEventType.DocDownload,
      DocumentId: byType(1).DocumentId,
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      (await docsClient.post('logevent', { logId, PresId: 1001, EventType: 6, SlideIndex: 0 }))
        .statusCode,
    ).toBe(400);
    const noIndex = await docsClient.post('logevent', {
      logId,
      PresId: 1004,
      EventType: LogEventType.Slide,
    });
    expect(noIndex.statusCode).toBe(400);
    expect(noIndex.json().message).toContain('"SlideIndex"');
    const badType = await docsClient.post('logevent', { logId, PresId: 1004, EventType: 99 });
    expect(badType.json().message).toContain('"EventType"');
  });
});

describe('presslidetransition', () => {
  const transition = (index: number, at: string) => ({
    PresId: 1001,
    SlideGuid: slides.Slides[index]?.Guid,
    TransitionDateUtc: at,
  });

  it('lets a conference presenter and a coordinator record transitions, and lists them in time order', async () => {
    const panelist = await signedIn(t.app, 'panelist@podium.test');
    const created = await panelist.post(
      'presslidetransition/1001',
      transition(2, '2025-05-01T14:00:10.000Z'),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      PresId: 1001,
      SlideGuid: slides.Slides[2]?.Guid,
      TransitionDateUtc: '2025-05-01T14:00:10.000Z',
    });
    const coordinator = await signedIn(t.app, 'coordinator@podium.test');
    expect(
      (
        await coordinator.post(
          'presslidetransition/1001',
          transition(8, '2025-05-01T14:00:05.000Z'),
        )
      ).statusCode,
    ).toBe(201);

    const list = SlideTransitionsResponseSchema.parse(
      (await panelist.get('presslidetransition/1001')).json(),
    );
    expect(list.map((x) => x.SlideGuid)).toEqual([slides.Slides[8]?.Guid, slides.Slides[2]?.Guid]);
    // The private slide's transition is not shown to public participants (SPEC §6).
    const publicClient = await entered(t.app, 'PUBLIC-1001', 1001);
    const publicList = SlideTransitionsResponseSchema.parse(
      (await publicClient.get('presslidetransition/1001')).json(),
    );
    expect(publicList.map((x) => x.SlideGuid)).toEqual([slides.Slides[2]?.Guid]);
  });

  it('answers 403 to attendees and 400/404 for bad bodies', async () => {
    const attendee = await signedIn(t.app, 'attendee@podium.test');
    expect(
      (await attendee.post('presslidetransition/1001', transition(1, '2025-05-01T14:00:00Z')))
        .statusCode,
    ).toBe(403);
    const admin = await signedIn(t.app, 'admin@podium.test');
    expect(
      (
        await admin.post('presslidetransition/1001', {
          ...transition(1, '2025-05-01T14:00:00Z'),
          PresId: 1004,
        })
      ).statusCode,
    ).toBe(400);
    const badDate = await admin.post('presslidetransition/1001', transition(1, 'noon'));
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain('"TransitionDateUtc"');
    const unknown = {
      ...transition(1, '2025-05-01T14:00:00Z'),
      SlideGuid: '00000000-0000-0000-0000-00000000abcd',
    };
    expect((await admin.post('presslidetransition/1001', unknown)).statusCode).toBe(404);
  });
});

describe('prescontrol/{presId}/userPresData/{userId}', () => {
  it('returns null resume data for the user, 403 for another user, and lets a site admin read it', async () => {
    const attendee = await signedIn(t.app, 'attendee@podium.test');
    const me = UserSchema.parse((await attendee.loadUser(1001)).json());
    const own = await attendee.get(`prescontrol/1001/userPresData/${me.CoreId}`);
    expect(UserPresDataSchema.parse(own.json())).toEqual({
      UserId: me.CoreId,
      PresId: 1001,
      ResumeMediaData: null,
    });
    expect((await attendee.get(`prescontrol/1001/userPresData/${me.CoreId + 1}`)).statusCode).toBe(
      403,
    );
    await t.app.db
      .insert(userPresData)
      .values({ userId: me.CoreId, presId: 1001, resumeSeconds: 42.5, updatedAt: new Date() });
    const admin = await signedIn(t.app, 'admin@podium.test');
    const read = await admin.get(`prescontrol/1001/userPresData/${me.CoreId}`);
    expect(UserPresDataSchema.parse(read.json()).ResumeMediaData).toEqual({
      TimeStampSeconds: 42.5,
    });
  });
});
