// The coordinator console's live video follows the hub, as the viewer does: its own connection
// (a token for the event's call), the call's update and status topics, and a re-read of the
// event and its feed whenever one of them speaks (a second coordinator, the studio's feed, the
// end). Nothing is polled.
import { hubTopics } from '@podium/domain';
import { createHubClient } from '../../shared/hub/hub-client.ts';
import type { HubClient } from '../../shared/hub/hub.types.ts';
import { createSocketToken } from '../conference/conference.api.ts';
import { followLiveVideo, refreshLiveVideo } from './live-video.realtime.ts';

export function followLiveVideoInConsole(
  presId: number,
  confId: number,
  /** For tests: the hub to use instead of a socket.io one. */
  hub?: HubClient,
): () => void {
  const client =
    hub ?? createHubClient({ fetchToken: () => createSocketToken(presId, confId, null) });
  const stopFollowing = followLiveVideo(presId, confId, client);
  client.start();
  const topics = [hubTopics.callUpdate(confId), hubTopics.callStatus(confId)];
  // Once followed, one more read: a change made between the first read and the subscriptions
  // reached nobody.
  void Promise.allSettled(topics.map((topic) => client.subscribe(topic))).then(() =>
    refreshLiveVideo(presId).catch(() => undefined),
  );
  return () => {
    stopFollowing();
    if (hub === undefined) client.stop();
  };
}
