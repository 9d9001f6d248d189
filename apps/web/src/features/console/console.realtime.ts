// The console follows the hub rather than polling: its own connection (a token for the call),
// the coordinators' console topic (questions and presence, applied as they come) and the call's
// status, update, presenter and notification topics (on which the console re-reads its state). The whole
// console is read again once the topics are followed and after every reconnect, so nothing said
// while it was not listening is missed.
import { createContext } from 'react';
import { hubTopics, type ConsoleUpdateMessage, type TopicDescriptor } from '@podium/domain';
import { createHubClient } from '../../shared/hub/hub-client.ts';
import type { HubClient } from '../../shared/hub/hub.types.ts';
import { createSocketToken } from '../conference/conference.api.ts';
import type { CallIds } from './console.api.ts';

/** Tests put a fake hub here; the app leaves it null and the console opens its own. */
export const ConsoleHubContext = createContext<HubClient | null>(null);

export interface ConsoleFollower {
  /** A question or a participant's presence changed (the console topic). */
  readonly apply: (message: ConsoleUpdateMessage) => void;
  /** Something the console shows may have changed: read it all again. */
  readonly refresh: () => void;
}

export function followConsole(
  { presId, confId }: CallIds,
  follower: ConsoleFollower,
  hub: HubClient | null,
): () => void {
  const client =
    hub ?? createHubClient({ fetchToken: () => createSocketToken(presId, confId, null) });
  const topics: TopicDescriptor[] = [
    hubTopics.consoleUpdate(confId),
    hubTopics.callStatus(confId),
    hubTopics.callUpdate(confId),
    hubTopics.callPresenter(confId),
    hubTopics.presenterList(confId),
    hubTopics.callNotification(confId),
  ];
  const stopMessages = client.onMessage((message) => {
    if (message.topic.kind !== 'consoleUpdate' && !topics.some((t) => sameTopic(t, message.topic)))
      return;
    if (message.kind === 'consoleUpdate') follower.apply(message.payload);
    else follower.refresh();
  });
  const stopConnection = client.onConnection((event) => {
    if (event.type === 'connected' && event.reconnect) follower.refresh();
  });
  client.start();
  void Promise.allSettled(topics.map((topic) => client.subscribe(topic))).then(() =>
    follower.refresh(),
  );
  return () => {
    stopMessages();
    stopConnection();
    if (hub === null) client.stop();
    else for (const topic of topics) void client.unsubscribe(topic);
  };
}

function sameTopic(a: TopicDescriptor, b: TopicDescriptor): boolean {
  return a.kind === b.kind && 'conferenceId' in a && 'conferenceId' in b
    ? a.conferenceId === b.conferenceId
    : false;
}
