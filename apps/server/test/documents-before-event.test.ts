// SPEC §5 HideDocumentsBeforeEvent on the live video event 3001: before the event starts its
// attendees get no documents, in the presentation payload or as a stream (403), while panelists
// and coordinators do; once the coordinator starts the event (SPEC §7 update source 1), attendees
// get them too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, PresentationSchema } from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import type { TestClient } from './helpers/client.ts';
import { enteredTo, signedInTo } from './helpers/conference.ts';

const PRES = 3001;

let t: TestApp;
let attendee: TestClient;
let panelist: TestClient;
let coordinator: TestClient;

async function documentsOf(client: TestClient) {
  const response = await client.get(`presentation?presid=${PRES}`);
  expect(response.statusCode).toBe(200);
  return PresentationSchema.parse(response.json()).Documents;
}

beforeAll(async () => {
  t = await startTestApp();
  attendee = await enteredTo(t.app, `DEMO-${PRES}`, PRES);
  panelist = await signedInTo(t.app, 'panelist@podium.test', PRES);
  coordinator = await signedInTo(t.app, 'coordinator@podium.test', PRES);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('SPEC §5 HideDocumentsBeforeEvent', () => {
  it('before the start: panelists and coordinators get the documents, attendees none', async () => {
    const [doc] = await documentsOf(panelist);
    expect(doc?.DocumentName).toBe('Preliminary Prospectus');
    expect(await documentsOf(coordinator)).toHaveLength(1);
    expect(await documentsOf(attendee)).toEqual([]);

    const path = apiPaths.documentStream(PRES, doc!.DocumentId);
    expect((await panelist.get(path)).statusCode).toBe(200);
    const refused = await attendee.get(path);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'The documents are available once the event starts.',
    });
  });

  it('once the event starts, attendees get them', async () => {
    const start = await coordinator.post(`prescontrol/${PRES}`, { PresId: PRES, Source: 1 });
    expect(start.statusCode).toBe(200);
    const [doc] = await documentsOf(attendee);
    expect(doc?.DocumentName).toBe('Preliminary Prospectus');
    const stream = await attendee.get(apiPaths.documentStream(PRES, doc!.DocumentId));
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('application/pdf');
  });
});
