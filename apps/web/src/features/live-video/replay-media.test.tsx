// SPEC §4 "Media upload done when all resolutions ready; then webinar replay fetched": the live
// video follows its media containers' topics (media.{guid}.addUpdate) on the call's connection,
// and once an upload is done the video webinar fetches its replay (SPEC §7 playbackMedia) again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hubTopics, liveVideoPaths, PresentationKind, viewerRouteOf } from '@podium/domain';
import { installFakeFetch } from '../../app/testing/fakeFetch.ts';
import { createFakeHub } from '../../shared/hub/testing/fakeHub.ts';
import { PresentationContext } from '../presentation/presentation.context.ts';
import { attendee, makePresentation } from '../viewer/test-utils.tsx';
import { followLiveVideo } from './live-video.realtime.ts';
import { replayMediaChanged, resetLiveVideo, useLiveVideoStore } from './live-video.store.ts';
import { useReplaySource } from './useReplaySource.ts';

const PRES = 2003;
const CONF = 7003;
const GUID = '0f8e2b7c-3d4a-4c1e-9b2f-6a5d4c3b2a10';
const OTHER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const STATUS = `GET prescontrol/${PRES}`;
const PLAYBACK = `GET ${liveVideoPaths.playbackMedia(PRES, CONF)}`;

/** 2003: a video webinar (call plus live video, no slides) whose replay plays for a month. */
const webinar = makePresentation({
  PresentationId: PRES,
  HasConferenceCall: true,
  LiveVideoData: {},
  ConferenceCallData: {
    CallTitle: 'Northwind Renewables Annual Shareholder Webinar',
    Id: CONF,
    AskForPublicPrivate: false,
    QandAType: 'TextOnly',
    PreEventQADisabled: false,
    HideDocumentsBeforeEvent: false,
    PresenterControlEnabled: false,
    PlaybackEndTimeUtc: new Date(Date.now() + 86_400_000).toISOString(),
  },
});

const ready = { Guid: GUID, VideoResolutions: [{ Status: 'Ready' }, { Status: 'Ready' }] };

beforeEach(() => resetLiveVideo());
afterEach(() => {
  resetLiveVideo();
  vi.unstubAllGlobals();
});

describe('the live video follows the uploads of its media (SPEC §4)', () => {
  it('reads the event again once an upload is done, not while it is being made', async () => {
    const server = installFakeFetch({ [STATUS]: { body: {} } });
    const hub = createFakeHub();
    const stop = followLiveVideo(PRES, CONF, hub, [GUID]);
    await vi.waitFor(() => expect(hub.followed()).toContain(`media.${GUID}.addUpdate`));
    await vi.waitFor(() => expect(server.to(STATUS)).toHaveLength(1));

    hub.send(hubTopics.mediaUpdate(GUID), {
      Guid: GUID,
      VideoResolutions: [{ Status: 'Ready' }, { Status: 'Processing' }],
    });
    hub.send(hubTopics.mediaUpdate(OTHER), { ...ready, Guid: OTHER });
    hub.send(hubTopics.mediaUpdate(GUID), ready);
    // The done upload is the one change counted: the one in progress and another container's
    // (which came first) counted nothing.
    await vi.waitFor(() => expect(server.to(STATUS)).toHaveLength(2));
    expect(useLiveVideoStore.getState().replayMediaChanges).toBe(1);

    stop();
    expect(hub.followed()).not.toContain(`media.${GUID}.addUpdate`);
  });

  it('the video webinar fetches its replay again when its media changed', async () => {
    expect(viewerRouteOf(webinar).kind).toBe(PresentationKind.VideoWebinar);
    let answer = 0;
    installFakeFetch({
      [PLAYBACK]: () => {
        answer += 1;
        const Url = `/media/${PRES}/replay-${answer}.mp4`;
        return { body: { Media: [{ VideoResolutions: [{ Height: 360, Width: 640, Url }] }] } };
      },
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PresentationContext.Provider
        value={{ presId: PRES, presentation: webinar, user: attendee, logId: null }}
      >
        {children}
      </PresentationContext.Provider>
    );
    const { result } = renderHook(() => useReplaySource(true), { wrapper });
    await waitFor(() => expect(result.current.url).toBe(`/media/${PRES}/replay-1.mp4`));
    replayMediaChanged();
    await waitFor(() => expect(result.current.url).toBe(`/media/${PRES}/replay-2.mp4`));
  });
});
