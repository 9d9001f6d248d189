// A coordinator's slide deck as the manage page sends it: the file goes up with tus, PUT
// slidedeck starts making the slides (202), and GET slidedeck is read until the render has ended.
import { expect } from 'vitest';
import {
  isDeckRenderUnderway,
  managePaths,
  SlideDeckRenderResponseSchema,
  SlideDeckStateResponseSchema,
  type SlideDeckState,
} from '@podium/domain';
import type { TestClient } from './client.ts';

/** A whole tus upload (creation, then one PATCH); returns the upload id. */
export async function uploadFile(
  client: TestClient,
  bytes: Buffer,
  fileName = 'deck.pdf',
): Promise<string> {
  const created = await client.post(managePaths.uploads(), undefined, {
    'Tus-Resumable': '1.0.0',
    'Upload-Length': String(bytes.length),
    'Upload-Metadata': `filename ${Buffer.from(fileName).toString('base64')}`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = /([0-9a-f]{32})$/.exec(created.headers.location ?? '')?.[1];
  if (!id) throw new Error(`no upload id in ${created.headers.location}`);
  if (bytes.length > 0) {
    const patched = await client.request('PATCH', `${managePaths.uploads()}/${id}`, bytes, {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    });
    expect(patched.statusCode).toBe(204);
  }
  return id;
}

/** The event's render and deck once the render has ended (Done or Failed). */
export async function renderedDeck(
  client: TestClient,
  presId: number,
  timeoutMs = 60_000,
): Promise<SlideDeckState> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.get(managePaths.slideDeck(presId));
    expect(response.statusCode, response.body).toBe(200);
    const state = SlideDeckStateResponseSchema.parse(response.json());
    if (!isDeckRenderUnderway(state.Render)) return state;
    if (Date.now() > deadline) throw new Error(`the deck of ${presId} is still being made`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** PUT slidedeck with the upload (202), then the deck once made; the render must end Done. */
export async function replaceDeck(
  client: TestClient,
  presId: number,
  uploadId: string,
): Promise<SlideDeckState> {
  const started = await client.put(managePaths.slideDeck(presId), { UploadId: uploadId });
  expect(started.statusCode, started.body).toBe(202);
  expect(SlideDeckRenderResponseSchema.parse(started.json()).Render.Status).toBe('Queued');
  const state = await renderedDeck(client, presId);
  expect(state.Render?.Error ?? null).toBeNull();
  expect(state.Render?.Status).toBe('Done');
  return state;
}
