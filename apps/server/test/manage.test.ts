// The manage area: who may use it (coordinators and site admins; attendees and panelists 403),
// events created and updated from the shared form schema, entry codes with their hub topic, and
// the slide deck uploaded with tus and rendered from a PDF in the background (202, then GET reads
// how far it is): bad files are refused, at once by their ends or by their render, and leave
// nothing behind; a replaced deck reaches open viewers on slide.{rowGuid}.addUpdate.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DECK_RENDER_BUSY_MESSAGE,
  ManagedEventDetailSchema,
  ManagedEventListSchema,
  MAX_SLIDE_DECK_PAGES,
  managePaths,
  PresentationSchema,
  SlideDeckRenderResponseSchema,
  SlidesUpdateMessageSchema,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, signedIn, TestClient } from './helpers/client.ts';
import { recordHub } from './helpers/conference.ts';
import { makeDensePdf, makePdf, makePdfLookalike } from './helpers/pdf.ts';
import { renderedDeck, replaceDeck, uploadFile } from './helpers/deck.ts';

let t: TestApp;
let hub: ReturnType<typeof recordHub>;
let coordinator: TestClient;
let admin: TestClient;

const settings = {
  Title: 'Harbor Logistics Investor Day',
  Kind: 'SlidesOnly',
  StartTime: '2026-12-03T09:00',
  Timezone: 'America/Chicago',
  AskForPublicPrivate: true,
  PrivateSlidesBeginAt: 2,
};

async function manager(email: string): Promise<TestClient> {
  const client = await signedIn(t.app, email);
  const me = await client.get(managePaths.me());
  if (me.statusCode === 200)
    client.token = me.json<{ AntiForgeryToken: string }>().AntiForgeryToken;
  return client;
}

const upload = uploadFile;

async function createEvent(client: TestClient, body: object = settings) {
  const response = await client.post(managePaths.events(), body);
  expect(response.statusCode, response.body).toBe(201);
  return ManagedEventDetailSchema.parse(response.json());
}

const stagedFiles = async () => readdir(join(t.dataDir, 'uploads'));
const scratchFolders = async () =>
  readdir(join(t.dataDir, 'scratch', 'decks')).catch(() => [] as string[]);
/** The slide image files stored for an event. */
const deckFiles = async (presId: number) =>
  (
    await readdir(join(t.dataDir, 'slides', String(presId)), { recursive: true }).catch(
      () => [] as string[],
    )
  ).filter((name) => name.endsWith('.jpg'));

beforeAll(async () => {
  t = await startTestApp();
  hub = recordHub(t.app);
  coordinator = await manager('coordinator@podium.test');
  admin = await manager('admin@podium.test');
});
afterAll(async () => {
  await t.close();
});

describe('who may use the manage area', () => {
  it.each(['attendee@podium.test', 'panelist@podium.test', 'host@podium.test'])(
    '%s gets 403 on every call',
    async (email) => {
      const client = await signedIn(t.app, email);
      expect((await client.get(managePaths.me())).statusCode).toBe(403);
      expect((await client.get(managePaths.events())).statusCode).toBe(403);
      expect((await client.post(managePaths.events(), settings)).statusCode).toBe(403);
      expect((await client.get(managePaths.event(1001))).statusCode).toBe(403);
      expect((await client.get(managePaths.preview(1001))).statusCode).toBe(403);
      expect(
        (await client.post(managePaths.entryCodes(1001), { Code: 'NOPE-1', Type: 'public' }))
          .statusCode,
      ).toBe(403);
      const tus = await client.post(managePaths.uploads(), undefined, {
        'Tus-Resumable': '1.0.0',
        'Upload-Length': '10',
      });
      expect(tus.statusCode).toBe(403);
      expect(await stagedFiles()).toEqual([]);
    },
  );
  it('no session is 401; a mutation without the anti-forgery token is 403', async () => {
    expect((await new TestClient(t.app).get(managePaths.events())).statusCode).toBe(401);
    const noToken = await signedIn(t.app, 'coordinator@podium.test');
    noToken.token = null;
    const response = await noToken.post(managePaths.events(), settings);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Missing or invalid anti-forgery token.' });
  });
  it('lists the events the coordinator coordinates; site admins see them all', async () => {
    const listed = ManagedEventListSchema.parse(
      (await coordinator.get(managePaths.events())).json(),
    );
    expect(listed.Events.map((e) => e.PresentationId)).toContain(1001);
    const all = ManagedEventListSchema.parse((await admin.get(managePaths.events())).json());
    expect(all.Events.length).toBeGreaterThanOrEqual(listed.Events.length);
  });
});

describe('events', () => {
  it('creates an event with an id past the demo ids, coordinated by its creator', async () => {
    const event = await createEvent(coordinator);
    expect(event.PresentationId).toBeGreaterThanOrEqual(10001);
    expect(event).toMatchObject({
      Title: settings.Title,
      Kind: 'SlidesOnly',
      StartTimeUtc: '2026-12-03T15:00:00.000Z',
      Timezone: 'America/Chicago',
      State: 'NeedsContent',
      Slides: [],
    });
    const listed = ManagedEventListSchema.parse(
      (await coordinator.get(managePaths.events())).json(),
    );
    expect(listed.Events.map((e) => e.PresentationId)).toContain(event.PresentationId);
    const again = await createEvent(admin, { ...settings, Title: 'Second' });
    expect(again.PresentationId).toBe(event.PresentationId + 1);
    // The admin's event is not the coordinator's.
    expect((await coordinator.get(managePaths.event(again.PresentationId))).statusCode).toBe(403);
  });
  it('refuses bad settings with the field and its message', async () => {
    const response = await coordinator.post(managePaths.events(), {
      ...settings,
      Timezone: 'Mars/Base',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Invalid body field "Timezone": Choose a time zone from the list.',
    );
  });
  it("keeps a demo event's issuer and contact, which the form does not edit", async () => {
    const current = await coordinator.get(managePaths.event(1001));
    expect(current.statusCode, current.body).toBe(200);
    const saved = await coordinator.put(
      managePaths.event(1001),
      ManagedEventDetailSchema.parse(current.json()).Settings,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const attendee = await entered(t.app, 'DEMO-1001', 1001);
    const presentation = PresentationSchema.parse(
      (await attendee.get('presentation?presid=1001')).json(),
    );
    expect(presentation.EventInfo).toMatchObject({
      Issuer: 'Northwind Renewables, Inc.',
      Contact: 'Investor Relations: ir@northwind-renewables.example',
    });
  });

  it('updates the settings', async () => {
    const event = await createEvent(coordinator);
    const response = await coordinator.put(managePaths.event(event.PresentationId), {
      ...settings,
      Title: 'Renamed',
      PrimaryColor: '#1a5fb4',
    });
    expect(response.statusCode).toBe(200);
    expect(ManagedEventDetailSchema.parse(response.json())).toMatchObject({
      Title: 'Renamed',
      Settings: { PrimaryColor: '#1a5fb4' },
    });
  });
});

describe('attendee preview', () => {
  it('shows the coordinator the event as an attendee sees it, without an entry code; nobody else', async () => {
    const event = await createEvent(coordinator);
    const presId = event.PresentationId;
    const response = await coordinator.get(managePaths.preview(presId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const preview = PresentationSchema.parse(response.json());
    expect(preview.PresentationId).toBe(presId);
    expect(preview.TitleBarWeb).toBe(settings.Title);
    // As an attendee: no entry code of the viewer's own.
    expect(preview.PasswordId).toBeNull();
    expect((await admin.get(managePaths.preview(presId))).statusCode).toBe(200);
    expect((await new TestClient(t.app).get(managePaths.preview(presId))).statusCode).toBe(401);
    expect((await coordinator.get(managePaths.preview(999_999))).statusCode).toBe(404);
    // An attendee who entered the event with its code is still no coordinator of it.
    await coordinator.post(managePaths.entryCodes(presId), {
      Code: `PREVIEW-${presId}`,
      Type: 'registered',
    });
    const guest = await entered(t.app, `PREVIEW-${presId}`, presId);
    expect((await guest.get(managePaths.preview(presId))).statusCode).toBe(403);
  });
});

describe('entry codes', () => {
  it('adds a code that enters the event, and expires it', async () => {
    const event = await createEvent(coordinator);
    const presId = event.PresentationId;
    const added = await coordinator.post(managePaths.entryCodes(presId), {
      Code: `harbor-${presId}`,
      Type: 'registered',
    });
    expect(added.statusCode).toBe(201);
    const code = added.json<{ PasswordId: number; Code: string }>();
    expect(code.Code).toBe(`HARBOR-${presId}`);
    expect(hub.on(`entrycode.${code.PasswordId}.update`)).toHaveLength(1);
    const duplicate = await coordinator.post(managePaths.entryCodes(presId), {
      Code: `HARBOR-${presId}`,
      Type: 'public',
    });
    expect(duplicate.statusCode).toBe(409);
    const guest = await entered(t.app, `HARBOR-${presId}`, presId);
    expect((await guest.get(`presentation?presid=${presId}`)).statusCode).toBe(200);

    const expired = await coordinator.post(managePaths.expireEntryCode(presId, code.PasswordId));
    expect(expired.statusCode).toBe(200);
    expect(expired.json().PasswordEndDateUTC).not.toBeNull();
    expect(hub.on(`entrycode.${code.PasswordId}.update`)).toHaveLength(2);
    const late = new TestClient(t.app);
    const refused = await late.post('entrycode/processEntrycode', {
      EntryCode: `HARBOR-${presId}`,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('slide deck', () => {
  it('renders a 3-page PDF, then a 4-page one replaces it live', async () => {
    const event = await createEvent(coordinator);
    const presId = event.PresentationId;
    const uploadId = await upload(coordinator, makePdf(3));
    const started = await coordinator.put(managePaths.slideDeck(presId), { UploadId: uploadId });
    expect(started.statusCode, started.body).toBe(202);
    expect(SlideDeckRenderResponseSchema.parse(started.json()).Render).toEqual({
      FileName: 'deck.pdf',
      Status: 'Queued',
      PagesDone: 0,
      PageCount: null,
      Error: null,
    });
    // The upload has left the staging folder for its render at once.
    expect(await stagedFiles()).toEqual([]);
    const first = await renderedDeck(coordinator, presId);
    expect(first.Render).toMatchObject({ Status: 'Done', PagesDone: 3, PageCount: 3 });
    const slides = first.Slides;
    expect(slides.map((s) => s.Text)).toEqual(['Page 1', 'Page 2', 'Page 3']);
    const thumb = await coordinator.get(slides[0]!.ThumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(await scratchFolders()).toEqual([]);

    hub.clear();
    const second = await replaceDeck(
      coordinator,
      presId,
      await upload(coordinator, makePdf(4, 'Revised')),
    );
    expect(second.Slides).toHaveLength(4);
    const full = hub.published.find((p) => /^slide\.[0-9a-f-]+\.addUpdate$/.test(p.topic));
    const cut = hub.published.find((p) => p.topic.startsWith('slide.public.'));
    expect(SlidesUpdateMessageSchema.parse(full?.payload).Slides).toHaveLength(4);
    // PrivateSlidesBeginAt 2: the public cut carries slides 1 and 2.
    expect(SlidesUpdateMessageSchema.parse(cut?.payload).Slides).toHaveLength(2);
    // The old deck's files are gone: an image and a thumbnail per new slide remain.
    expect(await deckFiles(presId)).toHaveLength(8);
    const payload = PresentationSchema.parse(
      (await coordinator.get(`presentation?presid=${presId}`)).json(),
    );
    expect(payload.Slides).toHaveLength(4);
    // Images are served from the deck as it now is: the old deck's slide is unknown, the new
    // deck's last slide is there.
    expect((await coordinator.get(slides[0]!.ThumbnailUrl)).statusCode).toBe(404);
    expect((await coordinator.get(payload.Slides[3]!.ThumbnailUrl)).statusCode).toBe(200);
    expect((await coordinator.get(payload.Slides[3]!.ImageUrl)).statusCode).toBe(200);
  });

  it.each([
    ['zero bytes', Buffer.alloc(0), 400, 'The file is empty.'],
    [
      'a renamed text file',
      Buffer.from('quarterly notes\n'.repeat(20)),
      415,
      'The file is not a PDF.',
    ],
    [
      'a truncated PDF',
      makePdf(3).subarray(0, 400),
      400,
      'The PDF is incomplete: it may have been cut off while uploading.',
    ],
  ])('%s is refused at once and leaves nothing behind', async (_name, bytes, status, message) => {
    const event = await createEvent(coordinator);
    const presId = event.PresentationId;
    const response = await coordinator.put(managePaths.slideDeck(presId), {
      UploadId: await upload(coordinator, bytes),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await stagedFiles()).toEqual([]);
    expect(await deckFiles(presId)).toEqual([]);
    const detail = ManagedEventDetailSchema.parse(
      (await coordinator.get(managePaths.event(presId))).json(),
    );
    expect(detail.Slides).toEqual([]);
    expect(detail.State).toBe('NeedsContent');
    expect((await renderedDeck(coordinator, presId)).Render).toBeNull();
  });

  it.each([
    [
      'a huge page count',
      makePdf(MAX_SLIDE_DECK_PAGES + 1),
      `The deck has ${MAX_SLIDE_DECK_PAGES + 1} pages; at most ${MAX_SLIDE_DECK_PAGES} are accepted.`,
    ],
    [
      'a file that only looks like a PDF',
      makePdfLookalike(64 * 1024),
      'The PDF could not be read.',
    ],
  ])('%s fails its render, says why and leaves nothing behind', async (_name, bytes, message) => {
    const event = await createEvent(coordinator);
    const presId = event.PresentationId;
    const response = await coordinator.put(managePaths.slideDeck(presId), {
      UploadId: await upload(coordinator, bytes),
    });
    expect(response.statusCode).toBe(202);
    const state = await renderedDeck(coordinator, presId);
    expect(state.Render).toMatchObject({ Status: 'Failed', Error: message });
    expect(state.Slides).toEqual([]);
    expect(await stagedFiles()).toEqual([]);
    expect(await scratchFolders()).toEqual([]);
    expect(await deckFiles(presId)).toEqual([]);
  });

  it('refuses a second PDF while the first is still being made', async () => {
    const event = await createEvent(coordinator);
    const presId = event.PresentationId;
    const first = await coordinator.put(managePaths.slideDeck(presId), {
      UploadId: await upload(coordinator, makeDensePdf(1, 20_000)),
    });
    expect(first.statusCode).toBe(202);
    const second = await coordinator.put(managePaths.slideDeck(presId), {
      UploadId: await upload(coordinator, makePdf(2)),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(DECK_RENDER_BUSY_MESSAGE);
    expect(await stagedFiles()).toEqual([]);
    expect((await renderedDeck(coordinator, presId)).Slides).toHaveLength(1);
  });

  it("one manager cannot use another's upload", async () => {
    const event = await createEvent(admin);
    const id = await upload(coordinator, makePdf(1));
    const response = await admin.put(managePaths.slideDeck(event.PresentationId), { UploadId: id });
    expect(response.statusCode).toBe(400);
    expect(
      (
        await coordinator.request('HEAD', `${managePaths.uploads()}/${id}`, undefined, {
          'Tus-Resumable': '1.0.0',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await admin.request('HEAD', `${managePaths.uploads()}/${id}`, undefined, {
          'Tus-Resumable': '1.0.0',
        })
      ).statusCode,
    ).toBe(404);
    expect((await admin.get(managePaths.slideDeck(1001))).statusCode).toBe(200);
    expect((await coordinator.get(managePaths.slideDeck(event.PresentationId))).statusCode).toBe(
      403,
    );
  });
});
