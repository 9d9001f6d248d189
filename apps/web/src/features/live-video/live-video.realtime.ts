// Hub topics → live video state: an update with a live video source (SPEC §7: 1 started,
// 2 ended, 5 focus, 6 broadcast started, 10 force end), the feed starting or ending, or a call
// status change re-reads the status and the stream; the focus of source 5 applies at once. A reconnect re-reads both
// (SPEC §4: live video refreshes its state on reconnect unless ended or expired). The event's
// media containers are followed too (media.{guid}.addUpdate): once an upload is done, all its
// resolutions ready, the replay is fetched again (SPEC §4).
import {
  hubTopics,
  isMediaUploadDone,
  LIVE_VIDEO_EVENT_SOURCES,
  UpdateSource,
} from '@podium/domain';
import type { HubClient } from '../../shared/hub/hub.types.ts';
import { fetchLiveVideoStatus, fetchLiveVideoStream } from './live-video.api.ts';
import {
  applyFeedRefused,
  applyLiveVideoStatus,
  applyLiveVideoStream,
  dispatchFocus,
  replayMediaChanged,
  useLiveVideoStore,
} from './live-video.store.ts';

const sources: readonly number[] = LIVE_VIDEO_EVENT_SOURCES;

/**
 * @param mediaGuids the event's media containers (presentation-hub mediaGuidsOf), lower case: a
 *   topic the server refuses is simply not followed.
 */
export function followLiveVideo(
  presId: number,
  confId: number,
  hub: HubClient,
  mediaGuids: readonly string[] = [],
): () => void {
  let stopped = false;
  let reading: Promise<void> | null = null;
  let again = false;

  /** One read at a time; a change during a read asks for one more. */
  function refresh(): void {
    if (reading) {
      again = true;
      return;
    }
    reading = (async () => {
      const status = await fetchLiveVideoStatus(presId);
      if (stopped) return;
      applyLiveVideoStatus(status);
      applyLiveVideoStream(await fetchLiveVideoStream(presId).catch(() => null));
    })()
      .catch(() => undefined)
      .finally(() => {
        reading = null;
        if (again && !stopped) {
          again = false;
          refresh();
        }
      });
  }

  const mediaTopics = mediaGuids.map((guid) => hubTopics.mediaUpdate(guid));
  for (const topic of mediaTopics) hub.subscribe(topic).catch(() => undefined);

  const offMessage = hub.onMessage((message) => {
    if (message.kind === 'mediaUpdate') {
      const ours = mediaGuids.includes(message.topic.guid.toLowerCase());
      if (ours && isMediaUploadDone(message.payload.VideoResolutions)) {
        replayMediaChanged();
        refresh();
      }
      return;
    }
    if (!('conferenceId' in message.topic) || message.topic.conferenceId !== confId) return;
    if (message.kind === 'callStatus') return refresh();
    if (message.kind !== 'callUpdate') return;
    const { Source, FocusedView, LiveVideoFeed } = message.payload;
    if (LiveVideoFeed === 'refused') return applyFeedRefused();
    if (LiveVideoFeed !== undefined) return refresh();
    if (Source === UpdateSource.VideoFocusUpdated && FocusedView !== undefined) {
      const shared = useLiveVideoStore.getState().focus.shared;
      dispatchFocus({ type: 'sharedChanged', view: FocusedView, previous: shared });
      return;
    }
    if (Source !== undefined && sources.includes(Source)) refresh();
  });
  const offConnection = hub.onConnection((event) => {
    if (event.type !== 'connected' || !event.reconnect) return;
    const status = useLiveVideoStore.getState().status;
    if (status?.HasEnded && (status.IsReplayExpired || !status.IsReplayAvailable)) return;
    refresh();
  });
  refresh();
  return () => {
    stopped = true;
    for (const topic of mediaTopics) hub.unsubscribe(topic).catch(() => undefined);
    offMessage();
    offConnection();
  };
}

/** Re-reads status and stream now (the console after its own update, the studio's preview). */
export async function refreshLiveVideo(presId: number): Promise<void> {
  applyLiveVideoStatus(await fetchLiveVideoStatus(presId));
  applyLiveVideoStream(await fetchLiveVideoStream(presId).catch(() => null));
}
