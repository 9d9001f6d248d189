// SPEC §4 meeting status (NotStarted, Connecting, Connected, Disconnected, Reconnecting): every
// event from every state.
import { describe, expect, it } from 'vitest';
import {
  isInMeeting,
  MEETING_CONNECTION_EVENTS,
  MEETING_STATUSES,
  meetingConnectionReducer,
  meetingConnectionTransition,
  MeetingStatus,
  type MeetingConnectionEvent,
} from './connection.ts';

const S = MeetingStatus;
const table: Record<MeetingStatus, Record<MeetingConnectionEvent, MeetingStatus | null>> = {
  NotStarted: { join: S.Connecting, connected: null, lost: null, failed: null, leave: null },
  Connecting: {
    join: null,
    connected: S.Connected,
    lost: null,
    failed: S.Disconnected,
    leave: S.Disconnected,
  },
  Connected: {
    join: null,
    connected: null,
    lost: S.Reconnecting,
    failed: null,
    leave: S.Disconnected,
  },
  Reconnecting: {
    join: null,
    connected: S.Connected,
    lost: null,
    failed: S.Disconnected,
    leave: S.Disconnected,
  },
  Disconnected: { join: S.Connecting, connected: null, lost: null, failed: null, leave: null },
};

describe('SPEC §4 meeting status', () => {
  const cases = MEETING_STATUSES.flatMap((from) =>
    MEETING_CONNECTION_EVENTS.map((event) => [from, event, table[from][event]] as const),
  );
  it('covers five states and five events', () => {
    expect(cases).toHaveLength(25);
  });
  it.each(cases)('%s + %s → %s', (from, event, to) => {
    expect(meetingConnectionTransition(from, event)).toBe(to);
    expect(meetingConnectionReducer(from, event)).toBe(to ?? from);
  });
  it.each([
    [S.NotStarted, false],
    [S.Connecting, true],
    [S.Connected, true],
    [S.Reconnecting, true],
    [S.Disconnected, false],
  ] as const)('%s in meeting: %s', (state, inMeeting) => {
    expect(isInMeeting(state)).toBe(inMeeting);
  });
});
