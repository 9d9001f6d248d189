// Values at the edges of what the API takes: date-times outside the years 1900–9999 (in UTC) are
// refused with a 400 that names the field and the years, never a 500 from the database, and a
// year below 100 is never stored as another date. An uploaded file whose name carries a control
// character is refused and leaves nothing behind.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conferencePaths,
  DATE_RANGE_FORM_MESSAGE,
  DATE_TIME_RANGE_MESSAGE,
  FILE_NAME_CONTROL_MESSAGE,
  ManagedEventDetailSchema,
  managePaths,
  ParticipantSessionSchema,
  PresentationSchema,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { signedIn, type TestClient } from './helpers/client.ts';
import { CONF, enteredTo, PRES, register } from './helpers/conference.ts';
import {
  EDGE_DATE_TIMES,
  EDGE_FILE_NAMES,
  EDGE_WALL_TIMES,
  uploadCreationHeaders,
} from './helpers/edge-values.ts';
import { makeMp4 } from './helpers/video.ts';

let t: TestApp;
let coordinator: TestClient;
let scratch: string;

beforeAll(async () => {
  t = await startTestApp();
  coordinator = await signedIn(t.app, 'coordinator@podium.test');
  coordinator.token = (await coordinator.get(managePaths.me())).json<{
    AntiForgeryToken: string;
  }>().AntiForgeryToken;
  scratch = await mkdtemp(join(tmpdir(), 'podium-edge-test-'));
});

afterAll(async () => {
  await t?.close();
  await rm(scratch, { recursive: true, force: true });
});

async function newEvent(StartTime = '2026-12-04T10:00', Timezone = 'Europe/London') {
  return coordinator.post(managePaths.events(), {
    Title: 'Harbor Logistics Fireside Chat',
    Kind: 'VideoOnly',
    StartTime,
    Timezone,
  });
}

describe('date-times outside the years 1900–9999', () => {
  it('PUT participantsessions/{id}: JoinTimeUtc is refused, and one within is kept as sent', async () => {
    const guest = await enteredTo(t.app, 'DEMO-2001');
    await register(guest);
    const created = await guest.post(conferencePaths.participantSessions(PRES, CONF), {
      ConferenceId: CONF,
      ParticipantType: 'Live',
    });
    const session = ParticipantSessionSchema.parse(created.json());
    const path = conferencePaths.participantSession(PRES, CONF, session.Id);
    for (const JoinTimeUtc of EDGE_DATE_TIMES) {
      const response = await guest.put(path, { JoinTimeUtc });
      expect(response.statusCode, JoinTimeUtc).toBe(400);
      expect(response.json().message).toBe(
        `Invalid body field "JoinTimeUtc": ${DATE_TIME_RANGE_MESSAGE}`,
      );
    }
    const first = await guest.put(path, { JoinTimeUtc: '1900-01-01T00:00:00Z' });
    expect(ParticipantSessionSchema.parse(first.json()).JoinTimeUtc).toBe(
      '1900-01-01T00:00:00.000Z',
    );
    const last = await guest.put(path, { JoinTimeUtc: '9999-12-31T23:59:59+14:00' });
    expect(ParticipantSessionSchema.parse(last.json()).JoinTimeUtc).toBe(
      '9999-12-31T09:59:59.000Z',
    );
  });

  it('POST manage/events/{id}/entrycodes: either end of the window is refused', async () => {
    const presId = ManagedEventDetailSchema.parse((await newEvent()).json()).PresentationId;
    const add = (Code: string, dates: Record<string, string>) =>
      coordinator.post(managePaths.entryCodes(presId), { Code, Type: 'public', ...dates });
    let n = 0;
    for (const date of EDGE_DATE_TIMES) {
      for (const field of ['PasswordStartDateUTC', 'PasswordEndDateUTC']) {
        n += 1;
        const response = await add(`EDGE-${n}`, { [field]: date });
        expect(response.statusCode, `${field} ${date}`).toBe(400);
        expect(response.json().message).toBe(
          `Invalid body field "${field}": ${DATE_RANGE_FORM_MESSAGE}`,
        );
      }
    }
    const kept = await add('EDGE-KEPT', {
      PasswordStartDateUTC: '1900-01-01T00:00:00Z',
      PasswordEndDateUTC: '9999-12-31T23:59:59Z',
    });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json()).toMatchObject({
      PasswordStartDateUTC: '1900-01-01T00:00:00.000Z',
      PasswordEndDateUTC: '9999-12-31T23:59:59.000Z',
    });
  });

  it('POST presslidetransition/{presId}: TransitionDateUtc is refused', async () => {
    const admin = await signedIn(t.app, 'admin@podium.test');
    const deck = PresentationSchema.parse((await admin.get('presentation?presid=1001')).json());
    const transition = (TransitionDateUtc: string) =>
      admin.post('presslidetransition/1001', {
        PresId: 1001,
        SlideGuid: deck.Slides[1]?.Guid,
        TransitionDateUtc,
      });
    for (const date of ['0000-01-01T00:00:00Z', '0001-06-15T00:00:00Z', '1899-12-31T23:59:59Z']) {
      const response = await transition(date);
      expect(response.statusCode, date).toBe(400);
      expect(response.json().message).toBe(
        `Invalid body field "TransitionDateUtc": ${DATE_TIME_RANGE_MESSAGE}`,
      );
    }
    expect((await transition('9999-12-31T23:59:59.999Z')).statusCode).toBe(201);
  });

  it('POST manage/events: a start whose year or instant lies outside is refused', async () => {
    for (const [StartTime, Timezone] of EDGE_WALL_TIMES) {
      const response = await newEvent(StartTime, Timezone);
      expect(response.statusCode, StartTime).toBe(400);
      expect(response.json().message).toBe(
        `Invalid body field "StartTime": ${DATE_RANGE_FORM_MESSAGE}`,
      );
    }
  });
});

describe('an uploaded file whose name carries a control character', () => {
  const createUpload = (bytes: Buffer, fileName: string) =>
    coordinator.post(
      managePaths.uploads(),
      undefined,
      uploadCreationHeaders(fileName, bytes.length),
    );
  const stagedFiles = () => readdir(join(t.dataDir, 'uploads'));
  const mediaFiles = (presId: number) =>
    readdir(join(t.dataDir, 'media', String(presId))).catch(() => [] as string[]);

  it('is refused as the upload is created, for NUL and the other controls', async () => {
    for (const fileName of EDGE_FILE_NAMES.filter((name) => /\p{Cc}/u.test(name))) {
      const created = await createUpload(Buffer.alloc(16), fileName);
      expect(created.statusCode, JSON.stringify(fileName)).toBe(400);
      expect(created.body).toBe(`${FILE_NAME_CONTROL_MESSAGE}\n`);
    }
    expect(await stagedFiles()).toEqual([]);
  });

  it('PUT manage/events/{id}/media: one staged before that check is refused, nothing kept', async () => {
    const presId = ManagedEventDetailSchema.parse((await newEvent()).json()).PresentationId;
    const mp4 = await makeMp4(scratch);
    const created = await createUpload(mp4, 'Fireside chat.mp4');
    expect(created.statusCode, created.body).toBe(201);
    const id = /([0-9a-f]{32})$/.exec(created.headers.location ?? '')?.[1] ?? '';
    const patched = await coordinator.request('PATCH', `${managePaths.uploads()}/${id}`, mp4, {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    });
    expect(patched.statusCode).toBe(204);
    // The upload store's record of the upload, given the name an older server let through.
    const record = join(t.dataDir, 'uploads', `${id}.json`);
    const upload = JSON.parse(await readFile(record, 'utf8')) as {
      metadata: Record<string, string>;
    };
    upload.metadata.filename = 'Fireside\u0000chat.mp4';
    await writeFile(record, JSON.stringify(upload));

    const response = await coordinator.put(managePaths.media(presId), { UploadId: id });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(FILE_NAME_CONTROL_MESSAGE);
    expect(await stagedFiles()).toEqual([]);
    expect(await mediaFiles(presId)).toEqual([]);
    expect((await coordinator.get(managePaths.media(presId))).json()).toEqual({ Media: null });
  });
});
