// Control rooms and disconnect filters (SPEC §6 revoked participants cut off; sign-out and the
// session timeout, SPEC §8, end a session's connections).
import { describe, expect, it } from 'vitest';
import type { HubSubject } from '@podium/domain';
import { controlRooms, controlRoomsOf, matchesFilter, roomForFilter } from './hub-rooms.ts';
import type { HubClient } from './hub.types.ts';

const SESSION = 'x'.repeat(43);

function client(overrides: Partial<HubSubject> = {}, sessionId = SESSION): HubClient {
  return {
    subject: {
      coreUserId: 7,
      presId: 2001,
      rowGuid: '11111111-1111-1111-1111-111111111111',
      passwordId: null,
      conferenceIds: [7001],
      mediaGuids: [],
      isPublicParticipant: false,
      isConferencePresenter: false,
      liveVideoRoles: 0,
      isSiteAdmin: false,
      accessRevoked: false,
      ...overrides,
    },
    conferenceId: 7001,
    sgmRole: 0,
    sessionId,
    logId: null,
  };
}

describe('session rooms', () => {
  it('every connection joins the room of its session, named by a digest, never the id', () => {
    const room = controlRooms.session(SESSION);
    expect(controlRoomsOf(client())).toContain(room);
    expect(room).toMatch(/^#session:[A-Za-z0-9_-]{32}$/);
    expect(room).not.toContain(SESSION);
    expect(controlRooms.session(`${SESSION}y`)).not.toBe(room);
  });

  it('a sessionId filter alone cuts the whole session room', () => {
    expect(roomForFilter({ sessionId: SESSION })).toEqual({
      room: controlRooms.session(SESSION),
      exact: true,
    });
  });

  it('a sessionId with more fields looks in the session room and checks each connection', () => {
    expect(roomForFilter({ sessionId: SESSION, presId: 2001 })).toEqual({
      room: controlRooms.session(SESSION),
      exact: false,
    });
    expect(roomForFilter({ sessionId: SESSION, publicOnly: true })?.exact).toBe(false);
    expect(matchesFilter(client(), { sessionId: SESSION, presId: 2001 })).toBe(true);
    expect(matchesFilter(client(), { sessionId: SESSION, presId: 1001 })).toBe(false);
    expect(matchesFilter(client({}, 'other'), { sessionId: SESSION })).toBe(false);
    expect(matchesFilter(client(), { sessionId: SESSION, publicOnly: true })).toBe(false);
    expect(
      matchesFilter(client({ isPublicParticipant: true }), {
        sessionId: SESSION,
        publicOnly: true,
      }),
    ).toBe(true);
  });

  it('filters without a sessionId are unchanged', () => {
    expect(roomForFilter({ coreUserId: 7 })).toEqual({ room: controlRooms.user(7), exact: true });
    expect(roomForFilter({ conferenceId: 7001, publicOnly: true })).toEqual({
      room: controlRooms.conference(7001, true),
      exact: true,
    });
    expect(roomForFilter({})).toBeNull();
  });
});
