// `Documents` in the manage area (SPEC §3 DocumentExtType): files known by extension and checked
// by their first bytes (a renamed file is refused and nothing is stored), links, removal, and
// the attendee's presentation listing them.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ManagedDocumentListSchema,
  ManagedDocumentSchema,
  ManagedEventDetailSchema,
  managePaths,
  PresentationSchema,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { signedIn, type TestClient } from './helpers/client.ts';
import { makePdf } from './helpers/pdf.ts';

let t: TestApp;
let coordinator: TestClient;
let presId: number;

async function upload(bytes: Buffer, fileName: string): Promise<string> {
  const created = await coordinator.post(managePaths.uploads(), undefined, {
    'Tus-Resumable': '1.0.0',
    'Upload-Length': String(bytes.length),
    'Upload-Metadata': `filename ${Buffer.from(fileName).toString('base64')}`,
  });
  const id = /([0-9a-f]{32})$/.exec(created.headers.location ?? '')?.[1] ?? '';
  await coordinator.request('PATCH', `${managePaths.uploads()}/${id}`, bytes, {
    'Tus-Resumable': '1.0.0',
    'Upload-Offset': '0',
    'Content-Type': 'application/offset+octet-stream',
  });
  return id;
}

const storedDocuments = async () =>
  (
    await readdir(join(t.dataDir, 'documents', String(presId)), { recursive: true }).catch(
      () => [] as string[],
    )
  ).filter((name) => /\.[a-z]+$/i.test(name));

beforeAll(async () => {
  t = await startTestApp();
  coordinator = await signedIn(t.app, 'coordinator@podium.test');
  coordinator.token = (await coordinator.get(managePaths.me())).json<{
    AntiForgeryToken: string;
  }>().AntiForgeryToken;
  const created = await coordinator.post(managePaths.events(), {
    Title: 'Harbor Logistics Filings',
    Kind: 'DocumentOnly',
    StartTime: '2026-12-06T10:00',
    Timezone: 'America/New_York',
  });
  presId = ManagedEventDetailSchema.parse(created.json()).PresentationId;
});
afterAll(async () => {
  await t.close();
});

describe('Documents', () => {
  it('adds a PDF and a link that attendees see, and removes them', async () => {
    const pdf = await coordinator.post(managePaths.documents(presId), {
      UploadId: await upload(makePdf(2), 'Prospectus.pdf'),
      Name: 'Preliminary prospectus',
    });
    expect(pdf.statusCode, pdf.body).toBe(201);
    const doc = ManagedDocumentSchema.parse(pdf.json());
    expect(doc).toMatchObject({ DocumentExtType: 1, FileName: 'Prospectus.pdf' });
    const link = await coordinator.post(managePaths.documentLinks(presId), {
      Name: 'Investor relations',
      Url: 'https://ir.harbor.example',
    });
    expect(link.statusCode).toBe(201);
    const listed = ManagedDocumentListSchema.parse(
      (await coordinator.get(managePaths.documents(presId))).json(),
    );
    expect(listed.Documents.map((d) => d.Name)).toEqual([
      'Preliminary prospectus',
      'Investor relations',
    ]);
    const presentation = PresentationSchema.parse(
      (await coordinator.get(`presentation?presid=${presId}`)).json(),
    );
    expect(presentation.Documents.map((d) => d.DocumentName)).toEqual([
      'Preliminary prospectus',
      'Investor relations',
    ]);
    expect(await storedDocuments()).toHaveLength(1);

    const removed = await coordinator.request(
      'DELETE',
      managePaths.document(presId, doc.DocumentId),
    );
    expect(removed.statusCode).toBe(204);
    expect(await storedDocuments()).toEqual([]);
  });

  it.each([
    ['a text file', 'notes.txt', Buffer.from('notes')],
    ['a text file renamed .docx', 'notes.docx', Buffer.from('not really a word file')],
  ])('%s is refused and nothing is stored', async (_name, fileName, bytes) => {
    const response = await coordinator.post(managePaths.documents(presId), {
      UploadId: await upload(bytes, fileName),
      Name: 'Notes',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Upload a PDF, Word, Excel or PowerPoint file.');
    expect(await readdir(join(t.dataDir, 'uploads'))).toEqual([]);
    expect(await storedDocuments()).toEqual([]);
  });

  it('a link needs a web address', async () => {
    const response = await coordinator.post(managePaths.documentLinks(presId), {
      Name: 'Bad',
      Url: 'javascript:alert(1)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Invalid body field "Url": Enter an address that starts with https://.',
    );
  });
});
