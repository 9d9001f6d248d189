// Rooms of the hub. Topic rooms are named by the canonical topic string (formatTopic of a parsed
// topic), so every spelling of one topic lands in one room. Control rooms group connections by
// who they are, so disconnect(filter) reaches them on every server process through the adapter;
// their names start with '#', which no SPEC §7 topic does. Public participants follow a topic in
// its public room, so a publish can give them a payload of their own (SPEC §6 public/private).
import { createHash } from 'node:crypto';
import type { HubClient, DisconnectFilter } from './hub.types.ts';

/** The room a subscriber of `topic` (a canonical topic string) joins. */
export function topicRoom(topic: string, isPublicParticipant: boolean): string {
  return isPublicParticipant ? publicTopicRoom(topic) : topic;
}

export function publicTopicRoom(topic: string): string {
  return `#public:${topic}`;
}

/**
 * A session id is the bearer secret of its cookie; room names travel between processes (the
 * Postgres adapter's NOTIFY payloads), so the room carries a digest of it instead.
 */
function sessionKey(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 32);
}

export const controlRooms = {
  user: (coreUserId: number) => `#user:${coreUserId}`,
  session: (sessionId: string) => `#session:${sessionKey(sessionId)}`,
  presentation: (presId: number, publicOnly = false) =>
    `#pres:${presId}${publicOnly ? ':public' : ''}`,
  conference: (conferenceId: number, publicOnly = false) =>
    `#conf:${conferenceId}${publicOnly ? ':public' : ''}`,
} as const;

/** The control rooms a connection joins. */
export function controlRoomsOf(client: HubClient): string[] {
  const { subject } = client;
  const isPublic = subject.isPublicParticipant;
  const rooms = [
    controlRooms.user(subject.coreUserId),
    controlRooms.session(client.sessionId),
    controlRooms.presentation(subject.presId),
  ];
  if (isPublic) rooms.push(controlRooms.presentation(subject.presId, true));
  for (const conferenceId of subject.conferenceIds) {
    rooms.push(controlRooms.conference(conferenceId));
    if (isPublic) rooms.push(controlRooms.conference(conferenceId, true));
  }
  return rooms;
}

export function matchesFilter(client: HubClient, filter: DisconnectFilter): boolean {
  const { subject } = client;
  if (filter.sessionId !== undefined && client.sessionId !== filter.sessionId) return false;
  if (filter.presId !== undefined && subject.presId !== filter.presId) return false;
  if (filter.coreUserId !== undefined && subject.coreUserId !== filter.coreUserId) return false;
  if (filter.conferenceId !== undefined && !subject.conferenceIds.includes(filter.conferenceId))
    return false;
  return filter.publicOnly !== true || subject.isPublicParticipant;
}

/**
 * The room to look in for a filter, and whether every connection in it matches (then the whole
 * room is cut off without fetching its sockets). Null for a filter that names nobody: cutting
 * off every connection of every event is never what a caller means.
 */
export function roomForFilter(
  filter: DisconnectFilter,
): { readonly room: string; readonly exact: boolean } | null {
  const publicOnly = filter.publicOnly === true;
  const named = [filter.sessionId, filter.presId, filter.conferenceId, filter.coreUserId].filter(
    (id) => id !== undefined,
  ).length;
  if (filter.sessionId !== undefined)
    return { room: controlRooms.session(filter.sessionId), exact: named === 1 && !publicOnly };
  if (filter.coreUserId !== undefined)
    return { room: controlRooms.user(filter.coreUserId), exact: named === 1 && !publicOnly };
  if (filter.conferenceId !== undefined)
    return { room: controlRooms.conference(filter.conferenceId, publicOnly), exact: named === 1 };
  if (filter.presId !== undefined)
    return { room: controlRooms.presentation(filter.presId, publicOnly), exact: true };
  return null;
}
