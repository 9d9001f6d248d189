// Caption tracks in the manage area: a coordinator of the event (or a site admin) adds a WebVTT
// track per media container and language, which viewers then get; replaces and removes it.
// Attendees and panelists get 403; files that are not WebVTT, too large, or in a language the
// product does not offer get 400 with the reason, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTION_MAX_BYTES,
  CaptionTracksResponseSchema,
  ManagedCaptionsResponseSchema,
  managePaths,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, signedIn, type TestClient } from './helpers/client.ts';
import { MediaPayloads, servicePath } from './helpers/media-payloads.ts';

let t: TestApp;
let coordinator: TestClient;
let container: string;

const VTT = { 'content-type': 'text/vtt' };
const japanese = 'WEBVTT\n\n00:00.000 --> 00:02.500\nおはようございます。\n';

async function manager(email: string): Promise<TestClient> {
  const client = await signedIn(t.app, email);
  client.token = (await client.get(managePaths.me())).json<{
    AntiForgeryToken: string;
  }>().AntiForgeryToken;
  return client;
}

const viewerTracks = async () => {
  const viewer = await entered(t.app, 'DEMO-1002', 1002);
  const list = await viewer.get(`presentation/media/captions?containerGuid=${container}`);
  return CaptionTracksResponseSchema.parse(list.json());
};

beforeAll(async () => {
  t = await startTestApp();
  coordinator = await manager('coordinator@podium.test');
  container = (await MediaPayloads.load(t.app)).containerOf(1002);
});
afterAll(async () => {
  await t?.close();
});

describe('caption tracks in the manage area', () => {
  it('lists the event media with its tracks', async () => {
    const response = await coordinator.get(managePaths.captions(1002));
    expect(response.statusCode, response.body).toBe(200);
    expect(ManagedCaptionsResponseSchema.parse(response.json()).Media).toEqual([
      {
        ContainerGuid: container,
        Kind: 'video',
        Captions: [{ Language: 'en-us', Label: 'English' }],
      },
    ]);
  });

  it('adds a Japanese track viewers then get, replaces it, and removes it', async () => {
    const path = managePaths.caption(1002, container, 'ja');
    const added = await coordinator.put(path, japanese, VTT);
    expect(added.statusCode, added.body).toBe(204);
    const tracks = await viewerTracks();
    expect(tracks.map((track) => [track.Language, track.Label])).toEqual([
      ['en-us', 'English'],
      ['ja', '日本語'],
    ]);
    const viewer = await entered(t.app, 'DEMO-1002', 1002);
    const url = servicePath(tracks[1]?.Url ?? '');
    expect((await viewer.get(url)).body).toBe(japanese);

    const replacement = japanese.replace('おはようございます。', 'こんにちは。');
    expect((await coordinator.put(path, replacement, VTT)).statusCode).toBe(204);
    expect((await viewer.get(url)).body).toBe(replacement);

    expect((await coordinator.request('DELETE', path)).statusCode).toBe(204);
    expect((await viewerTracks()).map((track) => track.Language)).toEqual(['en-us']);
    expect((await viewer.get(url)).statusCode).toBe(404);
    expect((await coordinator.request('DELETE', path)).statusCode).toBe(404);
  });

  it.each(['attendee@podium.test', 'panelist@podium.test'])('%s gets 403', async (email) => {
    const client = await signedIn(t.app, email);
    // A valid anti-forgery token, so the refusal is the role's, not the missing token's.
    expect((await client.loadUser(1002)).statusCode).toBe(200);
    expect((await client.get(managePaths.captions(1002))).statusCode).toBe(403);
    const path = managePaths.caption(1002, container, 'ja');
    const refused = await client.put(path, japanese, VTT);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/coordinators/);
    expect(
      (await client.request('DELETE', managePaths.caption(1002, container, 'en-us'))).statusCode,
    ).toBe(403);
    expect((await viewerTracks()).map((track) => track.Language)).toEqual(['en-us']);
  });

  it.each([
    [
      'a file without the WEBVTT signature',
      'ja',
      '1\n00:00:01,000 --> 00:00:02,000\nSRT\n',
      /WEBVTT/,
    ],
    ['a malformed cue timing', 'ja', 'WEBVTT\n\n00:00.000 --> soon\nHello\n', /line/i],
    ['an empty file', 'ja', '', /WEBVTT/],
    ['a language the product does not offer', 'fr', japanese, /language.*en-us, zh-cn, ja/],
  ])('refuses %s with 400 and the reason', async (_case, language, body, message) => {
    const response = await coordinator.put(
      managePaths.caption(1002, container, language),
      body,
      VTT,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuses a file over the size limit with 400, and bytes that are not UTF-8', async () => {
    const big = `WEBVTT\n\n00:00.000 --> 00:01.000\n${'a'.repeat(CAPTION_MAX_BYTES)}\n`;
    const tooBig = await coordinator.put(managePaths.caption(1002, container, 'ja'), big, VTT);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toMatch(/at most 512 KB/);
    const latin1 = Buffer.concat([
      Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\n'),
      Buffer.from([0xe9]),
    ]);
    const notUtf8 = await coordinator.put(managePaths.caption(1002, container, 'ja'), latin1, VTT);
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json().message).toMatch(/UTF-8/);
  });

  it('answers 404 for media of another event and 400 for a malformed container id', async () => {
    const other = (await MediaPayloads.load(t.app)).containerOf(1005);
    const elsewhere = await coordinator.put(managePaths.caption(1002, other, 'ja'), japanese, VTT);
    expect(elsewhere.statusCode).toBe(404);
    const malformed = await coordinator.put(managePaths.caption(1002, 'nope', 'ja'), japanese, VTT);
    expect(malformed.statusCode).toBe(400);
    expect((await viewerTracks()).map((track) => track.Language)).toEqual(['en-us']);
  });
});
