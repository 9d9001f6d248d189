// Caption tracks of on-demand media: the track list of a container and each track's WebVTT file,
// access-checked like the media (401 without a session, 403 without access to the presentation,
// 404 for an unknown container or language), and the demo's English tracks of 1002 and 1005.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptionTracksResponseSchema, parseWebVtt } from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, TestClient } from './helpers/client.ts';
import { asset, MediaPayloads, SERVICE, servicePath } from './helpers/media-payloads.ts';

let t: TestApp;
let viewer1002: TestClient;
let media: MediaPayloads;

beforeAll(async () => {
  t = await startTestApp();
  viewer1002 = await entered(t.app, 'DEMO-1002', 1002);
  media = await MediaPayloads.load(t.app);
});
afterAll(async () => {
  await t?.close();
});

const tracksPath = (container: string) => `presentation/media/captions?containerGuid=${container}`;

describe('caption tracks', () => {
  it('1002 lists its English track, served as WebVTT byte for byte', async () => {
    const container = media.containerOf(1002);
    const list = await viewer1002.get(tracksPath(container));
    expect(list.statusCode).toBe(200);
    const tracks = CaptionTracksResponseSchema.parse(list.json());
    expect(tracks).toEqual([
      {
        Language: 'en-us',
        Label: 'English',
        Url: `${SERVICE}presentation/media/captions/${container}/en-us`,
      },
    ]);
    const file = await viewer1002.get(servicePath(tracks[0]?.Url ?? ''));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(file.rawPayload.equals(await asset('1002/captions-en-us.vtt'))).toBe(true);
    const parsed = parseWebVtt(file.body);
    expect(parsed.ok && parsed.cues[0]?.text).toBe('Good morning.');
  });

  it('1005 has an English track; the audio events have none', async () => {
    const viewer1005 = await entered(t.app, 'DEMO-1005', 1005);
    const tracks = (await viewer1005.get(tracksPath(media.containerOf(1005)))).json();
    expect(tracks).toMatchObject([{ Language: 'en-us', Label: 'English' }]);
    const viewer1006 = await entered(t.app, 'DEMO-1006', 1006);
    expect((await viewer1006.get(tracksPath(media.containerOf(1006)))).json()).toEqual([]);
  });

  it('answers 401 without a session and 403 without access to the presentation', async () => {
    const container = media.containerOf(1002);
    const filePath = `presentation/media/captions/${container}/en-us`;
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(tracksPath(container))).statusCode).toBe(401);
    expect((await anonymous.get(filePath)).statusCode).toBe(401);
    const other = await entered(t.app, 'DEMO-1005', 1005);
    expect((await other.get(tracksPath(container))).statusCode).toBe(403);
    const refused = await other.get(filePath);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('WEBVTT');
  });

  it('answers 404 for an unknown container or a language without a track', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await viewer1002.get(tracksPath(unknown))).statusCode).toBe(404);
    expect((await viewer1002.get(`presentation/media/captions/${unknown}/en-us`)).statusCode).toBe(
      404,
    );
    const missing = await viewer1002.get(
      `presentation/media/captions/${media.containerOf(1002)}/ja`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Caption track not found.');
  });

  it('answers 400 for a malformed container or language', async () => {
    const container = media.containerOf(1002);
    const badGuid = await viewer1002.get('presentation/media/captions/not-a-guid/en-us');
    expect(badGuid.statusCode).toBe(400);
    expect(badGuid.json().message).toContain('"containerGuid"');
    for (const language of ['EN', '..%2F..%2Fx', 'english-language-x']) {
      const bad = await viewer1002.get(`presentation/media/captions/${container}/${language}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('"language"');
    }
    expect((await viewer1002.get('presentation/media/captions')).statusCode).toBe(400);
  });
});
