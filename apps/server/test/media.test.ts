// On-demand media (SPEC §1 kinds, §3 Media, §7 calls): the payloads of 1002, 1003, 1005 and 1006,
// and chapters, speakermedia and slidemedia by media container.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChaptersResponseSchema,
  derivePresentationKind,
  PresentationKind,
  SlideMediaResponseSchema,
  SpeakerMediaResponseSchema,
  UserSchema,
} from '@podium/domain';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { entered, signedIn, TestClient } from './helpers/client.ts';
import { asset, MediaPayloads, SERVICE, signedMediaUrl } from './helpers/media-payloads.ts';

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

const payload = (presId: number) => media.get(presId);
const containerOf = (presId: number) => media.containerOf(presId);

describe('media event payloads', () => {
  it('1002: video with slides at their cue times, two resolutions highest first', () => {
    const p = payload(1002);
    expect(derivePresentationKind(p)).toBe(PresentationKind.MediaWithSlides);
    expect(p.TitleBarWeb).toBe('Northwind Renewables IPO Roadshow (video with slides)');
    expect(p.Audio).toBeNull();
    expect(p.Video).toMatchObject({ DurationSeconds: 79 });
    expect(p.Video?.Resolutions.map((r) => [r.Width, r.Height])).toEqual([
      [640, 360],
      [320, 180],
    ]);
    expect(p.Video?.Resolutions[0]?.Url).toMatch(signedMediaUrl(1002, 'video-360p.mp4'));
    expect(p.Slides.map((s) => s.Time)).toEqual([0, 10, 19, 30, 40, 50, 59, 70]);
    expect(
      p.Slides.every((s) => s.ImageUrl.startsWith(`${SERVICE}presentation/1002/slides/`)),
    ).toBe(true);
    expect(p.EventInfo.Issuer).toBe('Northwind Renewables, Inc.');
    expect(p.DisclaimerPath).toBeNull();
  });

  it('1002: speakers with appearance times and the guids of the slides they present', () => {
    const p = payload(1002);
    const guidsAt = (indexes: number[]) => indexes.map((i) => p.Slides[i]?.Guid);
    expect(p.Speakers.map((s) => [s.SpeakerName, s.Title, s.AppearanceTimes])).toEqual([
      ['Claire Whitfield', 'President and Chief Executive Officer', [0, 70]],
      ['Marcus Bell', 'Chief Financial Officer', [40]],
    ]);
    expect(p.Speakers[0]?.SlideGuids).toEqual(guidsAt([0, 1, 2, 3, 7]));
    expect(p.Speakers[1]?.SlideGuids).toEqual(guidsAt([4, 5, 6]));
  });

  it('1002: media actions, slide media on slide 6 and a watermark from the branding files', async () => {
    const p = payload(1002);
    expect(p.MediaActions).toEqual([
      { Id: 1, MediaActionType: 2, TimecodeSequence: '40,70' },
      { Id: 2, MediaActionType: 1, TimecodeSequence: '50' },
    ]);
    expect(p.Slides.filter((s) => s.IsSlideMedia).map((s) => s.Index)).toEqual([5]);
    expect(p.Slides[5]?.SlideMediaGuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(p.Slides.filter((s) => !s.IsSlideMedia).every((s) => s.SlideMediaGuid === null)).toBe(
      true,
    );
    expect(p.mediaWatermark?.HasWatermark).toBe(true);
    const image = p.mediaWatermark?.WatermarkImage ?? '';
    expect(image).toBe(p.PresentationBrandingTitleLogo);
    const logo = await viewer1002.get(image);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
  });

  it('1002: serves its own copy of the recorded roadshow deck, numbered within its 8 slides', async () => {
    const slide = payload(1002).Slides[7];
    expect(payload(1002).Slides).toHaveLength(8);
    const image = await viewer1002.get(slide?.ImageUrl ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(await asset('recorded-roadshow/slides/slide-08.jpg'))).toBe(
      true,
    );
    const thumb = await viewer1002.get(slide?.ThumbnailUrl ?? '');
    expect(thumb.rawPayload.equals(await asset('recorded-roadshow/thumbs/slide-08.jpg'))).toBe(
      true,
    );
    expect(await t.app.storage.stat('slides', '1002/slide-08.jpg')).not.toBeNull();
    expect(await t.app.storage.stat('slides', '1002/thumbs/slide-08.jpg')).not.toBeNull();
  });

  it('1003: audio with slides, bit rates highest first, no watermark', () => {
    const p = payload(1003);
    expect(derivePresentationKind(p)).toBe(PresentationKind.MediaWithSlides);
    expect(p.Video).toBeNull();
    expect(p.Audio?.DurationSeconds).toBe(79);
    expect(p.Audio?.BitRates).toEqual([
      { BitRate: 64, Url: expect.stringMatching(signedMediaUrl(1003, 'audio-64k.mp4')) },
      { BitRate: 32, Url: expect.stringMatching(signedMediaUrl(1003, 'audio-32k.mp4')) },
    ]);
    expect(p.Slides).toHaveLength(8);
    expect(p.Slides.some((s) => s.IsSlideMedia)).toBe(false);
    expect(p.MediaActions).toEqual([]);
    expect(p.mediaWatermark).toEqual({ HasWatermark: false, WatermarkImage: null });
  });

  it('1005: video only, no slides, watermark off', () => {
    const p = payload(1005);
    expect(derivePresentationKind(p)).toBe(PresentationKind.VideoOnly);
    expect(p.TitleBarWeb).toBe('A Message from Our CEO');
    expect(p.Video?.DurationSeconds).toBe(38);
    expect(p.Video?.Resolutions.map((r) => r.Height)).toEqual([360, 180]);
    expect(p.Slides).toEqual([]);
    expect(p.HasSlides).toBe(false);
    expect(p.Speakers.map((s) => [s.SpeakerName, s.AppearanceTimes, s.SlideGuids])).toEqual([
      ['Claire Whitfield', [0], []],
    ]);
    expect(p.mediaWatermark).toEqual({ HasWatermark: false, WatermarkImage: null });
  });

  it('1006: audio only', () => {
    const p = payload(1006);
    expect(derivePresentationKind(p)).toBe(PresentationKind.AudioOnly);
    expect(p.TitleBarWeb).toBe('Fiscal 2024 Earnings Update');
    expect(p.Audio?.BitRates.map((b) => b.BitRate)).toEqual([64, 32]);
    expect(p.Audio?.DurationSeconds).toBe(36);
    expect(p.Video).toBeNull();
  });

  it('admits DEMO-1002/1003/1005/1006 and gives named users their roles there', async () => {
    for (const presId of [1003, 1005, 1006]) {
      const guest = await entered(t.app, `DEMO-${presId}`, presId);
      const route = (await guest.get(`presentation/${presId}/route`)).json();
      expect(route).toMatchObject({ PresentationId: presId, Route: 'viewer' });
    }
    const panelist = await signedIn(t.app, 'panelist@podium.test', 1005);
    const user = UserSchema.parse((await panelist.loadUser(1005)).json());
    expect(user.PresPermissions.PresentationRole).toBe(2);
    expect(user.IsConferencePresenter).toBe(true);
  });
});

describe('chapters, speakermedia and slidemedia by container (SPEC §7)', () => {
  it('lists the chapters of a container in time order', async () => {
    const response = await viewer1002.get(
      `presentation/media/chapters?containerGuid=${containerOf(1002)}`,
    );
    expect(response.statusCode).toBe(200);
    const chapters = ChaptersResponseSchema.parse(response.json());
    expect(chapters.map((c) => [c.Title, c.TimeSeconds])).toEqual([
      ['Introduction', 0],
      ['Company and market', 19],
      ['Business model and financials', 40],
      ['Closing remarks', 70],
    ]);
    expect(new Set(chapters.map((c) => c.ChapterId)).size).toBe(4);
    const audioOnly = await entered(t.app, 'DEMO-1006', 1006);
    const chapters1006 = ChaptersResponseSchema.parse(
      (
        await audioOnly.get(`presentation/media/chapters?containerGuid=${containerOf(1006)}`)
      ).json(),
    );
    expect(chapters1006.map((c) => c.TimeSeconds)).toEqual([0, 10, 18, 26]);
  });

  it('returns the speakers of the container as the payload has them', async () => {
    const response = await viewer1002.get(
      `presentation/media/speakermedia?containerGuid=${containerOf(1002).toUpperCase()}`,
    );
    expect(response.statusCode).toBe(200);
    expect(SpeakerMediaResponseSchema.parse(response.json())).toEqual(payload(1002).Speakers);
  });

  it('returns the slide media of 1002 (also for the retail ?linkcode variant), none for 1003', async () => {
    const expected = [
      {
        Guid: payload(1002).Slides[5]?.SlideMediaGuid,
        FileName: 'slide-media-clip.mp4',
        VideoResolutions: [
          {
            Height: 180,
            Width: 320,
            Url: expect.stringMatching(signedMediaUrl(1002, 'slide-media-clip.mp4')),
          },
        ],
      },
    ];
    const plain = await viewer1002.get(`presentation/${containerOf(1002)}/slidemedia`);
    expect(SlideMediaResponseSchema.parse(plain.json())).toEqual(expected);
    const retail = await viewer1002.get(
      `presentation/${containerOf(1002)}/slidemedia?linkcode=AB12-cd`,
    );
    expect(retail.json()).toEqual(expected);
    const audio = await entered(t.app, 'DEMO-1003', 1003);
    expect((await audio.get(`presentation/${containerOf(1003)}/slidemedia`)).json()).toEqual([]);
  });

  it('answers 404 for an unknown container, 401 without a session, 403 without access', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      `presentation/media/chapters?containerGuid=${unknown}`,
      `presentation/media/speakermedia?containerGuid=${unknown}`,
      `presentation/${unknown}/slidemedia`,
    ]) {
      expect((await viewer1002.get(path)).statusCode).toBe(404);
    }
    const container = containerOf(1002);
    const anonymous = new TestClient(t.app);
    expect(
      (await anonymous.get(`presentation/media/chapters?containerGuid=${container}`)).statusCode,
    ).toBe(401);
    const other = await entered(t.app, 'DEMO-1005', 1005);
    expect(
      (await other.get(`presentation/media/chapters?containerGuid=${container}`)).statusCode,
    ).toBe(403);
    expect(
      (await other.get(`presentation/media/speakermedia?containerGuid=${container}`)).statusCode,
    ).toBe(403);
    expect((await other.get(`presentation/${container}/slidemedia`)).statusCode).toBe(403);
  });

  it('answers 400 for a missing or malformed containerGuid or linkcode', async () => {
    const missing = await viewer1002.get('presentation/media/chapters');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('"containerGuid"');
    expect(
      (await viewer1002.get('presentation/media/speakermedia?containerGuid=nope')).statusCode,
    ).toBe(400);
    const badPath = await viewer1002.get('presentation/not-a-guid/slidemedia');
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().message).toContain('"containerGuid"');
    const longCode = await viewer1002.get(
      `presentation/${containerOf(1002)}/slidemedia?linkcode=${'x'.repeat(201)}`,
    );
    expect(longCode.statusCode).toBe(400);
    expect(longCode.json().message).toContain('"linkcode"');
  });
});
